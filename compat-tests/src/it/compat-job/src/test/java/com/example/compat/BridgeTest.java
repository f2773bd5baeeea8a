package com.example.compat;

import static org.apache.flink.table.api.Expressions.$;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.TypedTables;

/** DataStream to Table and back through the generated ScoreSchema, with Kryo forbidden. */
class BridgeTest {

    @Test
    void aStreamGoesThroughATableAndBack() throws Exception {
        StreamExecutionEnvironment env = Jobs.strict();
        env.setParallelism(1);
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Score> scores = env.fromData(List.of(new Score("ann", 3), new Score("bob", 12),
                new Score("cid", 40)), new ScoreTypeInfo());

        Table table = TypedTables.fromDataStream(tableEnv, scores);
        Table high = table.filter($("points").isGreater(10)).select($("name").upperCase().as("name"),
                $("points").times(2).as("points"));
        DataStream<Score> back = TypedTables.toDataStream(tableEnv, high, Score.class);

        assertThat(back.getType()).isEqualTo(new ScoreTypeInfo());
        assertThat(back.executeAndCollect(10)).containsExactlyInAnyOrder(new Score("BOB", 24), new Score("CID", 80));
    }
}
