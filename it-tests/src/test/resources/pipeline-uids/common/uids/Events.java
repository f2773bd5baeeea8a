package uids;

import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;

/** One event per key and round, then nothing: the job keeps running, so it can be stopped with a savepoint. */
public final class Events implements SourceFunction<String> {

    private static final long serialVersionUID = 1L;

    private volatile boolean running = true;

    @Override
    public void run(SourceContext<String> context) throws Exception {
        for (int round = 0; round < CountJob.ROUNDS && running; round++) {
            for (int key = 0; key < CountJob.KEYS; key++) {
                synchronized (context.getCheckpointLock()) {
                    context.collect("k" + key);
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
