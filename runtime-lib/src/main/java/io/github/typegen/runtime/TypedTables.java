package io.github.typegen.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.table.api.ExplainDetail;
import org.apache.flink.table.api.Expressions;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.TableException;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.catalog.DataTypeFactory;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.expressions.Expression;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.table.runtime.typeutils.InternalTypeInfo;
import org.apache.flink.table.runtime.typeutils.RowDataSerializer;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.utils.LogicalTypeCasts;
import org.apache.flink.table.types.logical.utils.LogicalTypeChecks;
import org.apache.flink.table.types.logical.utils.LogicalTypeUtils;
import org.apache.flink.types.Row;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.runtime.table.AtomicSchema;
import io.github.typegen.runtime.table.BridgeTypes;
import io.github.typegen.runtime.table.Change;
import io.github.typegen.runtime.table.ChangeTypeInfo;
import io.github.typegen.runtime.table.DeclaredRowType;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * Typed versions of the {@link StreamTableEnvironment} bridge between {@code DataStream<Foo>} and {@link
 * Table}, for {@code @FlinkType} classes, through their generated {@code FooSchema}.
 *
 * <p>Insert-only conversions use Flink's internal row path: {@code fromDataStream} maps each {@code Foo} to
 * a {@link RowData} (typed {@link InternalTypeInfo}, which Flink's table source takes as is), and {@code
 * toDataStream} asks Flink for internal rows ({@code ROW<...>} bridged to {@code RowData}, an identity
 * conversion) and maps each to a {@code Foo}, in one operator chained to Flink's own. The returned stream
 * carries {@code FooTypeInfo}: every later network hop uses the generated serializer, never Flink's {@code
 * ExternalSerializer}, and no converter is compiled with Janino at run time.
 *
 * <p>Changelogs ({@code toChangelogStream}, {@code fromChangelogStream}) go through {@link Row}, the only
 * changelog type Flink's bridge accepts, as typed {@link Change} records.
 *
 * <p>Atomic types ({@code String}, boxed primitives, {@code BigDecimal}, {@code java.time} values) go the same
 * way through {@link AtomicSchema}: one column {@code f0}, as Flink maps them, and Flink's own typed
 * serializers on the stream.
 */
public final class TypedTables {

    private static final ClassValue<TypegenSchema<?>> SCHEMAS =
            new ClassValue<>() {
                @Override
                protected TypegenSchema<?> computeValue(Class<?> type) {
                    return AtomicSchema.isAtomic(type) ? AtomicSchema.of(type) : loadSchema(type);
                }
            };

    private TypedTables() {}

    /**
     * The generated {@code FooSchema} of a {@code @FlinkType} class, or the {@link AtomicSchema} of an atomic
     * type ({@code String}, a boxed primitive, ...: one column {@code f0}, as Flink maps them). Looked up once
     * per class and cached.
     *
     * @throws IllegalArgumentException naming the class, when it has no generated schema
     */
    @SuppressWarnings("unchecked")
    public static <T> TypegenSchema<T> schemaOf(Class<T> type) {
        return (TypegenSchema<T>) SCHEMAS.get(type);
    }

    // ------------------------------------------------------------------------
    //  DataStream -> Table
    // ------------------------------------------------------------------------

    /**
     * The stream as a table with the columns of {@code FooSchema}: rowtime, watermark and primary key
     * from the class's annotations. A stream of an atomic type ({@code DataStream<String>}, ...) becomes one
     * column {@code f0}, as in Flink.
     */
    public static <T> Table fromDataStream(StreamTableEnvironment tEnv, DataStream<T> stream) {
        TypegenSchema<T> schema = schemaOf(stream.getType().getTypeClass());
        DeclaredRowType rowType = DeclaredRowType.of(schema, Map.of());
        return tEnv.fromDataStream(toRowData(stream, schema, rowType), BridgeTypes.insertOnlySchema(schema));
    }

    /**
     * The stream as a table whose schema is {@code schema}, interpreted as Flink's {@code
     * fromDataStream(stream, schema)} does: the physical columns of {@code FooSchema} are derived, and
     * {@code schema} may add computed and metadata columns, a watermark, or redeclare columns (a subset, in
     * another order, changing their nullability, length or precision: a timestamp's is truncated, a decimal
     * rounded, as Flink casts). The class's own rowtime and watermark annotations are not applied.
     *
     * @throws IllegalArgumentException listing both schemas, when {@code schema} declares a column Foo does not
     *     have, or another type change, which needs a cast
     */
    public static <T> Table fromDataStream(StreamTableEnvironment tEnv, DataStream<T> stream, Schema schema) {
        TypegenSchema<T> typegenSchema = schemaOf(stream.getType().getTypeClass());
        DeclaredRowType rowType = declaredRowType(tEnv, schema, typegenSchema);
        return tEnv.fromDataStream(toRowData(stream, typegenSchema, rowType), schema);
    }

    /** Registers {@link #fromDataStream(StreamTableEnvironment, DataStream)} as a temporary view. */
    public static <T> void createTemporaryView(StreamTableEnvironment tEnv, String path, DataStream<T> stream) {
        tEnv.createTemporaryView(path, fromDataStream(tEnv, stream));
    }

    /** Registers {@link #fromDataStream(StreamTableEnvironment, DataStream, Schema)} as a temporary view. */
    public static <T> void createTemporaryView(StreamTableEnvironment tEnv, String path, DataStream<T> stream,
            Schema schema) {
        tEnv.createTemporaryView(path, fromDataStream(tEnv, stream, schema));
    }

    private static <T> DataStream<RowData> toRowData(DataStream<T> stream, TypegenSchema<T> schema,
            DeclaredRowType rowType) {
        return stream.map(new ToRowData<>(schema, rowType), InternalTypeInfo.of(rowType.rowType()))
                .name("Typegen: " + schema.typeClass().getSimpleName() + " to RowData");
    }

    // ------------------------------------------------------------------------
    //  Table -> DataStream
    // ------------------------------------------------------------------------

    /**
     * The insert-only table as a {@code DataStream<Foo>} typed {@code FooTypeInfo}. Columns are matched
     * by name, in any order, with Flink's implicit casts; a rowtime column sets each stream record's
     * timestamp and watermarks are propagated, as in Flink's {@code toDataStream}. For an atomic type
     * ({@code String.class}, ...) the table has one column, of any name, and the stream carries Flink's
     * type information for it ({@code Types.STRING}, ...).
     *
     * @throws IllegalArgumentException listing both schemas, when the table's columns do not match Foo's;
     *     naming the table's changelog mode, when the table is updating
     */
    public static <T> DataStream<T> toDataStream(StreamTableEnvironment tEnv, Table table, Class<T> type) {
        ResolvedSchema tableSchema = table.getResolvedSchema();
        TypegenSchema<T> schema = sinkSchema(tableSchema, type, Set.of());
        checkColumns(tableSchema, schema, Set.of());
        DataStream<RowData> rows;
        try {
            rows = tEnv.toDataStream(table, BridgeTypes.sinkType(tableSchema, schema));
        } catch (TableException e) {
            throw updatingTable(e, table, type, "toDataStream", "toChangelogStream(tEnv, table, "
                    + type.getSimpleName() + ".class)");
        }
        return rows.map(new FromRowData<>(schema), typeInfo(schema))
                .name("Typegen: RowData to " + type.getSimpleName());
    }

    /**
     * The table, which may be updating, as a stream of typed {@link Change}s: every row kind Flink emits
     * (+I, -U, +U, -D). A single rowtime column sets the stream records' timestamps.
     *
     * @throws IllegalArgumentException listing both schemas, when the table's columns do not match Foo's
     */
    public static <T> DataStream<Change<T>> toChangelogStream(StreamTableEnvironment tEnv, Table table,
            Class<T> type) {
        return toChangelogStream(tEnv, table, type, ChangelogMode.all());
    }

    /**
     * The table as a stream of typed {@link Change}s of the kinds {@code mode} allows. With {@link
     * ChangelogMode#upsert()} Flink emits no UPDATE_BEFORE for an updating query with a unique key (such as
     * its {@code GROUP BY} columns), which halves its update messages.
     *
     * @throws IllegalArgumentException listing both schemas, when the table's columns do not match Foo's;
     *     naming the table's changelog mode, when {@code mode} is insert-only and the table is updating
     */
    public static <T> DataStream<Change<T>> toChangelogStream(StreamTableEnvironment tEnv, Table table,
            Class<T> type, ChangelogMode mode) {
        return changelogStream(tEnv, table, type, null, mode);
    }

    /**
     * The table as a stream of typed {@link Change}s of every row kind, written as {@code schema} says, as
     * Flink's {@code toChangelogStream(table, schema)}: its physical columns are Foo's, with Foo's types (declare
     * them, with the nullability, length or precision changes {@code fromDataStream} accepts, or leave them
     * out), and a metadata column {@code rowtime} ({@code columnByMetadata("rowtime",
     * "TIMESTAMP_LTZ(3)")}) writes the table's rowtime into each stream record's timestamp instead of a
     * column, so Foo need not have it.
     *
     * @throws IllegalArgumentException listing both schemas, when {@code schema} or the table does not fit Foo
     */
    public static <T> DataStream<Change<T>> toChangelogStream(StreamTableEnvironment tEnv, Table table,
            Class<T> type, Schema schema) {
        return toChangelogStream(tEnv, table, type, schema, ChangelogMode.all());
    }

    /**
     * {@link #toChangelogStream(StreamTableEnvironment, Table, Class, Schema)} with the kinds {@code mode}
     * allows.
     *
     * @throws IllegalArgumentException listing both schemas, when {@code schema} or the table does not fit Foo;
     *     naming the table's changelog mode, when {@code mode} is insert-only and the table is updating
     */
    public static <T> DataStream<Change<T>> toChangelogStream(StreamTableEnvironment tEnv, Table table,
            Class<T> type, Schema schema, ChangelogMode mode) {
        return changelogStream(tEnv, table, type, Objects.requireNonNull(schema, "schema"), mode);
    }

    /** The changes of {@code table}; with a user's {@code schema} (or null), its metadata columns too. */
    private static <T> DataStream<Change<T>> changelogStream(StreamTableEnvironment tEnv, Table table,
            Class<T> type, Schema schema, ChangelogMode mode) {
        ResolvedSchema tableSchema = table.getResolvedSchema();
        List<Schema.UnresolvedMetadataColumn> metadata = schema == null ? List.of() : metadataColumns(schema);
        Set<String> writtenAsMetadata =
                metadata.isEmpty() ? Set.of() : rowtimeColumnsNotIn(tableSchema, schemaOf(type));
        TypegenSchema<T> typegenSchema = sinkSchema(tableSchema, type, writtenAsMetadata);
        if (schema != null) {
            declaredRowType(tEnv, schema, typegenSchema);
        }
        checkColumns(tableSchema, typegenSchema, writtenAsMetadata);
        List<Schema.UnresolvedColumn> columns =
                new ArrayList<>(Schema.newBuilder().fromRowDataType(typegenSchema.dataType()).build().getColumns());
        columns.addAll(metadata);
        DataStream<Row> rows;
        try {
            rows = tEnv.toChangelogStream(sinkColumns(table, typegenSchema, metadata),
                    Schema.newBuilder().fromColumns(columns).build(), mode);
        } catch (TableException e) {
            throw updatingTable(e, table, type, "toChangelogStream with an insert-only ChangelogMode",
                    "toChangelogStream(tEnv, table, " + type.getSimpleName() + ".class) with the default"
                            + " ChangelogMode.all(), or ChangelogMode.upsert()");
        }
        return rows.map(new RowToChange<>(typegenSchema), new ChangeTypeInfo<>(typeInfo(typegenSchema)))
                .name("Typegen: Row to Change<" + type.getSimpleName() + ">");
    }

    /**
     * The stream of changes as a table with the columns of {@code FooSchema}: in upsert mode when Foo has
     * a {@code @PrimaryKey} (no UPDATE_BEFORE needed), else accepting every row kind. (Flink's own {@code
     * fromChangelogStream(stream)} always expects every row kind; Typegen reads the key from the class.)
     */
    public static <T> Table fromChangelogStream(StreamTableEnvironment tEnv, DataStream<Change<T>> stream) {
        TypegenSchema<T> schema = schemaOf(valueClass(stream));
        ChangelogMode mode = schema.primaryKey().isEmpty() ? ChangelogMode.all() : ChangelogMode.upsert();
        return fromChangelogStream(tEnv, stream, mode);
    }

    /** The stream of changes as a table with the columns of {@code FooSchema}, read in the given mode. */
    public static <T> Table fromChangelogStream(StreamTableEnvironment tEnv, DataStream<Change<T>> stream,
            ChangelogMode mode) {
        TypegenSchema<T> schema = schemaOf(valueClass(stream));
        return tEnv.fromChangelogStream(toRows(stream, schema), schema.schema(), mode);
    }

    /**
     * The stream of changes as a table whose schema is {@code schema}, accepting every row kind, as Flink's
     * {@code fromChangelogStream(stream, schema)}: Foo's columns are derived, and {@code schema} may add
     * computed columns, a metadata column {@code rowtime} (each stream record's timestamp), a watermark and a
     * primary key, or redeclare Foo's columns. Foo's own table annotations are not applied.
     *
     * @throws IllegalArgumentException listing both schemas, when {@code schema} does not fit Foo
     */
    public static <T> Table fromChangelogStream(StreamTableEnvironment tEnv, DataStream<Change<T>> stream,
            Schema schema) {
        return fromChangelogStream(tEnv, stream, schema, ChangelogMode.all());
    }

    /**
     * {@link #fromChangelogStream(StreamTableEnvironment, DataStream, Schema)} read in the given mode; {@link
     * ChangelogMode#upsert()} needs a primary key in {@code schema}.
     *
     * @throws IllegalArgumentException listing both schemas, when {@code schema} does not fit Foo
     */
    public static <T> Table fromChangelogStream(StreamTableEnvironment tEnv, DataStream<Change<T>> stream,
            Schema schema, ChangelogMode mode) {
        TypegenSchema<T> typegenSchema = schemaOf(valueClass(stream));
        declaredRowType(tEnv, schema, typegenSchema);
        return tEnv.fromChangelogStream(toRows(stream, typegenSchema), schema, mode);
    }

    private static <T> DataStream<Row> toRows(DataStream<Change<T>> stream, TypegenSchema<T> schema) {
        return stream.map(new ChangeToRow<>(schema), ExternalTypeInfo.of(schema.dataType()))
                .name("Typegen: Change<" + schema.typeClass().getSimpleName() + "> to Row");
    }

    private static <T> Class<T> valueClass(DataStream<Change<T>> stream) {
        TypeInformation<Change<T>> type = stream.getType();
        if (!(type instanceof ChangeTypeInfo<T> changeType)) {
            throw new IllegalArgumentException("A changelog stream of typed changes must be typed ChangeTypeInfo,"
                    + " e.g. env.fromData(changes, new ChangeTypeInfo<>(Typegen.typeInfo(Foo.class))); it is "
                    + type);
        }
        return changeType.valueType().getTypeClass();
    }

    /** The type information of the values: the generated one, or Flink's for an atomic type. */
    private static <T> TypeInformation<T> typeInfo(TypegenSchema<T> schema) {
        if (schema instanceof AtomicSchema<T> atomic) {
            return atomic.typeInfo();
        }
        return Typegen.typeInfo(schema.typeClass());
    }

    /**
     * Foo's schema for reading {@code table}; an atomic type reads the table's only column, whatever its name
     * (a query's {@code UPPER(f0)} is {@code EXPR$0}), leaving out the columns {@code writtenAsMetadata}.
     */
    private static <T> TypegenSchema<T> sinkSchema(ResolvedSchema table, Class<T> type,
            Set<String> writtenAsMetadata) {
        TypegenSchema<T> schema = schemaOf(type);
        if (!(schema instanceof AtomicSchema<T> atomic)) {
            return schema;
        }
        List<String> columns = table.getColumnNames().stream()
                .filter(name -> !writtenAsMetadata.contains(name))
                .toList();
        if (columns.size() != 1) {
            throw new IllegalArgumentException("The table's columns do not match " + type.getName()
                    + ", an atomic type that reads a table of one column: the table has " + columns.size()
                    + " columns " + columns + ". Select one column, or read the table into a @FlinkType class."
                    + "\nTable: " + table);
        }
        return atomic.named(columns.get(0));
    }

    /**
     * The table's columns in the order Flink's changelog sink takes them, by position: Foo's columns, then, for
     * each metadata column (a DataStream sink has one, {@code rowtime}), the table's rowtime attribute.
     */
    private static Table sinkColumns(Table table, TypegenSchema<?> schema,
            List<Schema.UnresolvedMetadataColumn> metadata) {
        List<Expression> columns = new ArrayList<>();
        for (String name : schema.rowType().getFieldNames()) {
            columns.add(Expressions.$(name));
        }
        if (!metadata.isEmpty()) {
            ResolvedSchema tableSchema = table.getResolvedSchema();
            List<String> rowtimes = tableSchema.getColumns().stream()
                    .filter(c -> LogicalTypeChecks.isRowtimeAttribute(c.getDataType().getLogicalType()))
                    .map(Column::getName)
                    .toList();
            if (rowtimes.size() != 1) {
                throw new IllegalArgumentException("The schema's metadata columns " + metadata + " write the"
                        + " table's rowtime attribute into the stream records' timestamps, but the table has "
                        + rowtimes.size() + " rowtime attributes " + rowtimes + ".\nTable: " + tableSchema);
            }
            for (Schema.UnresolvedMetadataColumn column : metadata) {
                columns.add(Expressions.$(rowtimes.get(0)).as(column.getName()));
            }
        }
        return table.select(columns.toArray(Expression[]::new));
    }

    // ------------------------------------------------------------------------
    //  checks
    // ------------------------------------------------------------------------

    /**
     * Same column names, except the table's columns {@code writtenAsMetadata}; each table column castable to
     * Foo's column implicitly (as Flink would cast).
     */
    static void checkColumns(ResolvedSchema tableSchema, TypegenSchema<?> schema, Set<String> writtenAsMetadata) {
        Map<String, LogicalType> tableColumns = new LinkedHashMap<>();
        for (Column column : tableSchema.getColumns()) {
            if (!writtenAsMetadata.contains(column.getName())) {
                tableColumns.put(column.getName(), column.getDataType().getLogicalType());
            }
        }
        List<String> problems = new ArrayList<>();
        List<String> fooColumns = schema.rowType().getFieldNames();
        for (int i = 0; i < fooColumns.size(); i++) {
            String name = fooColumns.get(i);
            LogicalType target = schema.rowType().getTypeAt(i);
            LogicalType source = tableColumns.get(name);
            if (source == null) {
                problems.add("the table has no column `" + name + "`");
            } else if (!castable(source, target)) {
                problems.add("column `" + name + "` is " + source.asSummaryString() + ", which cannot be cast to "
                        + target.asSummaryString());
            }
        }
        for (String name : tableColumns.keySet()) {
            if (!fooColumns.contains(name)) {
                problems.add("the table's column `" + name + "` is not a column of "
                        + schema.typeClass().getName());
            }
        }
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("The table's columns do not match "
                    + schema.typeClass().getName() + ": " + String.join("; ", problems) + ".\nTable: "
                    + tableSchema + "\n" + schema.typeClass().getSimpleName() + ": " + describe(schema));
        }
    }

    /** Each physical column a user's {@code Schema} declares is a column of Foo. */
    static void checkDeclaredColumns(Schema declared, TypegenSchema<?> schema) {
        List<String> fooColumns = schema.rowType().getFieldNames();
        List<String> problems = new ArrayList<>();
        for (Schema.UnresolvedColumn column : declared.getColumns()) {
            if (column instanceof Schema.UnresolvedPhysicalColumn && !fooColumns.contains(column.getName())) {
                problems.add("it declares column `" + column.getName() + "`, which is not a column of "
                        + schema.typeClass().getName());
            }
        }
        failOnSchemaProblems(problems, declared.toString(), schema);
    }

    /**
     * Foo's row type with the types of the physical columns {@code declared} re-declares, which must be Foo's
     * columns with the same internal values, or values Typegen adjusts ({@link DeclaredRowType}).
     */
    private static DeclaredRowType declaredRowType(StreamTableEnvironment tEnv, Schema declared,
            TypegenSchema<?> schema) {
        checkDeclaredColumns(declared, schema);
        DataTypeFactory types = ((TableEnvironmentInternal) tEnv).getCatalogManager().getDataTypeFactory();
        Map<String, LogicalType> declaredTypes = new LinkedHashMap<>();
        for (Schema.UnresolvedColumn column : declared.getColumns()) {
            if (column instanceof Schema.UnresolvedPhysicalColumn physical) {
                declaredTypes.put(column.getName(), types.createDataType(physical.getDataType()).getLogicalType());
            }
        }
        DeclaredRowType rowType = DeclaredRowType.of(schema, declaredTypes);
        failOnSchemaProblems(rowType.problems(), declared.toString(), schema);
        return rowType;
    }

    private static void failOnSchemaProblems(List<String> problems, String declared, TypegenSchema<?> schema) {
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException("The schema does not fit " + schema.typeClass().getName() + ": "
                    + String.join("; ", problems) + ".\nSchema: " + declared + "\n"
                    + schema.typeClass().getSimpleName() + ": " + describe(schema));
        }
    }

    private static List<Schema.UnresolvedMetadataColumn> metadataColumns(Schema schema) {
        List<Schema.UnresolvedMetadataColumn> metadata = new ArrayList<>();
        for (Schema.UnresolvedColumn column : schema.getColumns()) {
            if (column instanceof Schema.UnresolvedMetadataColumn m) {
                metadata.add(m);
            }
        }
        return metadata;
    }

    /**
     * The table's rowtime attributes that are not Foo's columns: a {@code rowtime} metadata column of a sink
     * writes them into the records' timestamps.
     */
    private static Set<String> rowtimeColumnsNotIn(ResolvedSchema table, TypegenSchema<?> schema) {
        Set<String> rowtimes = new HashSet<>();
        for (Column column : table.getColumns()) {
            if (LogicalTypeChecks.isRowtimeAttribute(column.getDataType().getLogicalType())
                    && !schema.rowType().getFieldNames().contains(column.getName())) {
                rowtimes.add(column.getName());
            }
        }
        return rowtimes;
    }

    /**
     * Flink's planner refuses an updating table for an insert-only sink with "doesn't support consuming update
     * changes"; this names the table's changelog mode and the method that reads it instead. Other errors are
     * returned as they are.
     */
    private static RuntimeException updatingTable(TableException e, Table table, Class<?> type, String method,
            String instead) {
        if (e.getMessage() == null || !e.getMessage().contains("doesn't support consuming update changes")) {
            return e;
        }
        return new IllegalArgumentException("The table is updating (changelog mode " + changelogMode(table)
                + ": its rows are updated or deleted after they are emitted), but TypedTables." + method
                + " reads insert-only tables into " + type.getName() + ". Use TypedTables." + instead
                + ", which reads each change as a Change<" + type.getSimpleName() + "> with its row kind.\nTable: "
                + table.getResolvedSchema(), e);
    }

    /** The changelog mode the planner gives the table's query, e.g. {@code [I,UB,UA]}, from its plan. */
    private static String changelogMode(Table table) {
        String plan = table.explain(ExplainDetail.CHANGELOG_MODE);
        int optimized = plan.indexOf("== Optimized Physical Plan ==");
        Matcher mode = Pattern.compile("changelogMode=\\[([^]]*)]").matcher(plan);
        if (optimized >= 0 && mode.find(optimized)) {
            return "[" + mode.group(1) + "]";
        }
        return "not insert-only";
    }

    private static boolean castable(LogicalType source, LogicalType target) {
        LogicalType from = LogicalTypeUtils.removeTimeAttributes(source).copy(true);
        LogicalType to = LogicalTypeUtils.removeTimeAttributes(target).copy(true);
        return from.equals(to) || LogicalTypeCasts.supportsImplicitCast(from, to);
    }

    private static String describe(TypegenSchema<?> schema) {
        return schema.rowType().getFields().stream()
                .map(f -> "`" + f.getName() + "` " + f.getType().asSummaryString())
                .collect(Collectors.joining(",\n  ", "(\n  ", "\n)"));
    }

    // ------------------------------------------------------------------------
    //  the functions added to jobs: each holds only the stateless generated schema
    // ------------------------------------------------------------------------

    /**
     * The generated converter; with object reuse off, its rows are then written once in Flink's binary
     * format, because Flink copies every row at each chained operator of the table part, and copying a
     * binary row is one array copy where a generic row is copied field by field (encoding each string).
     * The binary row is the serializer's reused one: with object reuse off, every output of an operator
     * copies or serializes the record before the next operator sees it, so the next row may overwrite it.
     * With object reuse on there are no such copies, and the generic row goes as it is.
     */
    private static final class ToRowData<T> extends RichMapFunction<T, RowData> {
        private static final long serialVersionUID = 1L;
        private final TypegenSchema<T> schema;
        private final DeclaredRowType rowType;
        private transient RowDataSerializer binary;

        ToRowData(TypegenSchema<T> schema, DeclaredRowType rowType) {
            this.schema = schema;
            this.rowType = rowType;
        }

        @Override
        public void open(OpenContext openContext) {
            binary = getRuntimeContext().isObjectReuseEnabled() ? null : new RowDataSerializer(rowType.rowType());
        }

        @Override
        public RowData map(T value) {
            RowData row = rowType.adjust(schema.toRowData(value));
            return binary == null ? row : binary.toBinaryRow(row);
        }
    }

    private static final class FromRowData<T> implements MapFunction<RowData, T> {
        private static final long serialVersionUID = 1L;
        private final TypegenSchema<T> schema;

        FromRowData(TypegenSchema<T> schema) {
            this.schema = schema;
        }

        @Override
        public T map(RowData row) {
            return schema.fromRowData(row);
        }
    }

    private static final class RowToChange<T> implements MapFunction<Row, Change<T>> {
        private static final long serialVersionUID = 1L;
        private final TypegenSchema<T> schema;

        RowToChange(TypegenSchema<T> schema) {
            this.schema = schema;
        }

        @Override
        public Change<T> map(Row row) {
            return new Change<>(row.getKind(), schema.fromRow(row));
        }
    }

    private static final class ChangeToRow<T> implements MapFunction<Change<T>, Row> {
        private static final long serialVersionUID = 1L;
        private final TypegenSchema<T> schema;

        ChangeToRow(TypegenSchema<T> schema) {
            this.schema = schema;
        }

        @Override
        public Row map(Change<T> change) {
            Row row = schema.toRow(change.value());
            row.setKind(change.kind());
            return row;
        }
    }

    // ------------------------------------------------------------------------
    //  finding FooSchema
    // ------------------------------------------------------------------------

    private static TypegenSchema<?> loadSchema(Class<?> type) {
        String name = Typegen.generatedName(type, GeneratedClass.SCHEMA);
        Class<?> schemaClass;
        try {
            schemaClass = Class.forName(name, true, type.getClassLoader());
        } catch (ClassNotFoundException e) {
            String reason;
            if (!type.isAnnotationPresent(FlinkType.class)) {
                reason = " is neither annotated @FlinkType nor an atomic type (" + AtomicSchema.describeAtomicTypes()
                        + ", read as one column f0): annotate it so that Typegen generates its schema.";
            } else {
                reason = " is annotated @FlinkType but " + name + " was not found: the class was compiled without"
                        + " Table schemas. Typegen writes them when flink-table-api-java-bridge is on the compile"
                        + " classpath of the class's module (scope provided), unless it is compiled with"
                        + " -Atypegen.table=false. After adding the bridge or changing the option, rebuild that module"
                        + " from clean (mvn clean package): an incremental build keeps the classes it compiled"
                        + " without schemas.";
            }
            throw new IllegalArgumentException("No generated schema for " + type.getName() + ": " + type.getName()
                    + reason, e);
        }
        try {
            return (TypegenSchema<?>) MethodHandles.publicLookup()
                    .findConstructor(schemaClass, MethodType.methodType(void.class))
                    .invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("Cannot instantiate " + name, e);
        }
    }
}
