package windowevolution;

import java.time.ZoneOffset;

import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.functions.FilterFunction;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.sql.WindowRuns;

/**
 * The job of every version: the purchases {@code from} to {@code to} from one source, with their time as the
 * records' timestamps and a watermark after each, the {@link Totals} pipeline, each result recorded in {@link
 * WindowRuns#EMITTED} under {@code totals}. The source, the watermarks, the recorder and the sink carry uids of their
 * own, the pipeline's operators those Typegen generates.
 */
public final class Job {

    private Job() {}

    public static void define(StreamExecutionEnvironment env, int from, int to, boolean idle) {
        DataStream<Purchase> input = env.addSource(new Purchases(from, to, idle), "purchases",
                Typegen.typeInfo(Purchase.class)).uid("purchases").setParallelism(1)
                .assignTimestampsAndWatermarks(WatermarkStrategy
                        .<Purchase>forGenerator(context -> new WindowRuns.Trailing<>(WindowRuns.PURCHASES_DELAY))
                        .withTimestampAssigner((purchase, previous) -> purchase.ts()
                                .toInstant(ZoneOffset.UTC).toEpochMilli()))
                .uid("watermarks").setParallelism(1);
        new TotalsFused(new Totals()).apply(input)
                .filter(new Recorded()).uid("recorded")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    /** Records each result, and keeps none. */
    static final class Recorded implements FilterFunction<Result> {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean filter(Result result) {
            WindowRuns.record("totals", result);
            return false;
        }
    }

    /**
     * The purchases {@code from} to {@code to} (exclusive), each counted in {@link WindowRuns#SOURCED} once emitted,
     * then, if {@code idle}, nothing until cancelled.
     */
    static final class Purchases implements SourceFunction<Purchase> {
        private static final long serialVersionUID = 1L;
        private final int from;
        private final int to;
        private final boolean idle;
        private volatile boolean running = true;

        Purchases(int from, int to, boolean idle) {
            this.from = from;
            this.to = to;
            this.idle = idle;
        }

        @Override
        public void run(SourceContext<Purchase> context) throws Exception {
            for (int i = from; i < to && running; i++) {
                synchronized (context.getCheckpointLock()) {
                    context.collect(new Purchase(WindowRuns.account(i), WindowRuns.amount(i), WindowRuns.time(i)));
                    WindowRuns.SOURCED.incrementAndGet();
                }
            }
            while (idle && running) {
                Thread.sleep(20);
            }
        }

        @Override
        public void cancel() {
            running = false;
        }
    }
}
