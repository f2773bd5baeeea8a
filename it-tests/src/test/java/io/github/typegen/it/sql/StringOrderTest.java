package io.github.typegen.it.sql;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.types.Row;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * Why a fused query refuses {@code <} between a string column and a value with characters from U+D800 up: Flink's
 * own Table runtime answers it two ways for the same row, by how it holds the row's strings. With object reuse off
 * the rows it reads are binary, their strings bytes, ordered by code point ('😀' after U+E000); with object reuse
 * on they are the strings {@code toRowData} made from Java strings, ordered by UTF-16 chars ('😀', a surrogate pair
 * from U+D83D, before U+E000). Should Flink ever settle on one order, this test fails, and the fused code can
 * follow it.
 */
class StringOrderTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(1);

    private static final String QUERY = "SELECT id, s < '\uE000' AS beforePrivateUse, s > 'm' AS afterM FROM input";

    @Test
    void flinkOrdersAColumnByHowItHoldsTheRowAgainstACharacterFromU_D800Up() throws Exception {
        List<Sample> samples = List.of(sample(1, "😀"), sample(2, "\uE000a"), sample(3, "a"));

        assertThat(run(false, samples)).containsExactlyInAnyOrder(
                Row.of(1L, false, true), Row.of(2L, false, true), Row.of(3L, true, false));
        assertThat(run(true, samples)).containsExactlyInAnyOrder(
                Row.of(1L, true, true), Row.of(2L, false, true), Row.of(3L, true, false));
    }

    private static Sample sample(long id, String s) {
        return new Sample(id, 0, null, null, 0.0, null, s, null, null);
    }

    private static List<Row> run(boolean objectReuse, List<Sample> samples) throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.OBJECT_REUSE, objectReuse);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(1);
        StreamTableEnvironment tables = StreamTableEnvironment.create(env);
        TypedTables.createTemporaryView(tables, "input", env.fromData(samples, Typegen.typeInfo(Sample.class)));
        List<Row> rows = new ArrayList<>();
        try (var results = tables.toDataStream(tables.sqlQuery(QUERY)).executeAndCollect()) {
            results.forEachRemaining(rows::add);
        }
        return rows;
    }
}
