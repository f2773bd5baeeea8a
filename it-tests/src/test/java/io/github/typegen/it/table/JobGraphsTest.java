package io.github.typegen.it.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.List;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/** The job-graph check catches what Flink's own bridge does with a {@code @FlinkType} class. */
class JobGraphsTest {

    @Test
    void flinksOwnToDataStreamUsesExternalSerializerAndIsCaught() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = TypedTables.fromDataStream(tableEnv,
                env.fromData(List.of(new User("Alice", 4, Instant.ofEpochMilli(1000))), Typegen.typeInfo(User.class)));

        tableEnv.toDataStream(table, User.class).map(u -> u, Typegen.typeInfo(User.class));

        assertThatThrownBy(() -> JobGraphs.assertNoReflectiveSerializers(env))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("ExternalSerializer for " + User.class.getName());
    }

    @Test
    void flinksOwnToDataStreamOfAnAtomicTypeUsesExternalSerializerAndIsCaught() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(List.of("Alice"), Types.STRING));

        tableEnv.toDataStream(table, String.class).map(s -> s, Types.STRING);

        assertThatThrownBy(() -> JobGraphs.assertNoReflectiveSerializers(env))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("ExternalSerializer for java.lang.String");
    }

    @Test
    void typedTablesToDataStreamOfAnAtomicTypePasses() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = TypedTables.fromDataStream(tableEnv, env.fromData(List.of("Alice"), Types.STRING));

        TypedTables.toDataStream(tableEnv, table, String.class).map(s -> s, Types.STRING);

        assertThat(JobGraphs.assertNoReflectiveSerializers(env)).isPositive();
    }

    @Test
    void typedTablesToDataStreamPasses() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        Table table = TypedTables.fromDataStream(tableEnv,
                env.fromData(List.of(new User("Alice", 4, Instant.ofEpochMilli(1000))), Typegen.typeInfo(User.class)));

        TypedTables.toDataStream(tableEnv, table, User.class).map(u -> u, Typegen.typeInfo(User.class));

        assertThat(JobGraphs.assertNoReflectiveSerializers(env)).isPositive();
    }

    private static StreamExecutionEnvironment env() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        return StreamExecutionEnvironment.getExecutionEnvironment(configuration);
    }
}
