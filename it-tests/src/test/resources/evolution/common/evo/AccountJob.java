package evo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;

/** The job of every version: events keyed by account, state kept by {@link Accounts}. */
public final class AccountJob {

    public static final int KEYS = 10;
    public static final int ROUNDS = 5;

    private AccountJob() {}

    public static void define(StreamExecutionEnvironment env, String outputDirectory) {
        env.addSource(new Events(), "events", Types.STRING).uid("events").setParallelism(1)
                .keyBy(new ByKey(), Types.STRING)
                .process(new Accounts(outputDirectory), Types.STRING).uid("accounts")
                .sinkTo(new DiscardingSink<>()).uid("discard");
    }

    /** Writes {@code text} to {@code name} in {@code directory}, atomically, for the test to read. */
    static void report(String directory, String name, String text) {
        try {
            Path temporary = Files.createTempFile(Path.of(directory), name, ".tmp");
            Files.write(temporary, text.getBytes(StandardCharsets.UTF_8));
            Files.move(temporary, Path.of(directory, name), java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static final class ByKey implements KeySelector<String, String> {
        private static final long serialVersionUID = 1L;

        @Override
        public String getKey(String value) {
            return value;
        }
    }
}
