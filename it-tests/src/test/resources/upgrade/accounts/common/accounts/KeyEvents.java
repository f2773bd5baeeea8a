package accounts;

import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.apache.flink.api.connector.source.Boundedness;
import org.apache.flink.api.connector.source.ReaderOutput;
import org.apache.flink.api.connector.source.Source;
import org.apache.flink.api.connector.source.SourceReader;
import org.apache.flink.api.connector.source.SourceReaderContext;
import org.apache.flink.api.connector.source.SourceSplit;
import org.apache.flink.api.connector.source.SplitEnumerator;
import org.apache.flink.api.connector.source.SplitEnumeratorContext;
import org.apache.flink.core.io.InputStatus;
import org.apache.flink.core.io.SimpleVersionedSerializer;

/**
 * The events of one round: every key {@code acct-<i>} once, in index order, from the first reader; then nothing,
 * so the job keeps running until it is stopped. Unbounded, without splits: every run sends every key again, whatever
 * a savepoint holds of the source (nothing). A {@code Source}, which Flink 1.20 and 2.x have alike ({@code
 * SourceFunction} moved in Flink 2.0).
 */
public final class KeyEvents implements Source<String, KeyEvents.NoSplit, Integer> {

    private static final long serialVersionUID = 1L;

    @Override
    public Boundedness getBoundedness() {
        return Boundedness.CONTINUOUS_UNBOUNDED;
    }

    @Override
    public SourceReader<String, NoSplit> createReader(SourceReaderContext context) {
        return new Reader(context.getIndexOfSubtask() == 0);
    }

    @Override
    public SplitEnumerator<NoSplit, Integer> createEnumerator(SplitEnumeratorContext<NoSplit> context) {
        return new Enumerator();
    }

    @Override
    public SplitEnumerator<NoSplit, Integer> restoreEnumerator(SplitEnumeratorContext<NoSplit> context,
            Integer checkpoint) {
        return new Enumerator();
    }

    @Override
    public SimpleVersionedSerializer<NoSplit> getSplitSerializer() {
        return new Empty<>(new NoSplit());
    }

    @Override
    public SimpleVersionedSerializer<Integer> getEnumeratorCheckpointSerializer() {
        return new Empty<>(0);
    }

    /** The split type of a source that assigns none. */
    public static final class NoSplit implements SourceSplit {
        @Override
        public String splitId() {
            return "none";
        }
    }

    /** Sends every key once (the first reader only), then waits. */
    private static final class Reader implements SourceReader<String, NoSplit> {

        private final CompletableFuture<Void> never = new CompletableFuture<>();
        private int next;

        Reader(boolean sends) {
            next = sends ? 0 : AccountsJob.KEYS;
        }

        @Override
        public void start() {}

        @Override
        public InputStatus pollNext(ReaderOutput<String> output) {
            if (next >= AccountsJob.KEYS) {
                return InputStatus.NOTHING_AVAILABLE;
            }
            output.collect(AccountsJob.key(next++));
            return next < AccountsJob.KEYS ? InputStatus.MORE_AVAILABLE : InputStatus.NOTHING_AVAILABLE;
        }

        @Override
        public List<NoSplit> snapshotState(long checkpointId) {
            return Collections.emptyList();
        }

        @Override
        public CompletableFuture<Void> isAvailable() {
            return next < AccountsJob.KEYS ? CompletableFuture.completedFuture(null) : never;
        }

        @Override
        public void addSplits(List<NoSplit> splits) {}

        @Override
        public void notifyNoMoreSplits() {}

        @Override
        public void close() {}
    }

    /** Assigns nothing; its checkpoint is a constant 0. */
    private static final class Enumerator implements SplitEnumerator<NoSplit, Integer> {

        @Override
        public void start() {}

        @Override
        public void handleSplitRequest(int subtaskId, String requesterHostname) {}

        @Override
        public void addSplitsBack(List<NoSplit> splits, int subtaskId) {}

        @Override
        public void addReader(int subtaskId) {}

        @Override
        public Integer snapshotState(long checkpointId) {
            return 0;
        }

        @Override
        public void close() {}
    }

    /** Writes nothing, reads back {@code value}. */
    private static final class Empty<T> implements SimpleVersionedSerializer<T> {

        private final T value;

        Empty(T value) {
            this.value = value;
        }

        @Override
        public int getVersion() {
            return 1;
        }

        @Override
        public byte[] serialize(T object) {
            return new byte[0];
        }

        @Override
        public T deserialize(int version, byte[] serialized) {
            return value;
        }
    }
}
