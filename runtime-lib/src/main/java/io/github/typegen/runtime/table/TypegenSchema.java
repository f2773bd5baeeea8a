package io.github.typegen.runtime.table;

import java.io.Serializable;
import java.util.List;

import org.apache.flink.table.api.Schema;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.types.Row;

/**
 * The Table API view of a {@code @FlinkType} class, generated as {@code FooSchema} for {@code Foo}: its
 * columns, and converters between instances and Flink's {@link RowData} (internal) and {@link Row}
 * (external) rows. Generated code only: plain field access, no reflection, nothing compiled at run time.
 *
 * <p>Generated schemas are stateless; {@link io.github.typegen.runtime.TypedTables} finds the one of a
 * class by name and ships it inside the functions it adds to a job.
 */
public interface TypegenSchema<T> extends Serializable {

    /** The class whose instances are converted. */
    Class<T> typeClass();

    /** The table schema: physical columns in declaration order, then rowtime watermark and primary key. */
    Schema schema();

    /** The columns as {@code ROW<...>}, with Typegen's mapping of each field (bridged to {@link Row}). */
    DataType dataType();

    /** The logical type of {@link #dataType()}. */
    default RowType rowType() {
        return (RowType) dataType().getLogicalType();
    }

    /** The primary key columns, in declaration order; empty when there is no {@code @PrimaryKey}. */
    default List<String> primaryKey() {
        return List.of();
    }

    /** The rowtime column, or null when no field is {@code @RowTime}. */
    default String rowTimeColumn() {
        return null;
    }

    /** {@code value} as Flink's internal row; nested values become internal data structures too. */
    RowData toRowData(T value);

    /** The instance whose internal row {@code row} is: every column read by position. */
    T fromRowData(RowData row);

    /** {@code value} as an insert-only {@link Row}, positions in column order. */
    Row toRow(T value);

    /** The instance whose columns {@code row} holds, by position; the row kind is not read. */
    T fromRow(Row row);
}
