package adopt;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.util.Collector;

/**
 * A job keyed BY a fixture class: {@link Address}, whose key serializer is Flink's {@code PojoSerializer}
 * before the class is annotated and the generated one after. Each of {@link #KEYS} addresses is counted
 * {@link #EVENTS} times; then each writes the report {@code count-<city>}.
 */
public final class ByAddressJob {

    public static final int KEYS = 3;
    public static final int EVENTS = 2;

    private ByAddressJob() {}

    public static void define(StreamExecutionEnvironment env, String outputDirectory) {
        env.addSource(new Cities(), "cities", Types.STRING).uid("cities")
                .keyBy(new ToAddress(), TypeInformation.of(Address.class))
                .process(new Count(outputDirectory), Types.STRING).uid("count")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    static final class ToAddress implements KeySelector<String, Address> {
        private static final long serialVersionUID = 1L;

        @Override
        public Address getKey(String city) {
            return new Address(city, city.length());
        }
    }

    /** {@link #EVENTS} rounds over the cities, then nothing. */
    static final class Cities implements SourceFunction<String> {
        private static final long serialVersionUID = 1L;

        private volatile boolean running = true;

        @Override
        public void run(SourceContext<String> context) throws Exception {
            for (int event = 0; event < EVENTS && running; event++) {
                for (int key = 0; key < KEYS; key++) {
                    synchronized (context.getCheckpointLock()) {
                        context.collect("city-" + key);
                    }
                }
            }
            while (running) {
                Thread.sleep(20);
            }
        }

        @Override
        public void cancel() {
            running = false;
        }
    }

    static final class Count extends KeyedProcessFunction<Address, String, String> {
        private static final long serialVersionUID = 1L;

        private final String outputDirectory;
        private transient ValueState<Integer> count;

        Count(String outputDirectory) {
            this.outputDirectory = outputDirectory;
        }

        @Override
        public void open(OpenContext context) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.INT));
        }

        @Override
        public void processElement(String city, Context context, Collector<String> out) throws Exception {
            int next = count.value() == null ? 1 : count.value() + 1;
            count.update(next);
            if (next == EVENTS) {
                AdoptionJob.report(outputDirectory, "count-" + city, context.getCurrentKey() + "=" + next);
            }
            out.collect(city);
        }
    }
}
