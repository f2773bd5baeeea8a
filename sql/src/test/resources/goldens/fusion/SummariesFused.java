package fusion;

import java.util.Objects;
import javax.annotation.processing.Generated;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.util.Collector;

/**
 * The stages of {@link Summaries} as fused Flink operators, with their uids:
 * <ul>
 * <li>{@code summarize}: the query, as Java inside {@code summarize}
 * <li>{@code summarize}: one operator, uid "Summaries/input"
 * </ul>
 */
@Generated("io.github.typegen.processor.TypegenProcessor")
public final class SummariesFused {
    private final Summaries pipeline;

    private final String uidPrefix;

    /**
     * The operators' uids start with "Summaries/".
     *
     * @param pipeline the stages and their configuration; shipped to the cluster inside the operators
     */
    public SummariesFused(Summaries pipeline) {
        this(pipeline, "Summaries");
    }

    /**
     * For a pipeline applied more than once in one job, where each application's operators
     * need uids of their own.
     *
     * @param pipeline the stages and their configuration; shipped to the cluster inside the operators
     * @param uidPrefix what the operators' uids start with instead of "Summaries", before "/"
     */
    public SummariesFused(Summaries pipeline, String uidPrefix) {
        this.pipeline = Objects.requireNonNull(pipeline, "pipeline");
        this.uidPrefix = Objects.requireNonNull(uidPrefix, "uidPrefix");
    }

    /**
     * Applies the pipeline to {@code input}. Every {@code @Stage.Sql} query of this
     * pipeline is Java inside its operators, so {@code tableEnvironment} is not used: this
     * is {@link #apply(DataStream)}, for code written for a build whose queries run on
     * Flink's table planner.
     */
    public SingleOutputStreamOperator<Summary> apply(StreamTableEnvironment tableEnvironment,
            DataStream<Reading> input) {
        return apply(input);
    }

    /**
     * Applies the pipeline to {@code input}; the result is the last operator, to name
     * or set a parallelism as needed.
     */
    public SingleOutputStreamOperator<Summary> apply(DataStream<Reading> input) {
        SingleOutputStreamOperator<Summary> summarizeStage = input
                .flatMap(new SummarizeStage(pipeline), new SummaryTypeInfo())
                .name("summarize")
                .uid(uidPrefix + "/input");
        return summarizeStage;
    }

    /**
     * The stages summarize as one operator.
     */
    static final class SummarizeStage extends RichFlatMapFunction<Reading, Summary> {
        private static final long serialVersionUID = 1L;

        private final Summaries pipeline;

        SummarizeStage(Summaries pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public void flatMap(Reading value, Collector<Summary> out) throws Exception {
            String sensor = value.sensor();
            Double humidity = value.humidity();
            int count = value.count();
            Boolean or;
            if (humidity == null) {
                or = true;
            } else {
                Boolean compared = humidity == null ? null : Double.compare(humidity, 0.5D) < 0;
                if (compared != null && compared) {
                    or = true;
                } else if (compared == null) {
                    or = null;
                } else {
                    or = false;
                }
            }
            if (or == null || !or) {
                return;
            }
            Summary summary = new Summary();
            summary.setSensor(sensor);
            summary.setCount(((long) count));
            out.collect(summary);
        }
    }
}
