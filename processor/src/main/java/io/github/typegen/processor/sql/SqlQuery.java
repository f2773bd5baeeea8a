package io.github.typegen.processor.sql;

import java.util.List;

/**
 * What a {@code @Stage.Sql} stage asks of the front end.
 *
 * @param sql the query text; its input table is named {@code input}
 * @param input the columns of the input table, in the order of the stage parameter's generated schema
 * @param output the columns of the stage's return type's generated schema, in order, which the query's result
 *     must fit (matched by name, with the implicit casts Flink allows)
 */
public record SqlQuery(String sql, List<SqlColumn> input, List<SqlColumn> output) {

    public SqlQuery {
        input = List.copyOf(input);
        output = List.copyOf(output);
    }
}
