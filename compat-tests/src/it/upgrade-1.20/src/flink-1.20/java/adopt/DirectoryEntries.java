package adopt;

import org.apache.flink.streaming.api.functions.source.SourceFunction;

/**
 * The broadcast side of one round: entries {@code r<round>b0}, {@code r<round>b1}, ...; then nothing.
 *
 * <p>Flink 1.20's copy of {@code adoption/common/adopt/DirectoryEntries.java} in {@code it-tests}, the same but for
 * the import: Flink 2.0 moved {@code SourceFunction} to the package {@code ...functions.source.legacy}.
 */
public final class DirectoryEntries implements SourceFunction<String> {

    private static final long serialVersionUID = 1L;

    private final int round;
    private volatile boolean running = true;

    DirectoryEntries(int round) {
        this.round = round;
    }

    @Override
    public void run(SourceContext<String> context) throws Exception {
        for (int entry = 0; entry < AdoptionJob.DIRECTORY_ENTRIES && running; entry++) {
            synchronized (context.getCheckpointLock()) {
                context.collect("r" + round + "b" + entry);
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
