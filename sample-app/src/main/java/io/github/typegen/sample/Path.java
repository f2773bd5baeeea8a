package io.github.typegen.sample;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.types.Row;
import org.apache.flink.types.RowKind;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.Change;

/**
 * How a job gives its records to Flink. Each job is written once, against this interface, and runs on
 * either path: Typegen's generated code, or Flink's own reflective conversions.
 */
enum Path {

    /**
     * Generated {@code FooTypeInfo} and {@code FooSchema}, through {@link TypedTables}; Kryo forbidden
     * ({@code pipeline.generic-types: false}).
     */
    TYPEGEN {
        @Override
        void configure(Configuration configuration) {
            configuration.set(PipelineOptions.GENERIC_TYPES, false);
        }

        @Override
        <T> TypeInformation<T> typeInfo(Class<T> type) {
            return Typegen.typeInfo(type);
        }

        @Override
        <T> Table fromDataStream(StreamTableEnvironment tEnv, DataStream<T> stream, Schema flinkSchema) {
            return TypedTables.fromDataStream(tEnv, stream);
        }

        @Override
        <T> DataStream<T> toDataStream(StreamTableEnvironment tEnv, Table table, Class<T> type) {
            return TypedTables.toDataStream(tEnv, table, type);
        }

        @Override
        <T> Output<?, T> toFinalRows(StreamTableEnvironment tEnv, Table table, Class<T> type,
                Function<Row, T> fromRow) {
            return new Output<>(TypedTables.toChangelogStream(tEnv, table, type), Path::apply);
        }
    },

    /**
     * Flink's stock path: type information from Flink's {@code TypeExtractor} (POJOs, Kryo for what it
     * cannot analyse), {@code tEnv.fromDataStream(stream, schema)}, {@code tEnv.toDataStream(table,
     * Foo.class)} and {@code tEnv.toChangelogStream(table)}, with Flink's default configuration.
     */
    FLINK {
        @Override
        void configure(Configuration configuration) {}

        @Override
        <T> TypeInformation<T> typeInfo(Class<T> type) {
            return TypeInformation.of(type);
        }

        @Override
        <T> Table fromDataStream(StreamTableEnvironment tEnv, DataStream<T> stream, Schema flinkSchema) {
            return flinkSchema == null ? tEnv.fromDataStream(stream) : tEnv.fromDataStream(stream, flinkSchema);
        }

        @Override
        <T> DataStream<T> toDataStream(StreamTableEnvironment tEnv, Table table, Class<T> type) {
            return tEnv.toDataStream(table, type);
        }

        @Override
        <T> Output<?, T> toFinalRows(StreamTableEnvironment tEnv, Table table, Class<T> type,
                Function<Row, T> fromRow) {
            return new Output<>(tEnv.toChangelogStream(table),
                    rows -> apply(rows.stream().map(row -> new Change<>(row.getKind(), fromRow.apply(row))).toList()));
        }
    };

    /** Sets the path's options on a job's configuration. */
    abstract void configure(Configuration configuration);

    /** The type information of a class on this path. */
    abstract <T> TypeInformation<T> typeInfo(Class<T> type);

    /**
     * The stream as a table. {@code flinkSchema} is what Flink's own path needs spelled out where its
     * type extraction sees no SQL type (it reads a {@code LocalDateTime} field as {@code RAW}), and the
     * event time and watermark that Typegen takes from the class's annotations; null where Flink derives
     * the columns itself.
     */
    abstract <T> Table fromDataStream(StreamTableEnvironment tEnv, DataStream<T> stream, Schema flinkSchema);

    /** The insert-only table as a stream of {@code T}. */
    abstract <T> DataStream<T> toDataStream(StreamTableEnvironment tEnv, Table table, Class<T> type);

    /**
     * The updating table as a changelog stream, collected and applied: its final rows. {@code fromRow} reads
     * a changelog {@link Row} of Flink's path as {@code T} (Flink's changelog bridge gives only rows).
     */
    abstract <T> Output<?, T> toFinalRows(StreamTableEnvironment tEnv, Table table, Class<T> type,
            Function<Row, T> fromRow);

    /**
     * The table a changelog leaves: inserts and update-afters add a row, update-befores and deletes remove
     * an equal one.
     */
    static <T> List<T> apply(List<Change<T>> changes) {
        Map<T, Integer> counts = new HashMap<>();
        for (Change<T> change : changes) {
            if (change.kind() == RowKind.INSERT || change.kind() == RowKind.UPDATE_AFTER) {
                counts.merge(change.value(), 1, Integer::sum);
            } else {
                Integer count = counts.get(change.value());
                if (count == null) {
                    throw new IllegalStateException("The changelog retracts a row it never added: " + change);
                }
                if (count == 1) {
                    counts.remove(change.value());
                } else {
                    counts.put(change.value(), count - 1);
                }
            }
        }
        List<T> rows = new ArrayList<>();
        counts.forEach((row, count) -> rows.addAll(Collections.nCopies(count, row)));
        return rows;
    }
}
