/**
 * The classes of the Flink docs page "DataStream API Integration", rewritten as {@code @FlinkType} classes so
 * that its examples run through the generated schemas and {@code TypedTables}.
 */
package io.github.typegen.it.table;
