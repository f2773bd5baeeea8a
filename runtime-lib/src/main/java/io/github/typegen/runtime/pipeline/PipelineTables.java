package io.github.typegen.runtime.pipeline;

import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.ReadableConfig;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.ValidationException;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.api.config.TableConfigOptions;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.functions.UserDefinedFunction;
import org.apache.flink.table.runtime.typeutils.InternalTypeInfo;
import org.apache.flink.table.types.DataType;

import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.table.BridgeTypes;
import io.github.typegen.runtime.table.Change;
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
     * Fails the job's build unless {@code configuration} (a {@code TableConfig}, or the execution environment's
     * configuration, which a new table environment reads) has {@code declared} as its session time zone, {@code
     * table.local-time-zone}: the pipeline {@code pipeline} was compiled with {@code -Atypegen.sql.timeZone=declared},
     * and its fused queries compute in that zone what Flink's planner computes in the job's.
     *
     * @throws ValidationException naming both zones, when they differ
     */
    public static void requireSessionTimeZone(ReadableConfig configuration, String declared, String pipeline) {
        String configured = configuration.get(TableConfigOptions.LOCAL_TIME_ZONE);
        ZoneId zone = TableConfigOptions.LOCAL_TIME_ZONE.defaultValue().equals(configured) ? ZoneId.systemDefault()
                : ZoneId.of(configured);
        ZoneId expected = ZoneId.of(declared);
        if (!zone.normalized().equals(expected.normalized())) {
            throw new ValidationException("The pipeline " + pipeline + " was compiled for the session time zone "
                    + declared + " (-Atypegen.sql.timeZone=" + declared + "), and its fused queries compute in it, but"
                    + " this job's table.local-time-zone is " + zone + (configured.equals(zone.getId()) ? ""
                            : " (" + configured + ")") + ". Set table.local-time-zone to " + declared
                    + " (tableEnvironment.getConfig().setLocalTimeZone(ZoneId.of(\"" + declared + "\")), or in the"
                    + " Flink configuration), or compile the pipeline with -Atypegen.sql.timeZone=" + zone + ".");
        }
    }

    /**
     * Runs {@code query} over {@code rows} (the rows of {@code inputSchema}, registered as the temporary view
     * {@code table} while the query is planned) and returns the result as internal rows with the columns of
     * {@code outputSchema}, matched by name (a column the query leaves unnamed, {@code EXPR$5}, by position) with
     * Flink's implicit casts, by the rule of {@link BridgeTypes#queryResultProblems}, which Typegen's SQL front end
     * applies at compile time too.
     *
     * @throws ValidationException when the query is invalid, or its columns do not fit {@code outputSchema}
     */
    public static DataStream<RowData> query(StreamTableEnvironment tableEnvironment, DataStream<RowData> rows,
            TypegenSchema<?> inputSchema, String table, String query, TypegenSchema<?> outputSchema) {
        Table result = fitted(tableEnvironment, rows, inputSchema, table, query, outputSchema);
        return tableEnvironment.toDataStream(result, BridgeTypes.sinkType(result.getResolvedSchema(), outputSchema));
    }

    /**
     * Runs {@code query} as {@link #query} does and returns its changelog, each row a {@link Change} of the kind
     * Flink's planner emits ({@code +I}, {@code -U}, {@code +U}, {@code -D}): the stream of a stage returning {@code
     * Change<T>}, for a query that may be updating ({@code toChangelogStream}, every kind of change).
     *
     * @throws ValidationException when the query is invalid, or its columns do not fit {@code outputSchema}
     */
    public static <T> DataStream<Change<T>> changelogQuery(StreamTableEnvironment tableEnvironment,
            DataStream<RowData> rows, TypegenSchema<?> inputSchema, String table, String query,
            TypegenSchema<T> outputSchema) {
        Table result = fitted(tableEnvironment, rows, inputSchema, table, query, outputSchema);
        return TypedTables.toChangelogStream(tableEnvironment, result, outputSchema.typeClass(),
                ChangelogMode.all());
    }

    /** The result of {@code query}, checked to fit {@code outputSchema} and its columns named after its. */
    private static Table fitted(StreamTableEnvironment tableEnvironment, DataStream<RowData> rows,
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
        List<String> filled = BridgeTypes.filledColumns(resultSchema.getColumnNames(),
                outputSchema.rowType().getFieldNames());
        if (!filled.equals(resultSchema.getColumnNames())) {
            // the columns the query leaves unnamed (EXPR$5) take the names of the columns they fill
            result = result.as(filled.get(0), filled.subList(1, filled.size()).toArray(String[]::new));
        }
        return result;
    }
}
