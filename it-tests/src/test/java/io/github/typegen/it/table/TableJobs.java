package io.github.typegen.it.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.util.CloseableIterator;

/** What the table tests share: the environment they run in, and how they read schemas and results. */
final class TableJobs {

    /** The users of the page's examples. */
    static final List<User> USERS = List.of(
            new User("Alice", 4, Instant.ofEpochMilli(1000)),
            new User("Bob", 6, Instant.ofEpochMilli(1001)),
            new User("Alice", 10, Instant.ofEpochMilli(1002)));

    private TableJobs() {}

    /** Kryo forbidden, one subtask per operator so results arrive in the page's order. */
    static StreamExecutionEnvironment env() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(1);
        return env;
    }

    /** Compares what {@code printSchema()} prints with the page's text, ignoring indentation. */
    static void assertSchema(Table table, String expected) {
        String printed = table.getResolvedSchema().toString();
        assertThat(Arrays.stream(printed.split("\n")).map(String::strip).collect(Collectors.joining("\n")))
                .isEqualTo(expected);
    }

    /** Checks the job for reflective serializers, then runs it and returns what {@code stream} produced. */
    static <T> List<T> collect(StreamExecutionEnvironment env, DataStream<T> stream) throws Exception {
        assertThat(JobGraphs.assertNoReflectiveSerializers(env)).isPositive();
        List<T> result = new ArrayList<>();
        try (CloseableIterator<T> iterator = stream.executeAndCollect()) {
            iterator.forEachRemaining(result::add);
        }
        return result;
    }

    interface Job {
        void run() throws Exception;
    }

    /** The lines the job writes to standard output (Flink's print connector), while it runs. */
    static List<String> printedLines(Job job) throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            job.run();
        } finally {
            System.setOut(original);
        }
        return Arrays.stream(captured.toString(StandardCharsets.UTF_8).split("\n"))
                .map(String::strip)
                .collect(Collectors.toList());
    }
}
