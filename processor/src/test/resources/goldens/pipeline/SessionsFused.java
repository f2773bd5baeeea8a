package golden;

import io.github.typegen.runtime.pipeline.Downstream;
import java.util.Objects;
import java.util.Optional;
import javax.annotation.processing.Generated;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichFlatMapFunction;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.datastream.KeyedStream;
import org.apache.flink.streaming.api.datastream.SingleOutputStreamOperator;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/**
 * The stages of {@link Sessions} as fused Flink operators, with their uids:
 * <ul>
 * <li>{@code trim -> parse -> isPage}: one operator, uid "Sessions/input"
 * <li>{@code keyBy} by {@code user}
 * <li>{@code sessionize -> durations -> minutes}: one keyed operator, uid "Sessions/user/sessionize"
 * </ul>
 */
@Generated("io.github.typegen.processor.TypegenProcessor")
public final class SessionsFused {
    private final Sessions pipeline;

    private final String uidPrefix;

    /**
     * The operators' uids start with "Sessions/".
     *
     * @param pipeline the stages and their configuration; shipped to the cluster inside the operators
     */
    public SessionsFused(Sessions pipeline) {
        this(pipeline, "Sessions");
    }

    /**
     * For a pipeline applied more than once in one job, where each application's operators
     * need uids of their own.
     *
     * @param pipeline the stages and their configuration; shipped to the cluster inside the operators
     * @param uidPrefix what the operators' uids start with instead of "Sessions", before "/"
     */
    public SessionsFused(Sessions pipeline, String uidPrefix) {
        this.pipeline = Objects.requireNonNull(pipeline, "pipeline");
        this.uidPrefix = Objects.requireNonNull(uidPrefix, "uidPrefix");
    }

    /**
     * Applies the pipeline to {@code input}; the result is the last operator, to name
     * or set a parallelism as needed.
     */
    public SingleOutputStreamOperator<Long> apply(DataStream<String> input) {
        SingleOutputStreamOperator<Sessions.Click> trimToIsPage = input
                .flatMap(new TrimToIsPage(pipeline), new Sessions_ClickTypeInfo())
                .name("trim -> parse -> isPage")
                .uid(uidPrefix + "/input");
        KeyedStream<Sessions.Click, String> byUser = trimToIsPage.keyBy(new UserKey(pipeline), Types.STRING);
        SingleOutputStreamOperator<Long> sessionizeToMinutes = byUser
                .process(new SessionizeToMinutes(pipeline), Types.LONG)
                .name("sessionize -> durations -> minutes")
                .uid(uidPrefix + "/user/sessionize");
        return sessionizeToMinutes;
    }

    /**
     * The stages trim -> parse -> isPage as one operator.
     */
    static final class TrimToIsPage extends RichFlatMapFunction<String, Sessions.Click> {
        private static final long serialVersionUID = 1L;

        private final Sessions pipeline;

        TrimToIsPage(Sessions pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public void flatMap(String value, Collector<Sessions.Click> out) throws Exception {
            String string = pipeline.trim(value);
            Optional<Sessions.Click> parse = pipeline.parse(string);
            if (parse.isEmpty()) {
                return;
            }
            Sessions.Click click = parse.get();
            if (!pipeline.isPage(click)) {
                return;
            }
            out.collect(click);
        }
    }

    /**
     * The key of {@code user}.
     */
    static final class UserKey implements KeySelector<Sessions.Click, String> {
        private static final long serialVersionUID = 1L;

        private final Sessions pipeline;

        UserKey(Sessions pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public String getKey(Sessions.Click value) throws Exception {
            return pipeline.user(value);
        }
    }

    /**
     * The stages sessionize -> durations -> minutes as one operator.
     */
    static final class SessionizeToMinutes extends KeyedProcessFunction<String, Sessions.Click, Long> {
        private static final long serialVersionUID = 1L;

        private final Sessions pipeline;

        private transient ValueState<Sessions.Session> sessionizeOpen;

        private transient ListState<String> sessionizePages;

        private transient Downstream<Sessions.Session, Long> sessionizeOutput;

        SessionizeToMinutes(Sessions pipeline) {
            this.pipeline = pipeline;
        }

        @Override
        public void open(OpenContext openContext) {
            sessionizeOpen = getRuntimeContext().getState(new ValueStateDescriptor<>("sessionize.open", new Sessions_SessionTypeInfo()));
            sessionizePages = getRuntimeContext().getListState(new ListStateDescriptor<>("sessionize.pages", Types.STRING));
            sessionizeOutput = new Downstream<>("sessionize", this::afterSessionize);
        }

        @Override
        public void processElement(Sessions.Click value, Context context, Collector<Long> out)
                throws Exception {
            pipeline.sessionize(value, sessionizeOpen, sessionizePages, sessionizeOutput.to(out));
        }

        /**
         * The stages after {@code sessionize}, for each of its outputs.
         */
        private void afterSessionize(Sessions.Session session, Collector<Long> out) throws
                Exception {
            for (Long longValue : pipeline.durations(session)) {
                afterDurations(longValue, out);
            }
        }

        /**
         * The stages after {@code durations}, for each of its outputs.
         */
        private void afterDurations(Long longValue, Collector<Long> out) throws Exception {
            long minutes = pipeline.minutes(longValue);
            out.collect(minutes);
        }
    }
}
