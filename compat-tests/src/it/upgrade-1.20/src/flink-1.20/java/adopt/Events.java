package adopt;

import org.apache.flink.streaming.api.functions.source.SourceFunction;

/**
 * The keyed events of one round: from round 2 on a check of every key, then {@link AdoptionJob#STEPS} updates
 * of every key, then a report of every key; then nothing, so the job keeps running until it is stopped.
 *
 * <p>Flink 1.20's copy of {@code adoption/common/adopt/Events.java} in {@code it-tests}, the same but for the
 * import: Flink 2.0 moved {@code SourceFunction} to the package {@code ...functions.source.legacy}.
 */
public final class Events implements SourceFunction<String> {

    private static final long serialVersionUID = 1L;

    private final int round;
    private volatile boolean running = true;

    Events(int round) {
        this.round = round;
    }

    @Override
    public void run(SourceContext<String> context) throws Exception {
        if (round > 1) {
            emitForEveryKey(context, "check|k%d");
        }
        for (int step = 1; step <= AdoptionJob.STEPS; step++) {
            emitForEveryKey(context, "update|k%d|" + step);
        }
        emitForEveryKey(context, "report|k%d");
        while (running) {
            Thread.sleep(20);
        }
    }

    private void emitForEveryKey(SourceContext<String> context, String format) {
        for (int key = 0; key < AdoptionJob.KEYS && running; key++) {
            synchronized (context.getCheckpointLock()) {
                context.collect(String.format(format, key));
            }
        }
    }

    @Override
    public void cancel() {
        running = false;
    }
}
