package evolution;

import org.apache.flink.api.common.functions.FilterFunction;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.table.Change;
import io.github.typegen.sql.EvolutionRuns;

/**
 * The job of every version: the purchases {@code from} to {@code to} from one source, the {@link Totals} pipeline,
 * each change it emits recorded in {@link EvolutionRuns#EMITTED}. The source, the recorder and the sink carry uids
 * of their own, the pipeline's operators those Typegen generates.
 */
public final class Job {

    private Job() {}

    public static void define(StreamExecutionEnvironment env, int from, int to, boolean idle) {
        DataStream<Purchase> input = env.addSource(new Purchases(from, to, idle), "purchases",
                Typegen.typeInfo(Purchase.class)).uid("purchases").setParallelism(1);
        new TotalsFused(new Totals()).apply(input)
                .filter(new Recorded()).uid("recorded")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    /** Records each change, and keeps none. */
    static final class Recorded implements FilterFunction<Change<Result>> {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean filter(Change<Result> change) {
            EvolutionRuns.record(change.kind(), change.value());
            return false;
        }
    }

    /** The purchases {@code from} to {@code to} (exclusive), then, if {@code idle}, nothing until cancelled. */
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
                    context.collect(new Purchase(EvolutionRuns.account(i), EvolutionRuns.amount(i)));
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
