package io.github.typegen.runtime.pipeline;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.functions.UserDefinedFunction;
import org.apache.flink.table.runtime.typeutils.InternalTypeInfo;
import org.apache.flink.table.types.DataType;

import io.github.typegen.runtime.table.BridgeTypes;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * What a generated {@code FooFused} calls for a {@code @Stage.Sql} stage. The fused operators on either side
 * convert between the stage's types and Flink's internal {@link RowData} with the generated {@code FooSchema}
 * converters, so the table sees internal rows directly: no {@code Row} hop, no reflective converter.
 */
public final class PipelineTables {

    /** The name of the stream's table in a stage's query unless the stage names it ({@code @Stage.Sql#table}). */
    public static final String INPUT = "input";

    private PipelineTables() {}

    /** The type information of the internal rows of {@code schema}, for the operator before the query. */
    public static TypeInformation<RowData> rowTypeInfo(TypegenSchema<?> schema) {
        return InternalTypeInfo.of(schema.rowType());
    }

    /**
     * The path of the temporary view named {@code table}: the name quoted, so that any name the query can write
     * between backticks, a reserved word included, registers as that one identifier.
     */
    public static String viewPath(String table) {
        return "`" + table.replace("`", "``") + "`";
    }

    /**
     * Registers {@code type} as the temporary system function {@code name} of {@code tableEnvironment}, as a stage
     * that declares it ({@code @Stage.Function}) was checked with, unless a function of that name is registered
     * already: by the job itself, or by an earlier stage or application of the pipeline.
     */
    public static void declareFunction(StreamTableEnvironment tableEnvironment, String name,
            Class<? extends UserDefinedFunction> type) {
        // Flink finds a temporary system function by its name in lower case (FunctionIdentifier.normalizeName)
        String normalized = name.toLowerCase(Locale.ROOT);
        if (!Arrays.asList(tableEnvironment.listUserDefinedFunctions()).contains(normalized)) {
            tableEnvironment.createTemporarySystemFunction(name, type);
        }
    }

    /**
     * Runs {@code query} over {@code rows} (the rows of {@code inputSchema}, registered as the temporary view
     * {@code table} while the query is planned) and returns the result as internal rows with the columns of
     * {@code outputSchema}, matched by name with Flink's implicit casts, by the rule of {@link
     * BridgeTypes#queryResultProblems}, which Typegen's SQL front end applies at compile time too.
     *
     * @throws ValidationException when the query is invalid, or its columns do not fit {@code outputSchema}
     */
    public static DataStream<RowData> query(StreamTableEnvironment tableEnvironment, DataStream<RowData> rows,
            TypegenSchema<?> inputSchema, String table, String query, TypegenSchema<?> outputSchema) {
        Table input = tableEnvironment.fromDataStream(rows, BridgeTypes.insertOnlySchema(inputSchema));
        String path = viewPath(table);
        tableEnvironment.createTemporaryView(path, input);
        Table result;
        try {
            result = tableEnvironment.sqlQuery(query);
        } finally {
            tableEnvironment.dropTemporaryView(path);
        }
        ResolvedSchema resultSchema = result.getResolvedSchema();
        List<String> problems = BridgeTypes.queryResultProblems(resultSchema.getColumnNames(),
                resultSchema.getColumnDataTypes().stream().map(DataType::getLogicalType).toList(),
                outputSchema.rowType());
        if (!problems.isEmpty()) {
            throw new ValidationException("The result of the query \"" + query + "\" does not fit "
                    + outputSchema.typeClass().getName() + ": " + String.join("; ", problems) + ". The query's result: "
                    + resultSchema.toPhysicalRowDataType() + ". " + outputSchema.typeClass().getSimpleName()
                    + "'s columns: " + outputSchema.dataType() + ".");
        }
        return tableEnvironment.toDataStream(result, BridgeTypes.sinkType(resultSchema, outputSchema));
    }
}
