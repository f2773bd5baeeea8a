package io.github.typegen.processor;

/**
 * Every diagnostic the processor reports: a stable id (tests and users search for it), what is wrong,
 * and how to fix it. Arguments are {@link String#format} arguments of {@link #problem}.
 */
public enum Message {
    UNSUPPORTED_TYPE(
            "TypegenUnsupportedType",
            "Field '%s' of type %s has no serializer%s.",
            // by the kind of type: see UnsupportedTypeFix
            "%s"),
    RAW_TYPE(
            "TypegenRawType",
            "Field '%s' of type %s uses the raw type %s.",
            "Give the type its type arguments, e.g. List<String>."),
    WILDCARD_TYPE(
            "TypegenWildcardType",
            "Field '%s' of type %s uses the wildcard type %s.",
            "Replace the wildcard with a concrete type argument, e.g. List<Item> for List<? extends Item>."),
    GENERIC_ARRAY(
            "TypegenGenericArray",
            "Field '%s' of type %s holds an array of the generic type %s.",
            "Java cannot create generic arrays; use a List instead, e.g. List<List<String>>."),
    NOT_COMPARABLE(
            "TypegenNotComparable",
            "Field '%s' of type %s holds a %s whose %s type %s is not Comparable.",
            "Sorted sets and maps are written and read back in natural order: make the type implement"
                    + " Comparable, or declare a List, Set or Map instead."),
    GENERIC_CLASS(
            "TypegenGenericClass",
            "%s is a sealed type with type parameters; generic sealed @FlinkTypes are not supported.",
            "Remove the type parameters of the sealed type; a generic record or class may be a field of its"
                    + " subtypes instead (record Ok(Envelope<Order> value) implements Result)."),
    UNUSED_TYPE_PARAMETER(
            "TypegenUnusedTypeParameter",
            "Type parameter %s of %s is the type of no serialized field.",
            "Remove the type parameter, or declare a field of its type: only the serializers of fields are"
                    + " kept in snapshots."),
    UNSUPPORTED_TYPE_ARGUMENT(
            "TypegenUnsupportedTypeArgument",
            "Field '%s' of type %s has the type argument %s, which has no serializer of its own.",
            "Use a @FlinkType class, String, a boxed primitive or a type parameter as the type argument of a"
                    + " generic @FlinkType; wrap other types in a @FlinkType record."),
    TYPE_INFO_FACTORY(
            "TypegenTypeInfoFactory",
            "Field '%s' of type %s is handed by @TypeInfo to %s, which %s.",
            "Name a public, non-abstract class with a public no-argument constructor that extends"
                    + " TypeInfoFactory<%s>, on a field of a reference type."),
    CONVERTER_CLASS(
            "TypegenConverterClass",
            "Converter %s, named by %s, %s.",
            "Name a public class (static, if nested), not abstract, with a public no-argument constructor, that"
                    + " names both its types: class MoneyConverter implements FlinkConverter<Money, String>."),
    CONVERTER_MISMATCH(
            "TypegenConverterMismatch",
            "Field '%s' of type %s names the converter %s of %s with @Convert, but holds no %s.",
            "Name a converter of the field's type (or of the elements it holds), or remove @Convert."),
    CONVERTER_STORED_TYPE(
            "TypegenConverterStoredType",
            "Field '%s' of type %s is converted by %s to the stored type %s, %s.",
            "Store a type Typegen writes itself: String, a boxed primitive, a JDK value, a collection of those,"
                    + " or a non-generic @FlinkType record of your own."),
    CONVERTER_CONFLICT(
            "TypegenConverterConflict",
            "@FlinkConverters on %s registers two converters of %s: %s and %s.",
            "Keep one of them; name the other on the fields that need it with @Convert."),
    RECURSIVE_GENERIC(
            "TypegenRecursiveGeneric",
            "Field '%s' of type %s leads back to %s, whose serializer would have to hold itself.",
            "Break the cycle: a generic @FlinkType, or a class with generic @FlinkType fields, cannot"
                    + " contain itself at any depth."),
    NO_CONSTRUCTOR(
            "TypegenNoConstructor",
            "%s has no constructor Typegen can use: %s.",
            "Add a public no-argument constructor with setters, or a constructor that takes every"
                    + " field (parameter names equal to the field names)."),
    NO_ACCESSOR(
            "TypegenNoAccessor",
            "Field '%s' of %s cannot be %s by generated code.",
            "Make the field public, or add a public %s."),
    LOMBOK_NOT_RUN(
            "TypegenLombokNotRun",
            "%s carries Lombok annotations (%s), but Lombok's annotation processor did not run in this compilation:"
                    + " the members Lombok would write (accessors, constructors, private final fields) do not exist,"
                    + " so Typegen cannot read this class.",
            "Put org.projectlombok:lombok on the annotation processor path next to typegen-processor, in either"
                    + " order (Maven: maven-compiler-plugin <annotationProcessorPaths>; Gradle: annotationProcessor)."),
    ENUM_TYPE(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: it is an enum.",
            "Remove @FlinkType; enums are serialized by ordinal wherever they are fields."),
    ANNOTATION_TYPE(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: it is an annotation type.",
            "Remove @FlinkType; annotate the classes whose instances Flink moves."),
    PRIVATE_TYPE(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: it is private.",
            "Make it package-private or public, so generated code in its package can use it."),
    NESTED_IN_PRIVATE_TYPE(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: it is nested in the private class %s.",
            "Make %s package-private or public, so generated code in its package can use it."),
    INNER_CLASS(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: it is an inner (non-static) class.",
            "Declare it static."),
    UNSEALED_INTERFACE(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: it is an interface that is not sealed.",
            "Make it sealed, with @FlinkType records or classes as its permitted subtypes."),
    UNSEALED_ABSTRACT_CLASS(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: it is abstract and not sealed.",
            "Make it sealed, with @FlinkType classes as its permitted subclasses."),
    SEALED_CONCRETE_CLASS(
            "TypegenUnsupportedShape",
            "%s cannot be a @FlinkType: it is a sealed class that is not abstract.",
            "Make it abstract, so that every instance is one of its permitted subclasses."),
    SEALED_SUBTYPE(
            "TypegenSealedSubtype",
            "Permitted subtype %s of sealed %s %s.",
            "Annotate every permitted subtype with @FlinkType and make it final, a record, or sealed."),
    TABLE_HOLDS_SERIALIZERS(
            "TypegenTableGenericType",
            "%s has table annotations (%s), but it is generic or has fields of generic @FlinkTypes, which have no"
                    + " SQL type.",
            "Remove the table annotations: such a class gets no schema. For a table, declare a non-generic"
                    + " @FlinkType whose fields have concrete types."),
    // ---- @Pipeline classes and their stages ----
    PIPELINE_NOT_A_CLASS(
            "TypegenPipelineShape",
            "%s cannot be a @Pipeline: it is not a class.",
            "Annotate a class whose methods are the stages."),
    PIPELINE_ABSTRACT(
            "TypegenPipelineShape",
            "%s cannot be a @Pipeline: it is abstract.",
            "Make it concrete: FooFused is constructed from an instance of it."),
    PIPELINE_GENERIC(
            "TypegenPipelineShape",
            "%s cannot be a @Pipeline: it has type parameters.",
            "Fix the type arguments in a non-generic subclass and annotate that."),
    PIPELINE_INNER(
            "TypegenPipelineShape",
            "%s cannot be a @Pipeline: it is an inner (non-static) class.",
            "Declare it static."),
    PIPELINE_PRIVATE(
            "TypegenPipelineShape",
            "%s cannot be a @Pipeline: it is private.",
            "Make it package-private or public, so the generated FooFused in its package can use it."),
    PIPELINE_IN_PRIVATE_CLASS(
            "TypegenPipelineShape",
            "%s cannot be a @Pipeline: it is nested in the private class %s.",
            "Make %s package-private or public, so the generated FooFused in its package can use it."),
    PIPELINE_NO_STAGES(
            "TypegenPipelineShape",
            "%s cannot be a @Pipeline: it has no stage methods.",
            "Annotate its methods with @Stage.Map, @Stage.Filter, @Stage.FlatMap, @Stage.KeyBy, @Stage.Process"
                    + " or @Stage.Sql."),
    PIPELINE_NOT_SERIALIZABLE(
            "TypegenPipelineNotSerializable",
            "@Pipeline class %s does not implement java.io.Serializable, but Flink ships it to the cluster"
                    + " inside the generated operators.",
            "Implement java.io.Serializable; mark fields that are not configuration transient."),
    STAGE_WITHOUT_PIPELINE(
            "TypegenStageShape",
            "Stage '%s' cannot be %s: its class %s is not annotated @Pipeline, so no operator would ever call it.",
            "Annotate %s with @Pipeline, or remove the stage annotation."),
    STAGE_SEVERAL_ANNOTATIONS(
            "TypegenStageShape",
            "Stage '%s' has several stage annotations (%s).",
            "Keep one; write a second method for the second stage."),
    STAGE_PRIVATE_OR_STATIC(
            "TypegenStageShape",
            "Stage '%s' cannot be %s: it is private or static.",
            "Make it a non-private instance method, so the generated operator can call it on the pipeline"
                    + " instance."),
    STAGE_GENERIC(
            "TypegenStageShape",
            "Stage '%s' cannot be %s: it has type parameters.",
            "Declare concrete types: the stage's types are fixed at compile time."),
    STAGE_SIGNATURE(
            "TypegenStageShape",
            "Stage '%s' cannot be %s: its signature does not fit.",
            "Declare it as %s."),
    STAGE_EMPTY_QUERY(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Sql: its query is empty.",
            "Write the query, e.g. @Stage.Sql(\"SELECT * FROM input WHERE ...\")."),
    STAGE_EMPTY_TABLE(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Sql: the name of its input table is empty.",
            "Name the table the query reads, e.g. @Stage.Sql(value = \"SELECT * FROM bid\", table = \"bid\"), or"
                    + " leave table out for the default, input."),
    STAGE_NO_TABLE_API(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Sql: no FooSchema is generated in this module, as Typegen writes"
                    + " schemas only with flink-table-api-java-bridge on the compile class path (or when asked by"
                    + " -Atypegen.table=true), and never with -Atypegen.table=false.",
            "Add org.apache.flink:flink-table-api-java-bridge (provided) to the module's dependencies, and remove"
                    + " -Atypegen.table=false if the module sets it."),
    STAGE_KEY_AFTER_KEY(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.KeyBy: it follows the @Stage.KeyBy '%s' directly.",
            "Remove one of the two; only the last key would count."),
    STAGE_QUERY_AFTER_KEY(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Sql: it follows the @Stage.KeyBy '%s' directly, and a query reads its"
                    + " input unkeyed.",
            "Remove the @Stage.KeyBy; group in the query instead (GROUP BY)."),
    STAGE_PROCESS_WITHOUT_KEY(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Process: it does not follow a @Stage.KeyBy, and keyed state needs a key.",
            "Add a @Stage.KeyBy method before it."),
    STAGE_SECOND_PROCESS(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Process: it is the second @Stage.Process after the @Stage.KeyBy '%s'.",
            "Add a @Stage.KeyBy between the two, or merge them into one method."),
    STAGE_ENDS_WITH_KEY(
            "TypegenStageShape",
            "Stage '%s' cannot be the last stage: a pipeline cannot end with a @Stage.KeyBy.",
            "Add the stages that use the key after it, e.g. a @Stage.Process."),
    TIMER_NOT_FOUND(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Process: its onTimer method '%s' does not exist.",
            "Name a method of this class without a stage annotation, 'void %s(long timestamp, ...,"
                    + " Collector<Out> out)'."),
    TIMER_OVERLOADED(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Process: its onTimer method '%s' is overloaded.",
            "Keep one method named %s, or name another method in onTimer."),
    TIMER_IS_STAGE(
            "TypegenStageShape",
            "Stage '%s' cannot be @Stage.Process: its onTimer method '%s' is itself a stage.",
            "Name a method without a stage annotation in onTimer, or remove the stage annotation of %s."),
    TIMER_SIGNATURE(
            "TypegenStageShape",
            "Method '%s' cannot be the timer method of '%s': its signature does not fit.",
            "Declare it as a non-private instance method 'void %s(long timestamp, <states of %s>...,"
                    + " Collector<%s> out)'."),
    STAGE_MISMATCH(
            "TypegenStageMismatch",
            "Stage '%s' takes %s, but the previous stage '%s' produces %s.",
            "Declare the parameter as %s, or make the previous stage produce %s."),
    STAGE_OUTPUT_TYPE(
            "TypegenStageType",
            "Stage '%s' produces %s, which leaves its operator (at a @Stage.KeyBy or the end of the pipeline)"
                    + " and has no type information.",
            "Annotate %s with @FlinkType, or produce a String, a primitive or its box."),
    STAGE_QUERY_INPUT_TYPE(
            "TypegenStageType",
            "Stage '%s' takes %s, which has no generated table schema (a query reads @FlinkType rows).",
            "Annotate %s with @FlinkType."),
    STAGE_QUERY_RESULT_TYPE(
            "TypegenStageType",
            "Stage '%s' returns %s, which has no generated table schema (a query writes @FlinkType rows).",
            "Annotate %s with @FlinkType."),
    STAGE_QUERY_TYPE_WITHOUT_SCHEMA(
            "TypegenStageType",
            "Stage '%s' queries %s, a @FlinkType that gets no table schema: it reaches itself through its fields,"
                    + " or holds a @FlinkType that has none.",
            "Query a type whose fields do not lead back to %s, or do the work in a @Stage.Map or @Stage.Process."),
    STAGE_KEY_TYPE(
            "TypegenStageType",
            "Stage '%s' returns the key type %s, which has no type information.",
            "Return a String, a primitive or its box, or a @FlinkType class with equals and hashCode."),
    STAGE_KEY_EQUALITY(
            "TypegenStageType",
            "Stage '%s' returns the key type %s, which does not define equals and hashCode, so equal keys would"
                    + " not meet.",
            "Key by a record, or define equals and hashCode in %s."),
    STAGE_KEY_ORDER(
            "TypegenKeyOrder",
            "Stage '%s' returns the key type %s, whose field '%s' holds a %s: it is written in insertion order,"
                    + " which its equals ignores, so two equal keys may serialize to different bytes, and RocksDB"
                    + " and ForSt, which find keyed state by those bytes, would split their state.",
            "Declare the %s in '%s' a %s (written in a canonical order), or key by another type."),
    STATE_NOT_A_STATE(
            "TypegenStateType",
            "State parameter '%s' of stage '%s' has the type %s: it is not a ValueState, ListState or MapState.",
            "Declare ValueState<T>, ListState<T> or MapState<K, V> whose type arguments are @FlinkType classes,"
                    + " String or boxed primitives."),
    STATE_KEY_ORDER(
            "TypegenKeyOrder",
            "State parameter '%s' of stage '%s' is a MapState whose key type %s has the field '%s', which holds a"
                    + " %s: it is written in insertion order, which its equals ignores, so two equal keys may"
                    + " serialize to different bytes, and RocksDB and ForSt, which find MapState entries by those"
                    + " bytes, would split them.",
            "Declare the %s in '%s' a %s (written in a canonical order), or use another key type."),
    STATE_RAW(
            "TypegenStateType",
            "State parameter '%s' of stage '%s' has the raw type %s.",
            "Give it its type arguments, e.g. ValueState<Long>."),
    STATE_KRYO(
            "TypegenStateType",
            "State parameter '%s' of stage '%s' has the type %s: its type argument %s has no type information, so"
                    + " the state would need Kryo.",
            "Declare ValueState<T>, ListState<T> or MapState<K, V> whose type arguments are @FlinkType classes,"
                    + " String or boxed primitives."),
    TIMER_STATE(
            "TypegenStateType",
            "State parameter '%s' of the timer method '%s' has the type %s: the stage '%s' declares no state of"
                    + " that name and type, and a timer method reads the stage's own states.",
            "Declare the same state parameter in '%s', or remove it from the timer method."),
    STAGE_CONTEXT_OUTSIDE_PROCESS(
            "TypegenStageContext",
            "Stage '%s' is %s and takes '%s' of type %s: only a @Stage.Process stage and its timer method are given"
                    + " the element's timestamp (EventTime) and the key's timers (TimerService).",
            "Declare the parameter on the @Stage.Process stage after a @Stage.KeyBy, and hand on what it reads in"
                    + " the values that stage collects; or remove the parameter."),
    DUPLICATE_UID(
            "TypegenDuplicateUid",
            "The operator %s gets the uid \"%s\", as does the operator %s: Flink refuses a job whose operators"
                    + " share a uid, and finds each operator's state in a savepoint by its uid.",
            "Give it a uid of its own with %s(uid = \"...\") on '%s', or rename the method."),
    GENERATED_NAME_TAKEN(
            "TypegenNameClash",
            "%s cannot have its generated class %s: the class %s already has that name.",
            "Choose other names for the generated classes with @FlinkType(prefix = \"%s\") (any unused prefix),"
                    + " or rename %s."),
    TAKES_GENERATED_NAME(
            "TypegenNameClash",
            "%s has the name of the class Typegen generates for the @FlinkType class %s.",
            "Rename %s, or choose other names for the classes generated for %s with @FlinkType(prefix = ...)."),
    GENERATED_NAMES_COLLIDE(
            "TypegenNameClash",
            "%s and %s both get the generated class %s.",
            "Choose other names for the classes generated for one of them with @FlinkType(prefix = ...), e.g."
                    + " @FlinkType(prefix = \"%s\") on %s."),
    BAD_PREFIX(
            "TypegenBadPrefix",
            "@FlinkType(prefix = \"%s\") on %s is not a Java identifier, so no class can be named by it.",
            "Write a Java identifier such as \"%s\", or leave prefix out to name the generated classes %s..."),
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
    ROW_TIME_TYPE(
            "TypegenBadRowTime",
            "@RowTime field '%s' of %s has the column type %s, but Flink's time attributes are TIMESTAMP(3) or"
                    + " TIMESTAMP_LTZ(3).",
            "Declare it as an Instant (TIMESTAMP_LTZ(3)) or a LocalDateTime (TIMESTAMP(3))."),
    ROW_TIME_PRECISION(
            "TypegenBadRowTime",
            "@RowTime field '%s' of %s has the column type %s, but Flink's time attributes have precision 3.",
            "Declare the column type with precision 3, e.g. @Column(type = \"TIMESTAMP_LTZ(3)\"), or remove"
                    + " type = to use precision 3 by default."),
    TWO_ROW_TIMES(
            "TypegenBadRowTime",
            "%s: fields '%s' and '%s' are both @RowTime.",
            "Keep @RowTime on one field: a table has one event-time attribute."),
    WATERMARK_WITHOUT_ROW_TIME(
            "TypegenBadRowTime",
            "%s declares @Watermark(\"%s\") but no field is @RowTime.",
            "Annotate the event-time field with @RowTime, or remove @Watermark."),
    WATERMARK_ON_SEALED(
            "TypegenBadRowTime",
            "Sealed %s declares @Watermark, but a sealed hierarchy's table has one ROW column per subtype and no"
                    + " rowtime field.",
            "Remove @Watermark from the sealed type."),
    DUPLICATE_COLUMN(
            "TypegenDuplicateColumn",
            "Field '%s' of %s has the column name '%s', which field '%s' already uses.",
            "Give each field a distinct @Column(name = ...)."),
    NESTED_TYPE_WITHOUT_SCHEMA(
            "TypegenNestedTypeWithoutSchema",
            "%s cannot have a generated schema: '%s' holds %s, a @FlinkType compiled without a schema"
                    + " (without flink-table-api-java-bridge on its compile classpath, or with -Atypegen.table=false),"
                    + " so it has no %s.",
            "Put flink-table-api-java-bridge (scope provided) on the compile classpath of %s's module, without"
                    + " -Atypegen.table=false, and rebuild that module from clean (mvn clean): an incremental build"
                    + " keeps the classes it compiled without schemas."),
    TABLE_API_MISSING(
            "TypegenTableApiMissing",
            "%s cannot have its %s: -Atypegen.table=true asks for a schema for every @FlinkType, but the Table API"
                    + " (org.apache.flink.table.api.Schema, in flink-table-common) is not on the compile classpath.",
            "Put flink-table-common (for example through flink-table-api-java-bridge, scope provided) on the"
                    + " compile classpath, or remove -Atypegen.table=true if this module does not use the Table API."),
    SCHEMA_NOT_ASKED(
            "TypegenSchemaNotAsked",
            "%s has table annotations (%s), but no %s is written: Typegen writes schemas when"
                    + " flink-table-api-java-bridge is on the compile classpath, and it is not.",
            "If the module uses the Table API (TypedTables, @Stage.Sql), add"
                    + " org.apache.flink:flink-table-api-java-bridge (scope provided) to its dependencies, or compile it"
                    + " with -Atypegen.table=true; if it does not, set -Atypegen.table=false to say so."),
    // ---- @Stage.Sql queries checked at compile time by Flink's SQL front end (typegen-sql) ----
    SQL_INVALID(
            "TypegenSqlInvalid",
            "The query of @Stage.Sql '%s' is not valid SQL over its input %s (checked by Flink %s's SQL front end):"
                    + " %s",
            "Correct the query: its input table '%s' has the columns %s."),
    SQL_RESULT_MISMATCH(
            "TypegenSqlResultMismatch",
            "The result of the query of @Stage.Sql '%s' does not fit its return type %s (checked by Flink %s's SQL"
                    + " front end): %s. The query's result: %s. The return type's columns: %s.",
            "Make the query return one column per column of %s, named as it names them (a column the query"
                    + " leaves unnamed, EXPR$n, fills the column at its position), of a type Flink casts"
                    + " to the column's type implicitly, and NOT NULL where the column is (COALESCE, or a"
                    + " WHERE ... IS NOT NULL with CAST); or change %s to fit the result."),
    SQL_UPDATING_RESULT(
            "TypegenSqlUpdatingResult",
            "The query of @Stage.Sql '%s' is updating (checked by Flink %s's SQL front end: its plan emits -U/+U or"
                    + " -D changes, e.g. a GROUP BY over an unbounded input), but its return type %s holds only"
                    + " insertions.",
            "Return Change<%s> (io.github.typegen.runtime.table.Change), which carries each change's kind (+I, -U,"
                    + " +U, -D) with the row; the next stage then takes Change<%s>."),
    SQL_NOT_CHECKED(
            "TypegenSqlNotChecked",
            "The @Stage.Sql queries of this compilation are not checked before the job is built: Typegen's SQL"
                    + " front end (io.github.typegen:typegen-sql) is not on the annotation processor path.",
            "To check them at compile time, add io.github.typegen:typegen-sql to the annotation processor path"
                    + " beside typegen-processor (Maven: maven-compiler-plugin <annotationProcessorPaths>;"
                    + " Gradle: annotationProcessor)."),
    SQL_FRONT_END_FAILED(
            "TypegenSqlFrontEndFailed",
            "Typegen's SQL front end (typegen-sql) is on the annotation processor path but could not %s, so the"
                    + " @Stage.Sql queries of this compilation are not checked: %s",
            "Put typegen-sql on the annotation processor path with its own dependencies (Flink's Table planner of"
                    + " the same version as the job's Flink), as Maven's <annotationProcessorPaths> or Gradle's"
                    + " annotationProcessor configuration resolve them; or remove it to check the queries when"
                    + " the job is built."),
    SQL_FUNCTION_CLASS(
            "TypegenSqlFunctionClass",
            "The function '%s' that %s declares, %s, %s.",
            "Declare a public class (static, if nested), not abstract, with a public no-argument constructor, that"
                    + " extends org.apache.flink.table.functions.ScalarFunction: as"
                    + " tableEnvironment.createTemporarySystemFunction(name, type) takes it."),
    SQL_FUNCTION_NAME(
            "TypegenSqlFunctionName",
            "%s declares the function '%s' with %s.",
            "Give each function of a stage (its own and its @Pipeline's) a name of its own, the name its query calls"
                    + " it by."),
    SQL_FUNCTION_NOT_COMPILED(
            "TypegenSqlFunctionNotCompiled",
            "The query of @Stage.Sql '%s' is not checked before the job is built, and runs on Flink's Table runtime:"
                    + " it may call %s, which this compilation compiles from source, and Flink's SQL front end needs"
                    + " the compiled class to check a call of a function (its type inference runs the class).",
            "To have the query checked and fused, compile the function before this module: move it to a module"
                    + " this one depends on, or a library. Or declare the stage checked = false, which leaves its"
                    + " query to the job's build without this warning."),
    // ---- where each @Stage.Sql query runs: as Java in the fused operator, or on Flink's Table runtime ----
    SQL_FUSED(
            "TypegenSqlFused",
            "The query of @Stage.Sql '%s' is fused: Flink's planner plans it as %s, which Typegen writes as Java %s,"
                    + " on the @FlinkType values, with no Table runtime, no RowData and no copy.",
            "Nothing to do; a query that needs Flink's Table runtime instead gets a TypegenSqlNotFused note."),
    SQL_NOT_FUSED(
            "TypegenSqlNotFused",
            "The query of @Stage.Sql '%s' runs on Flink's Table runtime, between the operators before and after"
                    + " it, not as Java inside the fused operator: %s.",
            "To have '%s' fused, keep its query to a projection and filter of its input with the operators and"
                    + " functions docs/pipelines-and-sql.md lists under \"Which queries fuse\"; or, where it needs"
                    + " the Table runtime, leave -Atypegen.sql.requireFusion unset (a note instead of this error)."),
    // ---- Flink's @TypeInfo on the compiled classes ----
    NOT_WOVEN(
            "TypegenNotWoven",
            "The class file of %s does not carry Flink's @TypeInfo(%s.class), which Typegen adds as javac writes it:"
                    + " %s. Until it does, Flink's own type extraction (TypeInformation.of, env.fromData, functions and"
                    + " state descriptors by class) does not find the generated serializer: it falls back to Kryo, or"
                    + " with pipeline.generic-types: false fails with \"Generic types have been disabled\".",
            "Add the weave goal of io.github.typegen:typegen-maven-plugin to the build, which adds @TypeInfo to the"
                    + " compiled classes (mvn process-classes or any later phase), and in an IDE let Maven or Gradle"
                    + " build (IntelliJ IDEA: delegate build and run actions to Maven); or hand Flink"
                    + " Typegen.typeInfo(%s.class), which needs no @TypeInfo."),
    // ---- JSON codecs: @FlinkType(json = true), -Atypegen.json ----
    JSON_UNSUPPORTED_FIELD(
            "TypegenJsonUnsupportedField",
            "Field '%s' of %s has the type %s, which the JSON codec cannot read or write: %s.",
            "%s"),
    JSON_UNSUPPORTED_CLASS(
            "TypegenJsonUnsupportedClass",
            "%s cannot have a JSON codec: %s.",
            "%s"),
    JSON_FORMAT(
            "TypegenJsonFormat",
            "Field '%s' of %s has @JsonFormat(%s), which the JSON codec cannot follow: %s.",
            "On a field of type Instant, LocalDate, LocalTime, LocalDateTime or java.util.Date, write a pattern of"
                    + " java.time.format.DateTimeFormatter (of java.text.SimpleDateFormat for java.util.Date), with"
                    + " shape STRING or left out; or remove @JsonFormat to read and write ISO-8601 text."),
    JSON_MODULE_MISSING(
            "TypegenJsonMissing",
            "%s asks for a JSON codec, but io.github.typegen:typegen-json is not on the compile classpath.",
            "Add the dependency io.github.typegen:typegen-json to the module, or remove json = true from"
                    + " @FlinkType (and -Atypegen.json=true from the compiler arguments)."),
    // ---- the processor's options: -Atypegen.* ----
    UNKNOWN_OPTION(
            "TypegenUnknownOption",
            "Typegen has no processor option -A%s; it is ignored.",
            "Use one of Typegen's options: %s (see \"Processor options\" in docs/processor.md), or remove it."),
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

    /** What is wrong, a {@link String#format} pattern: the error reference ({@code docs/errors.md}) shows it. */
    String problemPattern() {
        return problem;
    }

    /** How to fix it, a {@link String#format} pattern taking the arguments the problem leaves over. */
    String fixPattern() {
        return fix;
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
