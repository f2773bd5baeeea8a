package io.github.typegen.it.table;

import static org.apache.flink.table.api.Expressions.$;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * {@code @FlinkType(prefix = "PurchaseRow")} next to the user's own {@code PurchaseSchema}: both compile, the
 * runtime finds the generated classes by the prefix, and a job through a table moves {@code Purchase} with them,
 * Kryo forbidden.
 */
class PrefixedNamesTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    private static final List<Purchase> PURCHASES = List.of(
            new Purchase("apple", 3), new Purchase("pear", 12), new Purchase("plum", null));

    @Test
    void theRuntimeFindsTheGeneratedClassesByThePrefix() throws Exception {
        assertThat(Typegen.typeInfo(Purchase.class).getClass().getName())
                .isEqualTo("io.github.typegen.it.table.PurchaseRowTypeInfo");
        assertThat(Class.forName("io.github.typegen.it.table.PurchaseRowSchema")).isNotNull();
        assertThat(new PurchaseSchema().serialize(PURCHASES.get(0)))
                .isEqualTo("apple,3".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void typedTablesConvertThroughThePrefixedSchema() throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(1);
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Purchase> purchases = env.fromData(PURCHASES, Typegen.typeInfo(Purchase.class));

        Table table = TypedTables.fromDataStream(tableEnv, purchases).filter($("quantity").isGreater(5));
        DataStream<Purchase> large = TypedTables.toDataStream(tableEnv, table, Purchase.class);

        assertThat(large.getType().getClass().getName()).isEqualTo("io.github.typegen.it.table.PurchaseRowTypeInfo");
        assertThat(JobGraphs.assertNoReflectiveSerializers(env)).isPositive();
        List<Purchase> result = new ArrayList<>();
        try (CloseableIterator<Purchase> iterator = large.executeAndCollect()) {
            iterator.forEachRemaining(result::add);
        }
        assertThat(result).containsExactly(new Purchase("pear", 12));
    }
}
