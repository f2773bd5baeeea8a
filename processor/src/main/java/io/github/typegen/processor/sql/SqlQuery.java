package io.github.typegen.processor.sql;

import java.util.List;

/**
 * What a {@code @Stage.Sql} stage asks of the front end.
 *
 * @param sql the query text
 * @param table the name the query reads its input by ({@code @Stage.Sql#table})
 * @param input the columns of the input table, in the order of the stage parameter's generated schema
 * @param output the columns of the stage's return type's generated schema, in order, which the query's result
 *     must fit (matched by name, with the implicit casts Flink allows)
 * @param rowTime the input's rowtime column (its {@code @RowTime} field's column), which the input table declares
 *     with {@code watermark}, as the generated schema does; null when the input has none
 * @param watermark the watermark expression of {@code rowTime} ({@code SOURCE_WATERMARK()} or the class's {@code
 *     @Watermark}); null when there is no rowtime column
 * @param functions the user functions the stage declares ({@code @Stage.Sql#functions}, with its pipeline's), which
 *     the front end registers as temporary system functions before it plans the query, as the job does
 */
public record SqlQuery(String sql, String table, List<SqlColumn> input, List<SqlColumn> output, String rowTime,
        String watermark, List<Function> functions) {

    /** The name of the input table unless the stage names it. */
    public static final String DEFAULT_TABLE = "input";

    public SqlQuery {
        input = List.copyOf(input);
        output = List.copyOf(output);
        functions = List.copyOf(functions);
    }

    /** A query that calls no user function. */
    public SqlQuery(String sql, String table, List<SqlColumn> input, List<SqlColumn> output, String rowTime,
            String watermark) {
        this(sql, table, input, output, rowTime, watermark, List.of());
    }

    /**
     * A user function a stage declares ({@code @Stage.Function}): a {@code ScalarFunction} on the compile class
     * path, which the front end loads through {@link ClassFiles}.
     *
     * @param name the name the query calls it by
     * @param className the binary name of its class ({@code com.example.Outer$CountChar})
     */
    public record Function(String name, String className) {}

    /** A query over a table named {@value #DEFAULT_TABLE} without a rowtime column. */
    public SqlQuery(String sql, List<SqlColumn> input, List<SqlColumn> output) {
        this(sql, DEFAULT_TABLE, input, output, null, null, List.of());
    }
}
