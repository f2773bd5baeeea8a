package io.github.typegen.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.flink.api.common.functions.MapFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.table.api.Schema;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.catalog.ResolvedSchema;
import org.apache.flink.table.connector.ChangelogMode;
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.runtime.typeutils.ExternalTypeInfo;
import org.apache.flink.table.runtime.typeutils.InternalTypeInfo;
import org.apache.flink.table.runtime.typeutils.RowDataSerializer;
import org.apache.flink.table.types.logical.LogicalType;
import org.apache.flink.table.types.logical.utils.LogicalTypeCasts;
import org.apache.flink.table.types.logical.utils.LogicalTypeUtils;
import org.apache.flink.types.Row;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.runtime.table.BridgeTypes;
import io.github.typegen.runtime.table.Change;
import io.github.typegen.runtime.table.ChangeTypeInfo;
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
 */
public final class TypedTables {

    private static final ClassValue<TypegenSchema<?>> SCHEMAS =
            new ClassValue<>() {
                @Override
                protected TypegenSchema<?> computeValue(Class<?> type) {
                    return loadSchema(type);
                }
            };

    private TypedTables() {}

    /**
     * The generated {@code FooSchema} of a {@code @FlinkType} class. Looked up once per class and cached.
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
     * from the class's annotations.
     */
    public static <T> Table fromDataStream(StreamTableEnvironment tEnv, DataStream<T> stream) {
        TypegenSchema<T> schema = schemaOf(stream.getType().getTypeClass());
        return tEnv.fromDataStream(toRowData(stream, schema), BridgeTypes.insertOnlySchema(schema));
    }

    /**
     * The stream as a table whose schema is {@code schema}, interpreted as Flink's {@code
     * fromDataStream(stream, schema)} does: the physical columns of {@code FooSchema} are derived, and
     * {@code schema} may add computed and metadata columns, a watermark, or redeclare columns. The class's
     * own rowtime and watermark annotations are not applied.
     */
    public static <T> Table fromDataStream(StreamTableEnvironment tEnv, DataStream<T> stream, Schema schema) {
        TypegenSchema<T> typegenSchema = schemaOf(stream.getType().getTypeClass());
        return tEnv.fromDataStream(toRowData(stream, typegenSchema), schema);
    }

    /** Registers {@link #fromDataStream(StreamTableEnvironment, DataStream)} as a temporary view. */
    public static <T> void createTemporaryView(StreamTableEnvironment tEnv, String path, DataStream<T> stream) {
        tEnv.createTemporaryView(path, fromDataStream(tEnv, stream));
    }

    private static <T> DataStream<RowData> toRowData(DataStream<T> stream, TypegenSchema<T> schema) {
        return stream.map(new ToRowData<>(schema), InternalTypeInfo.of(schema.rowType()))
                .name("Typegen: " + schema.typeClass().getSimpleName() + " to RowData");
    }

    // ------------------------------------------------------------------------
    //  Table -> DataStream
    // ------------------------------------------------------------------------

    /**
     * The insert-only table as a {@code DataStream<Foo>} typed {@code FooTypeInfo}. Columns are matched
     * by name, in any order, with Flink's implicit casts; a rowtime column sets each stream record's
     * timestamp and watermarks are propagated, as in Flink's {@code toDataStream}.
     *
     * @throws IllegalArgumentException listing both schemas, when the table's columns do not match Foo's
     */
    public static <T> DataStream<T> toDataStream(StreamTableEnvironment tEnv, Table table, Class<T> type) {
        TypegenSchema<T> schema = schemaOf(type);
        checkColumns(table.getResolvedSchema(), schema);
        DataStream<RowData> rows = tEnv.toDataStream(table, BridgeTypes.sinkType(table.getResolvedSchema(), schema));
        return rows.map(new FromRowData<>(schema), Typegen.typeInfo(type))
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
     * @throws IllegalArgumentException listing both schemas, when the table's columns do not match Foo's
     */
    public static <T> DataStream<Change<T>> toChangelogStream(StreamTableEnvironment tEnv, Table table,
            Class<T> type, ChangelogMode mode) {
        TypegenSchema<T> schema = schemaOf(type);
        checkColumns(table.getResolvedSchema(), schema);
        DataStream<Row> rows = tEnv.toChangelogStream(table,
                Schema.newBuilder().fromRowDataType(schema.dataType()).build(), mode);
        return rows.map(new RowToChange<>(schema), new ChangeTypeInfo<>(Typegen.typeInfo(type)))
                .name("Typegen: Row to Change<" + type.getSimpleName() + ">");
    }

    /**
     * The stream of changes as a table with the columns of {@code FooSchema}: in upsert mode when Foo has
     * a {@code @PrimaryKey} (no UPDATE_BEFORE needed), else accepting every row kind.
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
        DataStream<Row> rows = stream.map(new ChangeToRow<>(schema), ExternalTypeInfo.of(schema.dataType()))
                .name("Typegen: Change<" + schema.typeClass().getSimpleName() + "> to Row");
        return tEnv.fromChangelogStream(rows, schema.schema(), mode);
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

    // ------------------------------------------------------------------------
    //  checks
    // ------------------------------------------------------------------------

    /** Same column names; each table column castable to Foo's column implicitly (as Flink would cast). */
    static void checkColumns(ResolvedSchema tableSchema, TypegenSchema<?> schema) {
        Map<String, LogicalType> tableColumns = new LinkedHashMap<>();
        for (Column column : tableSchema.getColumns()) {
            tableColumns.put(column.getName(), column.getDataType().getLogicalType());
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
        private transient RowDataSerializer binary;

        ToRowData(TypegenSchema<T> schema) {
            this.schema = schema;
        }

        @Override
        public void open(OpenContext openContext) {
            binary = getRuntimeContext().isObjectReuseEnabled() ? null : new RowDataSerializer(schema.rowType());
        }

        @Override
        public RowData map(T value) {
            RowData row = schema.toRowData(value);
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
                reason = " is not annotated @FlinkType: annotate it so that Typegen generates its schema.";
            } else {
                reason = " is annotated @FlinkType but " + name + " was not found: Typegen writes schemas only"
                        + " when asked, so compile the class's module with -Atypegen.table=true and"
                        + " flink-table-common (e.g. through flink-table-api-java-bridge) on its classpath.";
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
