package io.github.typegen.it.table;

import static org.apache.flink.table.api.Expressions.$;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.api.DataTypes;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * {@code TypedTables.toDataStream} into a class with {@code NOT NULL} columns ({@code IdName.f0} is a
 * {@code long}): Flink's {@code ConstraintEnforcer} is left out where the query's column cannot be null, and
 * kept, with Flink's error for a null, where it can.
 */
class NotNullColumnsTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(1)
                    .build());

    @Test
    void aQueryWhoseColumnsCannotBeNullNeedsNoEnforcer() throws Exception {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        List<IdName> input = List.of(new IdName(1, "a"), new IdName(2, null), new IdName(3, "c"));
        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(input, Typegen.typeInfo(IdName.class)))
                .where($("f0").isGreater(1L))
                .select($("f0").times(10L).as("f0"), $("f1"));

        DataStream<IdName> result = TypedTables.toDataStream(tableEnv, table, IdName.class);

        assertThat(operatorNames(env)).noneMatch(name -> name.startsWith("ConstraintEnforcer"))
                .anyMatch(name -> name.startsWith("Calc"));
        assertThat(collect(result)).containsExactly(new IdName(20, null), new IdName(30, "c"));
    }

    @Test
    void aNullableColumnIntoANotNullFieldKeepsFlinksEnforcer() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = tableEnv.fromValues(
                DataTypes.ROW(DataTypes.FIELD("f0", DataTypes.BIGINT()), DataTypes.FIELD("f1", DataTypes.STRING())),
                Row.of(1L, "a"), Row.of(null, "b"));

        DataStream<IdName> result = TypedTables.toDataStream(tableEnv, table, IdName.class);

        assertThat(operatorNames(env)).anyMatch(name -> name.startsWith("ConstraintEnforcer"));
        assertThatThrownBy(() -> collect(result))
                .rootCause()
                .hasMessageContaining("Column 'f0' is NOT NULL, however, a null value is being written into it");
    }

    private static StreamExecutionEnvironment env() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(1);
        return env;
    }

    private static List<String> operatorNames(StreamExecutionEnvironment env) {
        return env.getStreamGraph(false).getStreamNodes().stream().map(StreamNode::getOperatorName).toList();
    }

    private static <T> List<T> collect(DataStream<T> stream) throws Exception {
        List<T> result = new ArrayList<>();
        try (CloseableIterator<T> iterator = stream.executeAndCollect()) {
            iterator.forEachRemaining(result::add);
        }
        return result;
    }
}
