package uids;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

/**
 * The job of every version: events run through the {@link Counts} pipeline, whose keyed stage counts the events
 * of each key. The source and the sink carry uids of their own, as the user's operators in a real job would;
 * the pipeline's operators carry the uids Typegen generates.
 */
public final class CountJob {

    public static final int KEYS = 10;
    public static final int ROUNDS = 5;

    private CountJob() {}

    public static void define(StreamExecutionEnvironment env, String outputDirectory) {
        new CountsFused(new Counts(outputDirectory))
                .apply(env.addSource(new Events(), "events", Types.STRING).uid("events").setParallelism(1))
                .sinkTo(new DiscardingSink<>()).uid("discard");
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
}
