package io.github.typegen.sql;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.runtime.util.EnvironmentInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableException;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentImpl;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.functions.UserDefinedFunction;
import org.apache.flink.table.runtime.typeutils.InternalTypeInfo;
import org.apache.flink.table.types.DataType;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.RowType;
import org.apache.flink.table.types.logical.utils.LogicalTypeParser;
import org.apache.flink.table.types.utils.TypeConversions;

import com.google.auto.service.AutoService;

import io.github.typegen.processor.sql.AggregatePlan;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.sql.ClassFiles;
import io.github.typegen.processor.sql.SqlAnalysis;
import io.github.typegen.processor.sql.SqlColumn;
import io.github.typegen.processor.sql.SqlFrontEnd;
import io.github.typegen.processor.sql.SqlQuery;
import io.github.typegen.runtime.pipeline.PipelineTables;
import io.github.typegen.runtime.table.BridgeTypes;

/**
 * The processor's {@link SqlFrontEnd} on Flink's own planner: one streaming {@link StreamTableEnvironment} for the
 * compilation, in which each query is planned as {@code PipelineTables.query} plans it when the job is built.
 *
 * <p>The input table is registered the way the job registers it: {@code fromDataStream} of a stream of internal
 * rows of the input's row type, with the generated schema's columns and watermark, as the temporary view {@code
 * input}. The stream is an empty collection that is never executed; nothing runs but Flink's parser, validator and
 * planner. Registered so, the query is validated against exactly the table it will read, rowtime attribute
 * included, and its optimized plan is the job's plan over a {@code DataStreamScan}, with no source that filters or
 * projects for it. The result is fitted to the return type by {@link BridgeTypes#queryResultProblems}, the rule
 * {@code PipelineTables.query} applies when the job is built, and a plan's columns are named after the return type's
 * columns they fill ({@link BridgeTypes#filledColumns}: a column the query leaves unnamed by its position).
 */
@AutoService(SqlFrontEnd.class)
public final class FlinkSqlFrontEnd implements SqlFrontEnd {

    /** Flink's classes, and the user functions' from the compile class path: the planner's class loader. */
    private final CompileClassPath classLoader = new CompileClassPath(FlinkSqlFrontEnd.class.getClassLoader());
    private final StreamExecutionEnvironment streams;
    private final StreamTableEnvironment tables;

    /** Starts Flink's planner: what costs, once per compilation. */
    public FlinkSqlFrontEnd() {
        streams = new StreamExecutionEnvironment(new Configuration(), classLoader);
        tables = StreamTableEnvironment.create(streams,
                EnvironmentSettings.newInstance().inStreamingMode().withClassLoader(classLoader).build());
    }

    @Override
    public void useClassFiles(ClassFiles classFiles) {
        classLoader.classFiles = classFiles;
    }

    @Override
    public void useSessionTimeZone(String zoneId) {
        tables.getConfig().setLocalTimeZone(ZoneId.of(zoneId));
    }

    @Override
    public String flinkVersion() {
        return EnvironmentInformation.getVersion();
    }

    @Override
    public SqlAnalysis analyze(SqlQuery query) {
        RowType inputType = rowType(query.input());
        Schema.Builder schema = Schema.newBuilder().fromRowDataType(TypeConversions.fromLogicalToDataType(inputType));
        if (query.rowTime() != null) {
            schema.watermark(query.rowTime(), query.watermark());
        }
        DataStream<RowData> rows = streams.fromData(List.of(), InternalTypeInfo.of(inputType));
        List<String> registered = new ArrayList<>();
        try {
            for (SqlQuery.Function function : query.functions()) {
                Class<? extends UserDefinedFunction> type;
                try {
                    type = Class.forName(function.className(), true, classLoader).asSubclass(UserDefinedFunction.class);
                } catch (ClassNotFoundException | LinkageError | ClassCastException e) {
                    return new SqlAnalysis.Invalid("the function '" + function.name() + "' (" + function.className()
                            + ") cannot be loaded from the compile class path: " + e);
                }
                try {
                    tables.createTemporarySystemFunction(function.name(), type);
                } catch (RuntimeException e) {
                    return new SqlAnalysis.Invalid("the function '" + function.name() + "' (" + function.className()
                            + ") is no function Flink can register: " + FlinkMessages.of(e));
                }
                registered.add(function.name());
            }
            return analyze(query, inputType, rows, schema.build());
        } finally {
            registered.forEach(tables::dropTemporarySystemFunction);
        }
    }

    /** {@link #analyze(SqlQuery)} once the stage's functions are registered. */
    private SqlAnalysis analyze(SqlQuery query, RowType inputType, DataStream<RowData> rows, Schema schema) {
        Table result;
        try {
            String path = PipelineTables.viewPath(query.table());
            tables.createTemporaryView(path, tables.fromDataStream(rows, schema));
            try {
                result = tables.sqlQuery(query.sql());
            } finally {
                tables.dropTemporaryView(path);
            }
        } catch (RuntimeException e) {
            return new SqlAnalysis.Invalid(FlinkMessages.of(e));
        }
        ResolvedSchema resolved = result.getResolvedSchema();
        List<String> names = resolved.getColumnNames();
        List<LogicalType> types = resolved.getColumnDataTypes().stream().map(DataType::getLogicalType).toList();
        List<SqlColumn> columns = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            columns.add(new SqlColumn(names.get(i), text(types.get(i))));
        }
        List<String> problems = BridgeTypes.queryResultProblems(names, types, rowType(query.output()));
        if (!problems.isEmpty()) {
            return new SqlAnalysis.ResultMismatch(String.join("; ", problems), columns);
        }
        CalcPlans.Found plan = CalcPlans.of((TableEnvironmentImpl) tables, result,
                query.input().stream().map(SqlColumn::name).toList(),
                query.functions().stream().map(SqlQuery.Function::className).collect(Collectors.toSet()));
        List<String> output = query.output().stream().map(SqlColumn::name).toList();
        AggregatePlan aggregate = plan.aggregate();
        if (aggregate != null) {
            aggregate = aggregate.withResult(named(aggregate.result(), output));
        }
        return new SqlAnalysis.Valid(columns, named(plan.calc(), output), aggregate, plan.reason(),
                plan.updating());
    }

    /**
     * {@code calc} with each result column under the name of the return type's column it fills: an unnamed one
     * ({@code EXPR$5}) the column at its position; null for null.
     */
    private static CalcPlan named(CalcPlan calc, List<String> output) {
        return calc == null ? null : new CalcPlan(calc.condition(), calc.projection(),
                BridgeTypes.filledColumns(calc.names(), output));
    }

    /** The row of {@code columns}, each type parsed by Flink's type parser. */
    private RowType rowType(List<SqlColumn> columns) {
        List<RowType.RowField> fields = new ArrayList<>();
        for (SqlColumn column : columns) {
            fields.add(new RowType.RowField(column.name(), LogicalTypeParser.parse(column.type(), classLoader)));
        }
        return new RowType(false, fields);
    }

    /**
     * {@code type} as Flink's type parser reads it: as Flink prints it ({@code STRING}) where that reads back
     * as the same type, else in full ({@code VARCHAR(10)}, or {@code TIMESTAMP_LTZ(3)} for a rowtime attribute,
     * which Flink prints {@code TIMESTAMP_LTZ(3) *ROWTIME*}).
     */
    private String text(LogicalType type) {
        String summary = type.asSummaryString();
        try {
            if (LogicalTypeParser.parse(summary, classLoader).equals(type)) {
                return summary;
            }
        } catch (RuntimeException e) {
            // not in the parser's syntax: written in full below
        }
        try {
            return type.asSerializableString();
        } catch (TableException e) {
            return summary;
        }
    }

    /**
     * The planner's class loader: Flink's classes from the front end's own loader (the processor path), and any
     * other class (a user function and what it uses) defined from its class file on the compile class path, as
     * javac reads it.
     */
    private static final class CompileClassPath extends ClassLoader {

        static {
            registerAsParallelCapable();
        }

        private volatile ClassFiles classFiles;

        CompileClassPath(ClassLoader processorPath) {
            super(processorPath);
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            ClassFiles files = classFiles;
            byte[] bytes = files == null ? null : files.read(name);
            if (bytes == null) {
                throw new ClassNotFoundException(name);
            }
            return defineClass(name, bytes, 0, bytes.length);
        }
    }
}
