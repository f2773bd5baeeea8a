package io.github.typegen.processor;

/**
 * Every diagnostic the processor reports: a stable id (tests and users search for it), what is wrong,
 * and how to fix it. Arguments are {@link String#format} arguments of {@link #problem}.
 */
public enum Message {
    UNSUPPORTED_TYPE(
            "TypegenUnsupportedType",
            "Field '%s' of type %s has no serializer.",
            "Declare a concrete supported type (primitives, String, enums, java.time, BigDecimal,"
                    + " collections of these) or a @FlinkType class; an interface must be sealed and"
                    + " annotated @FlinkType."),
    RAW_TYPE(
            "TypegenRawType",
            "Field '%s' has the raw type %s.",
            "Give the type its type arguments, e.g. List<String>."),
    WILDCARD_TYPE(
            "TypegenWildcardType",
            "Field '%s' has the wildcard type %s.",
            "Replace the wildcard with a concrete type argument, e.g. List<Item> for List<? extends Item>."),
    GENERIC_ARRAY(
            "TypegenGenericArray",
            "Field '%s' is an array of the generic type %s.",
            "Java cannot create generic arrays; use a List instead, e.g. List<List<String>>."),
    GENERIC_CLASS(
            "TypegenGenericClass",
            "%s has type parameters; generic @FlinkType classes are not supported.",
            "Annotate a non-generic subclass or a record that fixes the type arguments instead."),
    NO_CONSTRUCTOR(
            "TypegenNoConstructor",
            "%s has no constructor Typegen can use: %s.",
            "Add a public no-argument constructor with setters, or a constructor that takes every"
                    + " field (parameter names equal to the field names)."),
    NO_ACCESSOR(
            "TypegenNoAccessor",
            "Field '%s' of %s cannot be %s by generated code.",
            "Make the field public, or add a public %s."),
    UNSUPPORTED_SHAPE(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: %s.",
            "%s"),
    SEALED_SUBTYPE(
            "TypegenSealedSubtype",
            "Permitted subtype %s of sealed %s %s.",
            "Annotate every permitted subtype with @FlinkType and make it final, a record, or sealed."),
    PIPELINE_SHAPE(
            "TypegenPipelineShape",
            "%s cannot be a @Pipeline: %s.",
            "%s"),
    PIPELINE_NOT_SERIALIZABLE(
            "TypegenPipelineNotSerializable",
            "@Pipeline class %s does not implement java.io.Serializable, but Flink ships it to the cluster"
                    + " inside the generated operators.",
            "Implement java.io.Serializable; mark fields that are not configuration transient."),
    STAGE_SHAPE(
            "TypegenStageShape",
            "Stage '%s' cannot be %s: %s.",
            "%s"),
    STAGE_MISMATCH(
            "TypegenStageMismatch",
            "Stage '%s' takes %s, but the previous stage '%s' produces %s.",
            "Declare the parameter as %s, or make the previous stage produce %s."),
    STAGE_TYPE(
            "TypegenStageType",
            "Stage '%s' %s %s, %s.",
            "%s"),
    STATE_TYPE(
            "TypegenStateType",
            "State parameter '%s' of stage '%s' has the type %s: %s.",
            "Declare ValueState<T>, ListState<T> or MapState<K, V> whose type arguments are @FlinkType classes,"
                    + " String or boxed primitives."),
    INTERNAL_ERROR(
            "TypegenInternalError",
            "Typegen failed on %s: %s",
            "This is a bug in Typegen; please report it with the class that triggers it."),
    // ---- the Table bridge: @Column, @RowTime, @Watermark, @PrimaryKey ----
    BAD_SQL_TYPE(
            "TypegenBadSqlType",
            "Field '%s' of %s declares the column type \"%s\", which is not a SQL type Typegen can map: %s.",
            "Write a Flink SQL type such as DECIMAL(10, 2), VARCHAR(200) or TIMESTAMP_LTZ(3), or remove type ="
                    + " to use the default mapping."),
    SQL_TYPE_MISMATCH(
            "TypegenSqlTypeMismatch",
            "Field '%s' of %s cannot be the column type %s: %s.",
            "Declare a column type the field's Java type can hold, or remove type = to use the default mapping."),
    BAD_ROW_TIME(
            "TypegenBadRowTime",
            "%s: %s.",
            "%s"),
    DUPLICATE_COLUMN(
            "TypegenDuplicateColumn",
            "Field '%s' of %s has the column name '%s', which field '%s' already uses.",
            "Give each field a distinct @Column(name = ...)."),
    NESTED_TYPE_WITHOUT_SCHEMA(
            "TypegenNestedTypeWithoutSchema",
            "%s cannot have a generated schema: '%s' holds %s, a @FlinkType compiled without the Table API,"
                    + " so it has no %s.",
            "Put flink-table-common (for example through flink-table-api-java-bridge, scope provided) on the"
                    + " compile classpath of %s's module, so that Typegen generates its schema too."),
    TABLE_API_MISSING(
            "TypegenTableApiMissing",
            "%s cannot have its %s: -Atypegen.table=true asks for a schema for every @FlinkType, but the Table API"
                    + " (org.apache.flink.table.api.Schema, in flink-table-common) is not on the compile classpath.",
            "Put flink-table-common (for example through flink-table-api-java-bridge, scope provided) on the"
                    + " compile classpath, or remove -Atypegen.table=true if this module does not use the Table API."),
    // ---- the processor's options: -Atypegen.* ----
    UNKNOWN_OPTION(
            "TypegenUnknownOption",
            "Typegen has no processor option -A%s; it is ignored.",
            "Use one of Typegen's options: %s (see \"Processor options\" in the README), or remove it."),
    BAD_OPTION_VALUE(
            "TypegenBadOptionValue",
            "The processor option -A%s=%s has a value Typegen does not accept, so Typegen ignores it and %s.",
            "Set %s to %s, or remove it.");

    private final String id;
    private final String problem;
    private final String fix;

    Message(String id, String problem, String fix) {
        this.id = id;
        this.problem = problem;
        this.fix = fix;
    }

    public String id() {
        return id;
    }

    /** The full text: {@code [Id] problem Fix: fix}. Problem and fix share the arguments in order. */
    public String format(Object... args) {
        String formattedProblem = String.format(problem, args);
        int used = countPlaceholders(problem);
        Object[] fixArgs = new Object[Math.max(0, args.length - used)];
        System.arraycopy(args, used, fixArgs, 0, fixArgs.length);
        return "[" + id + "] " + formattedProblem + " Fix: " + String.format(fix, fixArgs);
    }

    private static int countPlaceholders(String pattern) {
        int count = 0;
        for (int i = pattern.indexOf('%'); i >= 0; i = pattern.indexOf('%', i + 2)) {
            count++;
        }
        return count;
    }
}
