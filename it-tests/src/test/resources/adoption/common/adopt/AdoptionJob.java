package adopt;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.datastream.BroadcastStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

/**
 * The job of both versions: events keyed by a String, every kind of state over the fixture classes kept by
 * {@link Holdings}, a directory of customers broadcast to it. The state descriptors name the classes only, so
 * Flink's type extraction chooses their serializers: {@code PojoSerializer} and Kryo before the classes are
 * annotated, the generated serializers after (the classes are woven, as the Typegen Maven plugin weaves them).
 *
 * <p>Round {@code r} updates every key {@link #STEPS} times; event {@code (key k<i>, step s)} carries the
 * number {@code n = 100 r + 10 i + s}, from which every value put into state is made. Each key then writes
 * the report {@code round<r>-<key>}; from round 2 on, each key first writes {@code restored-<key>}, the state it
 * found before the round changed it.
 */
public final class AdoptionJob {

    public static final int KEYS = 3;
    public static final int STEPS = 2;
    public static final int DIRECTORY_ENTRIES = 2;

    /** The broadcast state: directory entries {@code r<round>b<i>}. */
    static final MapStateDescriptor<String, Customer> DIRECTORY =
            new MapStateDescriptor<>("directory", String.class, Customer.class);

    private AdoptionJob() {}

    public static void define(StreamExecutionEnvironment env, String outputDirectory, int round) {
        BroadcastStream<String> directory = env.addSource(new DirectoryEntries(round), "directory", Types.STRING)
                .uid("directory").broadcast(DIRECTORY);
        env.addSource(new Events(round), "events", Types.STRING).uid("events")
                .keyBy(new ByKey(), Types.STRING)
                .connect(directory)
                .process(new Holdings(outputDirectory, round), Types.STRING).uid("holdings")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    /** The number event {@code (round, key k<keyIndex>, step)} carries. */
    static int number(int round, int keyIndex, int step) {
        return 100 * round + 10 * keyIndex + step;
    }

    /** The round a tag ({@code r1s2}, {@code k0-r1s2}, {@code r1b0}) was written in. */
    static int roundOf(String tag) {
        int r = tag.indexOf('r');
        int end = r + 1;
        while (end < tag.length() && Character.isDigit(tag.charAt(end))) {
            end++;
        }
        return Integer.parseInt(tag.substring(r + 1, end));
    }

    /** Writes {@code text} to {@code name} in {@code directory}, atomically, for the test to read. */
    static void report(String directory, String name, String text) {
        try {
            Path temporary = Files.createTempFile(Path.of(directory), name, ".tmp");
            Files.write(temporary, text.getBytes(StandardCharsets.UTF_8));
            Files.move(temporary, Path.of(directory, name), StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Events are {@code update|<key>|<step>}, {@code check|<key>} and {@code report|<key>}. */
    static final class ByKey implements KeySelector<String, String> {
        private static final long serialVersionUID = 1L;

        @Override
        public String getKey(String event) {
            return event.split("\\|")[1];
        }
    }
}
