package fusion;

import io.github.typegen.runtime.sql.SqlFunctions;
import io.github.typegen.runtime.table.RowConversions;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.regex.Pattern;
import javax.annotation.processing.Generated;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.util.Collector;

/**
 * The stages of {@link Alerts} as fused Flink operators, with their uids:
 * <ul>
 * <li>{@code alert}: the query, as Java inside {@code parse -> alert -> describe}
 * <li>{@code parse -> alert -> describe}: one operator, uid "Alerts/input"
 * </ul>
 */
@Generated("io.github.typegen.processor.TypegenProcessor")
public final class AlertsFused {
    private final Alerts pipeline;

    private final String uidPrefix;

    /**
     * The operators' uids start with "Alerts/".
     *
     * @param pipeline the stages and their configuration; shipped to the cluster inside the operators
     */
    public AlertsFused(Alerts pipeline) {
        this(pipeline, "Alerts");
    }

    /**
     * For a pipeline applied more than once in one job, where each application's operators
     * need uids of their own.
     *
     * @param pipeline the stages and their configuration; shipped to the cluster inside the operators
     * @param uidPrefix what the operators' uids start with instead of "Alerts", before "/"
     */
    public AlertsFused(Alerts pipeline, String uidPrefix) {
        this.pipeline = Objects.requireNonNull(pipeline, "pipeline");
        this.uidPrefix = Objects.requireNonNull(uidPrefix, "uidPrefix");
    }

    /**
     * Applies the pipeline to {@code input}. Every {@code @Stage.Sql} query of this
     * pipeline is Java inside its operators, so {@code tableEnvironment} is not used: this
     * is {@link #apply(DataStream)}, for code written for a build whose queries run on
     * Flink's table planner.
     */
    public SingleOutputStreamOperator<String> apply(StreamTableEnvironment tableEnvironment,
            DataStream<String> input) {
        return apply(input);
    }

    /**
     * Applies the pipeline to {@code input}; the result is the last operator, to name
     * or set a parallelism as needed.
     */
    public SingleOutputStreamOperator<String> apply(DataStream<String> input) {
        SingleOutputStreamOperator<String> parseToDescribe = input
                .flatMap(new ParseToDescribe(pipeline), Types.STRING)
                .name("parse -> alert -> describe")
                .uid(uidPrefix + "/input");
        return parseToDescribe;
    }

    /**
     * The stages parse -> alert -> describe as one operator.
     */
    static final class ParseToDescribe extends RichFlatMapFunction<String, String> {
        private static final long serialVersionUID = 1L;

        private static final Pattern LIKE_S_ = SqlFunctions.likePattern("s%");

        private final Alerts pipeline;

        ParseToDescribe(Alerts pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public void flatMap(String value, Collector<String> out) throws Exception {
            Reading reading = pipeline.parse(value);
            String sensor = reading.sensor();
            double celsius = reading.celsius();
            Double humidity = reading.humidity();
            int count = reading.count();
            BigDecimal priceValue = reading.price();
            BigDecimal price = priceValue == null ? null : RowConversions.bigDecimal(priceValue, 10, 2, "fusion.Reading.price");
            Boolean and;
            if (!(celsius > 20)) {
                and = false;
            } else {
                Boolean like = sensor == null ? null : SqlFunctions.like(sensor, LIKE_S_);
                if (like != null && !like) {
                    and = false;
                } else if (like == null) {
                    and = null;
                } else {
                    and = true;
                }
            }
            if (and == null || !and) {
                return;
            }
            String upper = sensor == null ? null : SqlFunctions.upper(sensor);
            String caseValue;
            if (celsius >= 30) {
                caseValue = "hot";
            } else {
                caseValue = "warm";
            }
            Boolean compared = humidity == null ? null : Double.compare(humidity, 0.8D) > 0;
            BigDecimal product = price == null ? null : SqlFunctions.multiply(price, BigDecimal.valueOf(count), 21, 2);
            BigDecimal cast = product == null ? null : SqlFunctions.decimal(product, 38, 18);
            Alert alert = new Alert(upper, caseValue, ((celsius * 1.8D) + (double) 32), compared,
                    cast);
            String string = pipeline.describe(alert);
            out.collect(string);
        }
    }
}
