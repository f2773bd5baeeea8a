package io.github.typegen.processor.model;

import java.util.List;

/**
 * The Table API view of a {@code @FlinkType}, read from {@code @Column}, {@code @RowTime}, {@code
 * @Watermark} and {@code @PrimaryKey}: what {@code SchemaWriter} emits as {@code FooSchema}.
 *
 * @param type the serialization model the columns are read from and written to
 * @param columns the columns in declaration order (for a sealed hierarchy: one ROW per permitted subtype)
 * @param rowTime the rowtime column's name, or null
 * @param watermark the watermark expression, or null when there is no rowtime; {@code SOURCE_WATERMARK()}
 *     when {@code @RowTime} has no {@code @Watermark}
 * @param primaryKey the primary key columns, in declaration order; empty when there is none
 */
public record TableModel(
        TypeModel type, List<Column> columns, String rowTime, String watermark, List<String> primaryKey) {

    /**
     * One column.
     *
     * @param name the SQL column name
     * @param sqlType its type
     * @param field the field it holds, or null for a sealed hierarchy's subtype column
     * @param subtype for a sealed hierarchy, the permitted subtype whose instances this column holds
     */
    public record Column(String name, SqlType sqlType, FieldModel field, GeneratedNames subtype) {}
}
