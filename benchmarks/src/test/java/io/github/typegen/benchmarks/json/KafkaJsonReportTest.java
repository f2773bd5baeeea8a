package io.github.typegen.benchmarks.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;

/**
 * A smoke run of {@link KafkaJsonReport} on a broker of its own (the kafka module's tests' broker, which cannot run in
 * this module's JVM: {@link KafkaBrokerProcess}), with few messages and no warm-up run: both readers read every
 * message of the topic right (the report checks the count and the sums of what was read, and fails otherwise), on two
 * partitions read by two subtasks, and the report prints each run, the medians and their ratio. Its figures mean
 * nothing here.
 */
class KafkaJsonReportTest {

    @Test
    void bothReadersReadEveryMessageAndTheReportPrintsTheirRates() throws Exception {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        KafkaJsonReport.Result result;
        try (KafkaBrokerProcess broker = KafkaBrokerProcess.start();
                PrintStream out = new PrintStream(printed, true, StandardCharsets.UTF_8)) {
            result = KafkaJsonReport.run(broker.bootstrapServers(), 2_000, 1, 0, 2, out);
        }

        assertThat(result.codec()).isPositive().isFinite();
        assertThat(result.databind()).isPositive().isFinite();
        List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(0))
                .matches("2,000 JSON messages of 7\\d\\d bytes in topic orders-json-\\S+ \\(2 partitions\\)");
        assertThat(lines).noneMatch(line -> line.startsWith("warm-up"));
        assertThat(lines).filteredOn(line -> line.startsWith("run 1, ")).hasSize(2);
        assertThat(lines).anyMatch(line -> line.startsWith("| generated codec (TypegenJsonDeserializationSchema) | "));
        assertThat(lines)
                .anyMatch(line -> line.startsWith("| Jackson databind (flink-json JsonDeserializationSchema) | "));
        assertThat(lines).contains(String.format(Locale.ROOT, "generated codec / databind: %.2fx",
                result.ratio()));
    }
}
