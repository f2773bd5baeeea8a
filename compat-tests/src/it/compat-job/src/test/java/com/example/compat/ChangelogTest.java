package com.example.compat;

import static org.apache.flink.table.api.Expressions.$;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.types.RowKind;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.Change;
import io.github.typegen.runtime.table.ChangeTypeInfo;

/**
 * An updating table read as typed changes ({@code toChangelogStream}), turned back into a table
 * ({@code fromChangelogStream}) and read again, with Kryo forbidden.
 */
@Tag("extended")
class ChangelogTest {

    @Test
    void anUpdatingTableGoesThroughTypedChangesAndBack() throws Exception {
        StreamExecutionEnvironment env = Jobs.strict();
        env.setParallelism(1);
        StreamTableEnvironment tableEnv = StreamTableEnvironment.create(env);
        DataStream<Score> scores = env.fromData(List.of(new Score("ann", 3), new Score("bob", 12),
                new Score("ann", 40), new Score("cid", 1), new Score("bob", 5)), new ScoreTypeInfo());

        Table totals = TypedTables.fromDataStream(tableEnv, scores).groupBy($("name"))
                .select($("name"), $("points").sum().as("points"));
        DataStream<Change<Score>> changes = TypedTables.toChangelogStream(tableEnv, totals, Score.class);
        assertThat(changes.getType()).isEqualTo(new ChangeTypeInfo<>(new ScoreTypeInfo()));

        Table doubled = TypedTables.fromChangelogStream(tableEnv, changes)
                .select($("name"), $("points").times(2).as("points"));
        List<Change<Score>> out = TypedTables.toChangelogStream(tableEnv, doubled, Score.class)
                .executeAndCollect(100);

        assertThat(out).extracting(Change::kind).contains(RowKind.INSERT, RowKind.UPDATE_BEFORE,
                RowKind.UPDATE_AFTER);
        Map<String, Integer> applied = new HashMap<>();
        for (Change<Score> change : out) {
            switch (change.kind()) {
                case INSERT, UPDATE_AFTER -> applied.put(change.value().name(), change.value().points());
                case UPDATE_BEFORE, DELETE -> assertThat(applied.remove(change.value().name()))
                        .isEqualTo(change.value().points());
            }
        }
        assertThat(applied).isEqualTo(Map.of("ann", 86, "bob", 34, "cid", 2));
    }
}
