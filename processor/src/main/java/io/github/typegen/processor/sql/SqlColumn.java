package io.github.typegen.processor.sql;

/**
 * A column of a query's input or result.
 *
 * @param name the column name, as the generated schema names it
 * @param type its SQL type as Flink's SQL parser reads it, nullability included: {@code STRING NOT NULL}
 */
public record SqlColumn(String name, String type) {}
