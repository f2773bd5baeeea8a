package io.github.typegen.it.table;

import static io.github.typegen.it.table.TableJobs.assertSchema;
import static io.github.typegen.it.table.TableJobs.env;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.java.typeutils.PojoTypeInfo;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;

/**
 * The column order of docs/table-api.md: Typegen's follows the declaration, Flink's the constructor or the alphabet.
 */
class ColumnOrderTest {

    @Test
    void typegenFollowsTheDeclarationFlinkTheAlphabet() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        TypeInformation<Reading> flinks = TypeInformation.of(Reading.class);

        assertSchema(TypedTables.fromDataStream(tableEnv, env.fromData(List.of(), Typegen.typeInfo(Reading.class))),
                """
                (
                `sensor` STRING,
                `value` DOUBLE NOT NULL,
                `at` TIMESTAMP_LTZ(9)
                )""");
        assertThat(flinks).isInstanceOf(PojoTypeInfo.class);
        assertSchema(tableEnv.fromDataStream(env.fromData(List.of(), flinks)), """
                (
                `at` TIMESTAMP_LTZ(9),
                `sensor` STRING,
                `value` DOUBLE NOT NULL
                )""");
    }

    /** With an all-fields constructor (compiled with -parameters), Flink follows its parameters. */
    @Test
    void flinkFollowsTheAllFieldsConstructor() {
        StreamExecutionEnvironment env = env();
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        TypeInformation<User> flinks = TypeInformation.of(User.class);

        assertThat(flinks).isInstanceOf(PojoTypeInfo.class);
        assertSchema(tableEnv.fromDataStream(env.fromData(List.of(), flinks)), """
                (
                `name` STRING,
                `score` INT,
                `event_time` TIMESTAMP_LTZ(9)
                )""");
    }
}
