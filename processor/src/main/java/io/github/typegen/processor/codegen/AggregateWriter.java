package io.github.typegen.processor.codegen;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import javax.lang.model.element.Modifier;

import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.sql.AggregatePlan;
import io.github.typegen.processor.sql.SqlExpr;

/**
 * Writes a group aggregation ({@link AggregatePlan}, which {@link AggregateCheck} accepted) as the classes of a typed
 * keyed operator, nested in the fused pipeline class:
 * <ul>
 * <li>the group key, a class of one field per key column, held as the fused code holds the column's values (a
 * primitive for a {@code NOT NULL} number, a {@code TimestampData} for a timestamp), with {@code equals} and {@code
 * hashCode}, its serializer and its type information: never Kryo, never {@code Row};
 * <li>the accumulator, one field or two per aggregate call: a primitive where the SQL type allows, with a flag
 * saying whether it holds a value yet where Flink's accumulator starts as {@code NULL} ({@code SUM}, {@code MIN},
 * {@code MAX}), and its serializer, for the operator's keyed state;
 * <li>the key selector, computing the key's expressions over the stage's input value;
 * <li>the {@code KeyedProcessFunction}: the filter and the aggregated columns before the aggregation, each call's
 * accumulation as Flink's own aggregate function accumulates ({@code SumAggFunction}, {@code CountAggFunction},
 * {@code Count1AggFunction}, {@code Sum0AggFunction}, {@code MinAggFunction}, {@code MaxAggFunction}, {@code
 * AvgAggFunction}), and the changelog as Flink's {@code GroupAggFunction} emits it: {@code +I} on a key's first row,
 * then {@code -U} of the previous result and {@code +U} of the new one, nothing when the aggregated values did not
 * change (compared as Flink's generated equaliser compares them). Each emitted row goes through the projection and
 * filter after the aggregation on its own, as Flink's {@code Calc} after the aggregation takes each row of the
 * changelog.
 * </ul>
 * A window aggregation ({@link AggregatePlan#window()}) reuses the key, the key selector, the accumulator (with a
 * count of the window's rows) and the emission of a row, with a keyed function of its own in place of the group
 * aggregation's: accumulators per slice of a window in a map state, event-time timers, late rows dropped, as Flink's
 * slicing window aggregation computes them.
 */
public final class AggregateWriter {

    private static final ClassName TYPE_SERIALIZER = ClassName.get("org.apache.flink.api.common.typeutils",
            "TypeSerializer");
    private static final ClassName SINGLETON = ClassName.get("org.apache.flink.api.common.typeutils.base",
            "TypeSerializerSingleton");
    private static final ClassName STATE_SNAPSHOT = ClassName.get("io.github.typegen.runtime.sql",
            "AggregateStateSnapshot");
    private static final ClassName SNAPSHOT = ClassName.get("org.apache.flink.api.common.typeutils",
            "TypeSerializerSnapshot");
    private static final ClassName DATA_INPUT = ClassName.get("org.apache.flink.core.memory", "DataInputView");
    private static final ClassName DATA_OUTPUT = ClassName.get("org.apache.flink.core.memory", "DataOutputView");
    private static final ClassName STRING_VALUE = ClassName.get("org.apache.flink.types", "StringValue");
    private static final ClassName BIG_DEC_SERIALIZER = ClassName.get("org.apache.flink.api.common.typeutils.base",
            "BigDecSerializer");
    private static final ClassName KEY_SELECTOR = ClassName.get("org.apache.flink.api.java.functions",
            "KeySelector");
    private static final ClassName KEYED_PROCESS = ClassName.get("org.apache.flink.streaming.api.functions",
            "KeyedProcessFunction");
    /** The {@code Context} the keyed function inherits, by its simple name (an inner class of a generic one). */
    private static final ClassName CONTEXT = ClassName.get("", "Context");
    private static final ClassName OPEN_CONTEXT = ClassName.get("org.apache.flink.api.common.functions",
            "OpenContext");
    private static final ClassName VALUE_STATE = ClassName.get("org.apache.flink.api.common.state", "ValueState");
    private static final ClassName VALUE_STATE_DESCRIPTOR = ClassName.get("org.apache.flink.api.common.state",
            "ValueStateDescriptor");
    private static final ClassName MAP_STATE = ClassName.get("org.apache.flink.api.common.state", "MapState");
    private static final ClassName MAP_STATE_DESCRIPTOR = ClassName.get("org.apache.flink.api.common.state",
            "MapStateDescriptor");
    private static final ClassName BOOLEAN_SERIALIZER = ClassName.get("org.apache.flink.api.common.typeutils.base",
            "BooleanSerializer");
    private static final ClassName COLLECTOR = ClassName.get("org.apache.flink.util", "Collector");
    private static final ClassName CHANGE = ClassName.get("io.github.typegen.runtime.table", "Change");
    private static final ClassName ROW_KIND = ClassName.get("org.apache.flink.types", "RowKind");
    private static final ClassName OBJECTS = ClassName.get("java.util", "Objects");
    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");
    private static final ClassName BIG_DECIMAL = ClassName.get(BigDecimal.class);
    private static final ClassName SQL_WINDOWS = ClassName.get("io.github.typegen.runtime.sql", "SqlWindows");
    private static final ClassName AGGREGATE_TYPE_INFO =
            ClassName.get("io.github.typegen.runtime.sql", "AggregateTypeInfo");
    private static final ClassName TYPE_INFO = ClassName.get("org.apache.flink.api.common.typeinfo", "TypeInfo");
    private static final ClassName TYPE_INFO_FACTORY =
            ClassName.get("org.apache.flink.api.common.typeinfo", "TypeInfoFactory");
    private static final ClassName TYPE_INFORMATION =
            ClassName.get("org.apache.flink.api.common.typeinfo", "TypeInformation");
    private static final ClassName SLICE_BUFFER = ClassName.get("io.github.typegen.runtime.sql", "SliceBuffer");
    private static final ClassName BUFFERED_WINDOW_AGGREGATE =
            ClassName.get("io.github.typegen.runtime.sql", "BufferedWindowAggregate");
    private static final ClassName WINDOW_AGGREGATE_OPERATOR =
            ClassName.get("io.github.typegen.runtime.sql", "WindowAggregateOperator");
    private static final ClassName LONG_SERIALIZER = ClassName.get("org.apache.flink.api.common.typeutils.base",
            "LongSerializer");
    private static final ClassName COUNTER = ClassName.get("org.apache.flink.metrics", "Counter");
    private static final ClassName TIMER_SERVICE = ClassName.get("org.apache.flink.streaming.api", "TimerService");
    /** The {@code OnTimerContext} the keyed function inherits, by its simple name. */
    private static final ClassName ON_TIMER_CONTEXT = ClassName.get("", "OnTimerContext");
    private static final ClassName CHECKPOINTED = ClassName.get("org.apache.flink.streaming.api.checkpoint",
            "CheckpointedFunction");
    private static final ClassName INITIALIZATION_CONTEXT = ClassName.get("org.apache.flink.runtime.state",
            "FunctionInitializationContext");
    private static final ClassName SNAPSHOT_CONTEXT = ClassName.get("org.apache.flink.runtime.state",
            "FunctionSnapshotContext");
    private static final ClassName LIST_STATE = ClassName.get("org.apache.flink.api.common.state", "ListState");
    private static final ClassName LIST_STATE_DESCRIPTOR = ClassName.get("org.apache.flink.api.common.state",
            "ListStateDescriptor");
    private static final ClassName MAP_SERIALIZER = ClassName.get("org.apache.flink.api.common.typeutils.base",
            "MapSerializer");
    private static final ClassName MAP = ClassName.get("java.util", "Map");
    private static final ClassName HASH_MAP = ClassName.get("java.util", "HashMap");
    private static final ClassName SET = ClassName.get("java.util", "Set");
    private static final ClassName HASH_SET = ClassName.get("java.util", "HashSet");
    /** The accumulator's count of a window's rows, which says whether the window has any (Flink's count of rows). */
    private static final String ROWS = "rows";

    /**
     * The classes written for one aggregation, by name.
     *
     * @param key the group key's class
     * @param keyTypeInfo its type information
     * @param keySelector the key selector over the stage's input
     * @param function the keyed process function
     * @param operator the operator the function runs in, or null for Flink's keyed process operator
     * @param types every class written, to nest in the fused pipeline class
     */
    public record Written(ClassName key, ClassName keyTypeInfo, ClassName keySelector, ClassName function,
            ClassName operator, List<TypeSpec> types) {}

    private final AggregatePlan plan;
    /** Whether the stage returns the changelog, {@code Change<T>}, rather than the rows of an insert-only result. */
    private final boolean changelog;
    private final TableModel input;
    private final TableModel result;
    private final String stage;
    private final TypeName pipeline;
    private final TypeName inputType;
    private final TypeName output;
    private final ClassName key;
    private final ClassName accumulator;
    /** The session time zone the projections and filters around the aggregation compute in; null when none. */
    private final ZoneId sessionTimeZone;
    private final List<Type> keyTypes = new ArrayList<>();
    private final List<Field> fields = new ArrayList<>();
    /** The field of each {@code COUNT(DISTINCT ...)}'s map state, by the call's position. */
    private final java.util.Map<Integer, String> distinctViews = new java.util.HashMap<>();

    /** A field of the accumulator. */
    private record Field(String name, TypeName type, CodeBlock initial) {}

    private AggregateWriter(AggregatePlan plan, TableModel input, TableModel result, String stage, TypeName pipeline,
            TypeName inputType, ClassName outer, Function<String, String> nestedName, ZoneId sessionTimeZone,
            boolean changelog) {
        this.plan = plan;
        this.changelog = changelog;
        this.sessionTimeZone = sessionTimeZone;
        this.input = input;
        this.result = result;
        this.stage = stage;
        this.pipeline = pipeline;
        this.inputType = inputType;
        this.output = changelog ? ParameterizedTypeName.get(CHANGE, result.type().type()) : result.type().type();
        String prefix = Character.toUpperCase(stage.charAt(0)) + stage.substring(1);
        this.key = outer.nestedClass(nestedName.apply(prefix + "Key"));
        this.accumulator = outer.nestedClass(nestedName.apply(prefix + "Accumulator"));
        for (int index : plan.grouping()) {
            keyTypes.add(Type.of(plan.input().projection().get(index).type()));
        }
        for (int i = 0; i < plan.calls().size(); i++) {
            AggregatePlan.Call call = plan.calls().get(i);
            Type type = Type.of(call.type());
            if (call.function().equals(AggregateCheck.COUNT)) {
                fields.add(new Field(name(call, i), TypeName.LONG, CodeBlock.of("0L")));
            } else if (call.function().equals(AggregateCheck.AVG)) {
                boolean floating = type.root() == Root.FLOAT || type.root() == Root.DOUBLE;
                fields.add(new Field(name(call, i) + "Sum", floating ? TypeName.DOUBLE : TypeName.LONG,
                        CodeBlock.of(floating ? "0.0" : "0L")));
                fields.add(new Field(name(call, i) + "Count", TypeName.LONG, CodeBlock.of("0L")));
            } else if (call.function().equals(AggregateCheck.SUM0)) {
                // Flink's Sum0AggFunction: starts at 0 of the argument's type, a primitive's default
                fields.add(new Field(name(call, i), type.primitive(), null));
            } else {
                TypeName held = type.primitive();
                fields.add(new Field(name(call, i), held, held.isPrimitive() ? null : CodeBlock.of("null")));
                if (held.isPrimitive()) {
                    fields.add(new Field(name(call, i) + "IsSet", TypeName.BOOLEAN, null));
                }
            }
        }
        if (plan.window() != null) {
            fields.add(new Field(ROWS, TypeName.LONG, CodeBlock.of("0L")));
        }
    }

    /**
     * Writes the classes of the aggregation of {@code stage}, nested in {@code outer}.
     *
     * @param pipeline the pipeline class, which the functions hold as the fused functions do
     * @param inputType the stage's input type
     * @param nestedName a free simple name for a nested class, from a suggestion
     * @param sessionTimeZone the session time zone the build declares, which the projections and filters around the
     *     aggregation compute in, and the windows of a {@code TIMESTAMP_LTZ} rowtime are in; null when it declares
     *     none
     * @param changelog whether the stage returns {@code Change<T>}: always for a group aggregation, whose result
     *     updates; a window aggregation's insertions may be returned as {@code T} too
     */
    public static Written write(AggregatePlan plan, TableModel input, TableModel result, String stage,
            TypeName pipeline, TypeName inputType, ClassName outer, Function<String, String> nestedName,
            String sessionTimeZone, boolean changelog) {
        AggregateWriter writer = new AggregateWriter(plan, input, result, stage, pipeline, inputType, outer,
                nestedName, sessionTimeZone == null ? null : ZoneId.of(sessionTimeZone), changelog);
        ClassName keySerializer = outer.nestedClass(nestedName.apply(writer.key.simpleName() + "Serializer"));
        ClassName keySnapshot = outer.nestedClass(nestedName.apply(writer.key.simpleName() + "SerializerSnapshot"));
        ClassName keyTypeInfo = outer.nestedClass(nestedName.apply(writer.key.simpleName() + "TypeInfo"));
        ClassName accumulatorSerializer =
                outer.nestedClass(nestedName.apply(writer.accumulator.simpleName() + "Serializer"));
        ClassName accumulatorSnapshot =
                outer.nestedClass(nestedName.apply(writer.accumulator.simpleName() + "SerializerSnapshot"));
        ClassName keyFactory = outer.nestedClass(nestedName.apply(writer.key.simpleName() + "TypeInfoFactory"));
        ClassName accumulatorTypeInfo = outer.nestedClass(nestedName.apply(writer.accumulator.simpleName()
                + "TypeInfo"));
        ClassName accumulatorFactory = outer.nestedClass(nestedName.apply(writer.accumulator.simpleName()
                + "TypeInfoFactory"));
        String prefix = writer.key.simpleName().substring(0, writer.key.simpleName().length() - "Key".length());
        ClassName selector = outer.nestedClass(nestedName.apply(prefix + "KeySelector"));
        ClassName function = outer.nestedClass(nestedName.apply(prefix + "Aggregate"));
        List<TypeSpec> types = List.of(writer.keyClass(keyFactory), writer.keySerializer(keySerializer, keySnapshot),
                writer.snapshot(keySnapshot, writer.key, keySerializer, "the group key", writer.keyColumns(), false),
                typeInfo(keyTypeInfo, writer.key, keySerializer, true, "a key type"),
                typeInfoFactory(keyFactory, writer.key, keyTypeInfo),
                writer.accumulatorClass(accumulatorFactory),
                writer.accumulatorSerializer(accumulatorSerializer, accumulatorSnapshot),
                typeInfo(accumulatorTypeInfo, writer.accumulator, accumulatorSerializer, false, "the state of a key"),
                typeInfoFactory(accumulatorFactory, writer.accumulator, accumulatorTypeInfo),
                writer.snapshot(accumulatorSnapshot, writer.accumulator, accumulatorSerializer, "the accumulator",
                        writer.accumulatorColumns(), true),
                writer.keySelector(selector), plan.window() == null ? writer.function(function, accumulatorSerializer)
                        : writer.windowFunction(function, accumulatorSerializer));
        return new Written(writer.key, keyTypeInfo, selector, function,
                plan.window() == null ? null : WINDOW_AGGREGATE_OPERATOR, types);
    }

    private static String name(AggregatePlan.Call call, int index) {
        return call.name().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]", "") + index;
    }

    // ------------------------------------------------------------------------
    //  the key
    // ------------------------------------------------------------------------

    private TypeSpec keyClass(ClassName factory) {
        TypeSpec.Builder type = TypeSpec.classBuilder(key).addModifiers(Modifier.PUBLIC, Modifier.STATIC,
                Modifier.FINAL)
                .addAnnotation(typeInfoAnnotation(factory))
                .addJavadoc("The group key of {@code $L}: one field per key column, as the fused code holds it.\n",
                        stage);
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
        CodeBlock.Builder equals = CodeBlock.builder();
        CodeBlock.Builder hash = CodeBlock.builder().add("int hash = 1;\n");
        for (int i = 0; i < keyTypes.size(); i++) {
            TypeName java = keyTypes.get(i).javaType();
            type.addField(java, "f" + i, Modifier.FINAL);
            constructor.addParameter(java, "f" + i).addStatement("this.f$L = f$L", i, i);
            equals.add(i == 0 ? "return " : "\n        && ");
            if (java.isPrimitive()) {
                equals.add("$T.compare(f$L, other.f$L) == 0", java.box(), i, i);
                hash.addStatement("hash = 31 * hash + $T.hashCode(f$L)", java.box(), i);
            } else {
                equals.add("$T.equals(f$L, other.f$L)", OBJECTS, i, i);
                hash.addStatement("hash = 31 * hash + $T.hashCode(f$L)", OBJECTS, i);
            }
        }
        if (keyTypes.isEmpty()) {
            equals.add("return true");
        }
        type.addMethod(constructor.build());
        type.addMethod(MethodSpec.methodBuilder("equals")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.BOOLEAN)
                .addParameter(Object.class, "object")
                .beginControlFlow("if (!(object instanceof $T other))", key)
                .addStatement("return false")
                .endControlFlow()
                .addStatement("$L", equals.build())
                .build());
        type.addMethod(MethodSpec.methodBuilder("hashCode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(TypeName.INT)
                .addCode(hash.build())
                .addStatement("return hash")
                .build());
        CodeBlock.Builder text = CodeBlock.builder().add("return \"(\"");
        for (int i = 0; i < keyTypes.size(); i++) {
            text.add(i == 0 ? " + f$L" : " + \", \" + f$L", i);
        }
        type.addMethod(MethodSpec.methodBuilder("toString")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(String.class)
                .addStatement("$L + \")\"", text.build())
                .build());
        return type.build();
    }

    private TypeSpec keySerializer(ClassName name, ClassName snapshot) {
        MethodSpec.Builder serialize = MethodSpec.methodBuilder("serialize")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(key, "record")
                .addParameter(DATA_OUTPUT, "target")
                .addException(IOException.class);
        MethodSpec.Builder deserialize = MethodSpec.methodBuilder("deserialize")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(key)
                .addParameter(DATA_INPUT, "source")
                .addException(IOException.class);
        List<CodeBlock> arguments = new ArrayList<>();
        for (int i = 0; i < keyTypes.size(); i++) {
            Type type = keyTypes.get(i);
            write(serialize, CodeBlock.of("record.f$L", i), type.javaType());
            String local = "f" + i;
            read(deserialize, local, type.javaType());
            arguments.add(CodeBlock.of("$L", local));
        }
        deserialize.addStatement("return new $T($L)", key, CodeBlock.join(arguments, ", "));
        return singletonSerializer(name, key, snapshot, true, CodeBlock.of("null"),
                CodeBlock.builder().addStatement("return from").build(),
                serialize.build(), deserialize.build());
    }

    /**
     * The type information of the key or the accumulator {@code type}, with its serializer; {@code what} says which
     * for its comment.
     */
    private static TypeSpec typeInfo(ClassName name, ClassName type, ClassName serializer, boolean keyType,
            String what) {
        return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(AGGREGATE_TYPE_INFO, type))
                .addJavadoc("The type information of {@link $T}: $L, with its own serializer.\n", type, what)
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addStatement("super($T.class, $T.INSTANCE, $L)", type, serializer, keyType)
                        .build())
                .build();
    }

    /** {@code @TypeInfo(factory.class)}: Flink's type extraction, and Typegen's Kryo check, take the factory's. */
    private static AnnotationSpec typeInfoAnnotation(ClassName factory) {
        return AnnotationSpec.builder(TYPE_INFO).addMember("value", "$T.class", factory).build();
    }

    /** The factory the {@code @TypeInfo} of {@code type} names, of its type information {@code typeInfo}. */
    private static TypeSpec typeInfoFactory(ClassName name, ClassName type, ClassName typeInfo) {
        return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(TYPE_INFO_FACTORY, type))
                .addJavadoc("The factory of {@link $T}, which the {@code @TypeInfo} of {@link $T} names.\n",
                        typeInfo, type)
                .addMethod(MethodSpec.methodBuilder("createTypeInfo")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(TYPE_INFORMATION, type))
                        .addParameter(java.lang.reflect.Type.class, "type")
                        .addParameter(ParameterizedTypeName.get(ClassName.get(java.util.Map.class),
                                ClassName.get(String.class), ParameterizedTypeName.get(TYPE_INFORMATION,
                                        WildcardTypeName.subtypeOf(Object.class))),
                                "genericParameters")
                        .addStatement("return new $T()", typeInfo)
                        .build())
                .build();
    }

    // ------------------------------------------------------------------------
    //  the accumulator
    // ------------------------------------------------------------------------

    private TypeSpec accumulatorClass(ClassName factory) {
        TypeSpec.Builder type = TypeSpec.classBuilder(accumulator).addModifiers(Modifier.PUBLIC, Modifier.STATIC,
                Modifier.FINAL)
                .addAnnotation(typeInfoAnnotation(factory))
                .addJavadoc("The accumulator of {@code $L} for one key: its state.\n", stage);
        for (Field field : fields) {
            FieldSpec.Builder spec = FieldSpec.builder(field.type(), field.name());
            if (field.initial() != null) {
                spec.initializer(field.initial());
            }
            type.addField(spec.build());
        }
        return type.build();
    }

    private TypeSpec accumulatorSerializer(ClassName name, ClassName snapshot) {
        MethodSpec.Builder serialize = MethodSpec.methodBuilder("serialize")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(accumulator, "record")
                .addParameter(DATA_OUTPUT, "target")
                .addException(IOException.class);
        MethodSpec.Builder deserialize = MethodSpec.methodBuilder("deserialize")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(accumulator)
                .addParameter(DATA_INPUT, "source")
                .addException(IOException.class)
                .addStatement("$T record = new $T()", accumulator, accumulator);
        CodeBlock.Builder copy = CodeBlock.builder().addStatement("$T copy = new $T()", accumulator, accumulator);
        for (Field field : fields) {
            write(serialize, CodeBlock.of("record.$L", field.name()), field.type());
            read(deserialize, "record." + field.name(), field.type());
            copy.addStatement("copy.$L = from.$L", field.name(), field.name());
        }
        deserialize.addStatement("return record");
        copy.addStatement("return copy");
        TypeSpec serializer = singletonSerializer(name, accumulator, snapshot, false,
                CodeBlock.of("new $T()", accumulator), copy.build(), serialize.build(), deserialize.build());
        return serializer.toBuilder().addMethod(migrate()).build();
    }

    /**
     * {@code migrate}: the accumulator of state written by an earlier version of the query, from its columns' values
     * ({@code AggregateStateSnapshot.Migration}): each value converted to the column's type, which holds it exactly
     * (the snapshot accepts only widenings); a column without a value keeps its empty one.
     */
    private MethodSpec migrate() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("migrate")
                .addJavadoc("The accumulator holding {@code values}, one per aggregate column: the value a savepoint's"
                        + "\nstate holds for it, or null for a column it has no value of$L.\n",
                        plan.window() == null ? "" : ";\nthen the slice's count of rows")
                .addModifiers(Modifier.STATIC)
                .returns(accumulator)
                .addParameter(Object[].class, "values")
                .addStatement("$T accumulator = new $T()", accumulator, accumulator);
        for (int i = 0; i < plan.calls().size(); i++) {
            AggregatePlan.Call call = plan.calls().get(i);
            String field = "accumulator." + name(call, i);
            Type type = Type.of(call.type());
            method.beginControlFlow("if (values[$L] != null)", i);
            if (call.function().equals(AggregateCheck.COUNT)) {
                method.addStatement("$L = (($T) values[$L]).longValue()", field, Number.class, i);
            } else if (call.function().equals(AggregateCheck.AVG)) {
                boolean floating = type.root() == Root.FLOAT || type.root() == Root.DOUBLE;
                method.addStatement("$T[] average = ($T[]) values[$L]", Number.class, Number.class, i)
                        .addStatement("$LSum = average[0].$L()", field, floating ? "doubleValue" : "longValue")
                        .addStatement("$LCount = average[1].longValue()", field);
            } else if (!type.primitive().isPrimitive()) {
                method.addStatement("$L = ($T) values[$L]", field, type.primitive(), i);
            } else if (type.primitive().equals(TypeName.BOOLEAN)) {
                method.addStatement("$L = ($T) values[$L]", field, Boolean.class, i);
                method.addStatement("$LIsSet = true", field);
            } else {
                method.addStatement("$L = (($T) values[$L]).$LValue()", field, Number.class, i, type.primitive());
                if (!call.function().equals(AggregateCheck.SUM0)) {
                    method.addStatement("$LIsSet = true", field);
                }
            }
            method.endControlFlow();
        }
        if (plan.window() != null) {
            // the slice's count of rows, a column of every version of a window aggregation
            method.addStatement("accumulator.$L = (($T) values[$L]).longValue()", ROWS, Number.class,
                    plan.calls().size());
        }
        return method.addStatement("return accumulator").build();
    }

    /** Writes a field of the Java type {@code java}. */
    private static void write(MethodSpec.Builder method, CodeBlock value, TypeName java) {
        if (java.isPrimitive()) {
            method.addStatement("target.$L($L)", writer(java), value);
        } else if (java.equals(ClassName.get(String.class))) {
            method.addStatement("$T.writeString($L, target)", STRING_VALUE, value);
        } else if (java.equals(BIG_DECIMAL)) {
            method.addStatement("$T.INSTANCE.serialize($L, target)", BIG_DEC_SERIALIZER, value);
        } else if (java.equals(DateTimeCode.TIMESTAMP_DATA)) {
            method.addStatement("target.writeBoolean($L != null)", value);
            method.beginControlFlow("if ($L != null)", value)
                    .addStatement("target.writeLong($L.getMillisecond())", value)
                    .addStatement("target.writeInt($L.getNanoOfMillisecond())", value)
                    .endControlFlow();
        } else {
            // a box of a nullable number or boolean
            TypeName primitive = java.unbox();
            method.addStatement("target.writeBoolean($L != null)", value);
            method.beginControlFlow("if ($L != null)", value)
                    .addStatement("target.$L($L)", writer(primitive), value)
                    .endControlFlow();
        }
    }

    /** Reads a field written by {@link #write} into {@code target} (a new local when it has no dot). */
    private static void read(MethodSpec.Builder method, String target, TypeName java) {
        String assign = target.contains(".") ? target : java + " " + target;
        if (java.isPrimitive()) {
            method.addStatement("$L = source.$L()", assign, reader(java));
        } else if (java.equals(ClassName.get(String.class))) {
            method.addStatement("$L = $T.readString(source)", assign, STRING_VALUE);
        } else if (java.equals(BIG_DECIMAL)) {
            method.addStatement("$L = $T.readBigDecimal(source)", assign, BIG_DEC_SERIALIZER);
        } else if (java.equals(DateTimeCode.TIMESTAMP_DATA)) {
            method.addStatement("$L = source.readBoolean() ? $T.fromEpochMillis(source.readLong(), source.readInt())"
                    + " : null", assign, DateTimeCode.TIMESTAMP_DATA);
        } else {
            method.addStatement("$L = source.readBoolean() ? ($T) source.$L() : null", assign, java,
                    reader(java.unbox()));
        }
    }

    private static String writer(TypeName primitive) {
        return "write" + capitalize(primitive.equals(TypeName.BYTE) ? "byte" : primitive.toString());
    }

    private static String reader(TypeName primitive) {
        return "read" + capitalize(primitive.toString());
    }

    /** A stateless serializer of {@code type}, with its snapshot. */
    private static TypeSpec singletonSerializer(ClassName name, ClassName type, ClassName snapshot, boolean immutable,
            CodeBlock instance, CodeBlock copy, MethodSpec serialize, MethodSpec deserialize) {
        return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(SINGLETON, type))
                .addJavadoc("The serializer of {@link $T}.\n", type)
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addField(FieldSpec.builder(name, "INSTANCE", Modifier.STATIC, Modifier.FINAL)
                        .initializer("new $T()", name).build())
                .addMethod(booleanMethod("isImmutableType", immutable))
                .addMethod(MethodSpec.methodBuilder("createInstance")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(type)
                        .addStatement("return $L", instance)
                        .build())
                .addMethod(MethodSpec.methodBuilder("copy")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(type)
                        .addParameter(type, "from")
                        .addCode(copy)
                        .build())
                .addMethod(MethodSpec.methodBuilder("copy")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(type)
                        .addParameter(type, "from")
                        .addParameter(type, "reuse")
                        .addStatement("return copy(from)")
                        .build())
                .addMethod(intMethod("getLength", -1))
                .addMethod(serialize)
                .addMethod(deserialize)
                .addMethod(MethodSpec.methodBuilder("deserialize")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(type)
                        .addParameter(type, "reuse")
                        .addParameter(DATA_INPUT, "source")
                        .addException(IOException.class)
                        .addStatement("return deserialize(source)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("copy")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(DATA_INPUT, "source")
                        .addParameter(DATA_OUTPUT, "target")
                        .addException(IOException.class)
                        .addStatement("serialize(deserialize(source), target)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("snapshotConfiguration")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(SNAPSHOT, type))
                        .addStatement("return new $T()", snapshot)
                        .build())
                .build();
    }

    /**
     * The snapshot of a stateless serializer, restored by its no-argument constructor, recording the layout it
     * writes as the query's {@code columns}: a restore of state written for other columns fails naming them, or,
     * when {@code migrates}, moves the state of a query with fewer or narrower aggregate columns into this one's
     * through the serializer's {@code migrate}.
     */
    private TypeSpec snapshot(ClassName name, ClassName type, ClassName serializer, String what,
            List<CodeBlock> columns, boolean migrates) {
        return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(STATE_SNAPSHOT, type))
                .addJavadoc("The snapshot of {@link $T}, which Flink restores by this constructor: the layout of"
                        + " the state, by the query's columns.\n", serializer)
                .addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addStatement("super($S, $T.of(\n$>$L$<), () -> $T.INSTANCE$L)",
                                what + " of query stage '" + stage + "'", List.class,
                                CodeBlock.join(columns, ",\n"), serializer,
                                migrates ? CodeBlock.of(", $T::migrate", serializer) : CodeBlock.of(""))
                        .build())
                .build();
    }

    /** The name of the query's result column that is the aggregation's output column {@code index}, if one is. */
    private String resultName(int index, String otherwise) {
        for (int i = 0; i < plan.result().projection().size(); i++) {
            if (plan.result().projection().get(i) instanceof SqlExpr.InputRef ref && ref.index() == index) {
                return plan.result().names().get(i);
            }
        }
        return otherwise;
    }

    /** The group key's columns, with their types, as the key's serializer writes them. */
    private List<CodeBlock> keyColumns() {
        List<CodeBlock> columns = new ArrayList<>();
        for (int i = 0; i < keyTypes.size(); i++) {
            String name = resultName(i, "key " + plan.input().names().get(plan.grouping().get(i)));
            columns.add(CodeBlock.of("column($S, $S, $S)", name, keyTypes.get(i).toString(),
                    definition(plan.input().projection().get(plan.grouping().get(i)))));
        }
        return columns;
    }

    /** The aggregate calls' columns, each with what the accumulator holds for it. */
    private List<CodeBlock> accumulatorColumns() {
        List<CodeBlock> columns = new ArrayList<>();
        for (int i = 0; i < plan.calls().size(); i++) {
            AggregatePlan.Call call = plan.calls().get(i);
            String name = resultName(keyTypes.size() + i, "aggregate " + i);
            String held = call.name() + (call.distinct() ? " DISTINCT " : " ") + Type.of(call.type())
                    + (call.filter() >= 0 ? " FILTER" : "");
            columns.add(CodeBlock.of("column($S, $S, $S)", name, held, definition(call)));
        }
        if (plan.window() != null) {
            columns.add(CodeBlock.of("column($S, $S, $S)", "window rows", "COUNT(*) BIGINT NOT NULL", "COUNT(*)"));
        }
        return columns;
    }

    /**
     * How the query computes call {@code call}, as its state snapshot records it: the function, its argument with a
     * cast from one number type to another left out (a widening of the argument's type is seen in the held type),
     * except for a distinct argument, whose values a map state holds by the serializer of its type (recorded with
     * it), and its filter:
     * {@code SUM($amount)}, {@code COUNT(DISTINCT $amount BIGINT)}, {@code COUNT(*) FILTER (WHERE >($amount, 0))}.
     */
    private String definition(AggregatePlan.Call call) {
        List<String> arguments = new ArrayList<>();
        for (int argument : call.arguments()) {
            SqlExpr expression = plan.input().projection().get(argument);
            // not for a distinct argument: its cast changes the serializer of the map state of values seen
            while (!call.distinct() && expression instanceof SqlExpr.Call cast
                    && cast.operator().equals(CastCalls.CAST)
                    && isNumber(cast.type()) && isNumber(cast.operands().get(0).type())) {
                expression = cast.operands().get(0);
            }
            arguments.add(definition(expression) + (call.distinct() ? " " + expression.type().root().sql() : ""));
        }
        String text = call.name() + "(" + (call.distinct() ? "DISTINCT " : "")
                + (arguments.isEmpty() ? "*" : String.join(", ", arguments)) + ")";
        return call.filter() < 0 ? text
                : text + " FILTER (WHERE " + definition(plan.input().projection().get(call.filter())) + ")";
    }

    private static boolean isNumber(SqlType type) {
        return switch (type.root()) {
            case TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DECIMAL -> true;
            default -> false;
        };
    }

    /** An expression over the query's input columns as text: {@code $name} for a column, a call as its name. */
    private String definition(SqlExpr expression) {
        return expression.accept(new SqlExpr.Visitor<>() {
            @Override
            public String inputRef(SqlExpr.InputRef ref) {
                return "$" + input.columns().get(ref.index()).name();
            }

            @Override
            public String literal(SqlExpr.Literal literal) {
                return literal.value() == null ? "NULL"
                        : literal.type().root().isCharacter() ? "'" + literal.value() + "'"
                        : literal.value();
            }

            @Override
            public String call(SqlExpr.Call call) {
                List<String> operands = new ArrayList<>();
                for (SqlExpr operand : call.operands()) {
                    operands.add(operand.accept(this));
                }
                // a cast's type is not among its operands
                return call.operator().equals(CastCalls.CAST) || call.operator().equals(CastCalls.TRY_CAST)
                        ? call.name() + "(" + operands.get(0) + " AS " + call.type().summary() + ")"
                        : call.name() + "(" + String.join(", ", operands) + ")";
            }
        });
    }

    // ------------------------------------------------------------------------
    //  the key selector and the keyed function
    // ------------------------------------------------------------------------

    private TypeSpec keySelector(ClassName name) {
        TypeSpec.Builder type = nested(name, ParameterizedTypeName.get(KEY_SELECTOR, inputType, key), true)
                .addJavadoc("The group key of {@code $L}, computed from the stage's input.\n", stage);
        CodeBlock.Builder code = CodeBlock.builder();
        Names locals = new LocalNames(List.of("value", "pipeline"));
        List<Value> keys = CalcWriter.values(plan.input(), plan.grouping(), false, input, sessionTimeZone, "value", code,
                locals, constants(type, new LocalNames(List.of("serialVersionUID", "pipeline"))),
                AggregateWriter::noInstance);
        List<CodeBlock> arguments = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            arguments.add(held(keys.get(i), keyTypes.get(i)));
        }
        type.addMethod(MethodSpec.methodBuilder("getKey")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(key)
                .addParameter(inputType, "value")
                .addCode(code.build())
                .addStatement("return new $T($L)", key, CodeBlock.join(arguments, ", "))
                .build());
        return type.build();
    }

    private TypeSpec function(ClassName name, ClassName accumulatorSerializer) {
        TypeSpec.Builder type = nested(name, ParameterizedTypeName.get(KEYED_PROCESS, key, inputType, output), false)
                .addJavadoc("The aggregation of {@code $L}: its changelog, as Flink's {@code GroupAggFunction} emits"
                        + " it.\n", stage);
        LocalNames members = new LocalNames(List.of("serialVersionUID", "pipeline", "state"));
        Constants constants = constants(type, members);
        type.addField(ParameterizedTypeName.get(VALUE_STATE, accumulator), "state", Modifier.PRIVATE,
                Modifier.TRANSIENT);
        MethodSpec.Builder open = MethodSpec.methodBuilder("open")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(OPEN_CONTEXT, "openContext")
                .addStatement("state = getRuntimeContext().getState(new $T<>($S, $T.INSTANCE))",
                        VALUE_STATE_DESCRIPTOR, stage + ".accumulator", accumulatorSerializer);
        for (int i = 0; i < plan.calls().size(); i++) {
            AggregatePlan.Call call = plan.calls().get(i);
            if (!call.distinct()) {
                continue;
            }
            // the distinct values of the key, as Flink's distinct view keeps them: a map state
            Type argument = Type.of(plan.input().projection().get(call.arguments().get(0)).type());
            String field = members.newName("distinct" + i);
            distinctViews.put(i, field);
            type.addField(ParameterizedTypeName.get(MAP_STATE, argument.primitive().box(), TypeName.BOOLEAN.box()),
                    field, Modifier.PRIVATE, Modifier.TRANSIENT);
            open.addStatement("$L = getRuntimeContext().getMapState(new $T<>($S, $L, $T.INSTANCE))", field,
                    MAP_STATE_DESCRIPTOR, stage + ".distinct" + i, distinctSerializer(argument), BOOLEAN_SERIALIZER);
        }
        type.addMethod(open.build());

        // the input row's aggregated columns, after the filter before the aggregation
        CodeBlock.Builder code = CodeBlock.builder();
        LocalNames locals = new LocalNames(List.of("value", "context", "out", "pipeline", "state", "accumulator",
                "first"));
        List<Integer> read = new ArrayList<>();
        for (AggregatePlan.Call call : plan.calls()) {
            read.addAll(call.arguments());
            if (call.filter() >= 0) {
                read.add(call.filter());
            }
        }
        read = read.stream().distinct().toList();
        List<Value> values = CalcWriter.values(plan.input(), read, true, input, sessionTimeZone, "value", code, locals,
                constants, AggregateWriter::noInstance);
        code.addStatement("$T accumulator = state.value()", accumulator);
        code.addStatement("boolean first = accumulator == null");
        code.beginControlFlow("if (first)").addStatement("accumulator = new $T()", accumulator).endControlFlow();
        List<String> previous = new ArrayList<>();
        for (int i = 0; i < plan.calls().size(); i++) {
            previous.add(result(code, locals, "previous", i));
        }
        for (int i = 0; i < plan.calls().size(); i++) {
            AggregatePlan.Call call = plan.calls().get(i);
            Value argument = call.arguments().isEmpty() ? null : values.get(read.indexOf(call.arguments().get(0)));
            Value filter = call.filter() < 0 ? null : values.get(read.indexOf(call.filter()));
            if (filter != null) {
                code.beginControlFlow("if ($L)", filter.isPrimitive() ? filter.code()
                        : CodeBlock.of("$T.TRUE.equals($L)", Boolean.class, filter.code()));
            }
            accumulate(code, call, i, argument);
            if (filter != null) {
                code.endControlFlow();
            }
        }
        code.addStatement("state.update(accumulator)");
        List<String> current = new ArrayList<>();
        for (int i = 0; i < plan.calls().size(); i++) {
            current.add(result(code, locals, "current", i));
        }
        code.addStatement("$T key = context.getCurrentKey()", key);
        code.beginControlFlow("if (first)");
        code.addStatement("emit($T.INSERT, key, $L, out)", ROW_KIND, String.join(", ", current));
        code.addStatement("return");
        code.endControlFlow();
        CodeBlock.Builder unchanged = CodeBlock.builder();
        for (int i = 0; i < plan.calls().size(); i++) {
            unchanged.add(i == 0 ? "" : "\n&& ").add(same(Type.of(plan.calls().get(i).type()), previous.get(i),
                    current.get(i)));
        }
        // Flink emits nothing when the aggregated values are equal (without state retention, as here)
        code.beginControlFlow("if ($L)", unchanged.build()).addStatement("return").endControlFlow();
        code.addStatement("emit($T.UPDATE_BEFORE, key, $L, out)", ROW_KIND, String.join(", ", previous));
        code.addStatement("emit($T.UPDATE_AFTER, key, $L, out)", ROW_KIND, String.join(", ", current));
        type.addMethod(MethodSpec.methodBuilder("processElement")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(inputType, "value")
                .addParameter(CONTEXT, "context")
                .addParameter(ParameterizedTypeName.get(COLLECTOR, output), "out")
                .addException(Exception.class)
                .addCode(code.build())
                .build());
        type.addMethod(emit(constants));
        return type.build();
    }

    /**
     * The window aggregation's keyed function, as Flink's slicing window aggregation ({@code WindowAggOperator} with
     * its {@code SliceUnsharedSyncStateWindowAggProcessor} for tumbling windows, {@code
     * SliceSharedSyncStateWindowAggProcessor} for hopping and cumulating ones) computes it: one accumulator per
     * slice of the key in a map state by the slice's end (a tumbling window is one slice; a hopping window's
     * slices are its slides, a cumulating window's its steps), an event-time timer on each window's last
     * millisecond, a row whose windows have all fired at the current watermark dropped and counted in the {@code
     * numLateRecordsDropped} metric, and each window's result emitted when its timer fires, once, if it has rows.
     */
    private TypeSpec windowFunction(ClassName name, ClassName accumulatorSerializer) {
        AggregatePlan.Window window = plan.window();
        AggregatePlan.WindowKind kind = window.kind();
        TypeSpec.Builder type = nested(name, ParameterizedTypeName.get(KEYED_PROCESS, key, inputType, output), false)
                .addSuperinterface(CHECKPOINTED)
                .addSuperinterface(ParameterizedTypeName.get(BUFFERED_WINDOW_AGGREGATE, key, accumulator))
                .addJavadoc("The $L window aggregation of {@code $L}: its results, as Flink's window aggregation"
                        + " emits them.\n", kind, stage);
        LocalNames members = new LocalNames(List.of("serialVersionUID", "pipeline", "slices", "lateRecordsDropped",
                "SIZE", "SLIDE", "ZONE", "fire", "merge", "emit", "watermarks", "watermark", "buffer", "store"));
        Constants constants = constants(type, members);
        type.addField(FieldSpec.builder(long.class, "SIZE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The window's size in milliseconds$L.\n", kind == AggregatePlan.WindowKind.CUMULATE
                        ? " (its largest)" : "")
                .initializer("$LL", window.size()).build());
        if (kind != AggregatePlan.WindowKind.TUMBLE) {
            type.addField(FieldSpec.builder(long.class, "SLIDE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The window's $L in milliseconds: the size of a slice.\n",
                            kind == AggregatePlan.WindowKind.HOP ? "slide" : "step")
                    .initializer("$LL", window.slide()).build());
        }
        String interval = kind == AggregatePlan.WindowKind.TUMBLE ? "SIZE" : "SLIDE";
        boolean local = localRowtime();
        type.addField(FieldSpec.builder(ZoneId.class, "ZONE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc(local ? "The session time zone, whose wall clock the windows of the TIMESTAMP_LTZ rowtime"
                        + " are of.\n" : "The zone of the windows of a TIMESTAMP rowtime: UTC, not shifted.\n")
                .initializer(local ? CodeBlock.of("$T.of($S)", ZoneId.class, sessionTimeZone.getId())
                        : CodeBlock.of("$T.UTC", SQL_WINDOWS)).build());
        type.addField(ParameterizedTypeName.get(MAP_STATE, TypeName.LONG.box(), accumulator), "slices",
                Modifier.PRIVATE, Modifier.TRANSIENT);
        TypeName buffer = ParameterizedTypeName.get(SLICE_BUFFER, key, accumulator);
        type.addField(FieldSpec.builder(buffer, "buffer", Modifier.PRIVATE, Modifier.TRANSIENT)
                .addJavadoc("The accumulators of the slices rows changed since the operator last wrote them to"
                        + " {@code slices}.\n").build());
        type.addField(COUNTER, "lateRecordsDropped", Modifier.PRIVATE, Modifier.TRANSIENT);
        type.addField(FieldSpec.builder(ParameterizedTypeName.get(LIST_STATE, TypeName.LONG.box()), "watermarks",
                Modifier.PRIVATE, Modifier.TRANSIENT).build());
        type.addField(FieldSpec.builder(long.class, "watermark", Modifier.PRIVATE, Modifier.TRANSIENT)
                .addJavadoc("The latest watermark the function has seen, which decides whether a row is late: kept"
                        + " in a\nsavepoint as Flink's window operator keeps its own, and restored as the lowest of the"
                        + " subtasks'.\n").build());
        type.addMethod(MethodSpec.methodBuilder("initializeState")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(INITIALIZATION_CONTEXT, "context")
                .addException(Exception.class)
                .addStatement("watermarks = context.getOperatorStateStore().getUnionListState(new $T<>($S,"
                        + " $T.INSTANCE))", LIST_STATE_DESCRIPTOR, stage + ".watermark", LONG_SERIALIZER)
                .addStatement("watermark = Long.MIN_VALUE")
                .beginControlFlow("if (context.isRestored())")
                .addStatement("long lowest = Long.MAX_VALUE")
                .beginControlFlow("for (Long restored : watermarks.get())")
                .addStatement("lowest = Math.min(lowest, restored)")
                .endControlFlow()
                .beginControlFlow("if (lowest != Long.MAX_VALUE)")
                .addStatement("watermark = lowest")
                .endControlFlow()
                .endControlFlow()
                .build());
        type.addMethod(MethodSpec.methodBuilder("snapshotState")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(SNAPSHOT_CONTEXT, "context")
                .addException(Exception.class)
                .addStatement("watermarks.update($T.of(watermark))", List.class)
                .build());
        type.addMethod(MethodSpec.methodBuilder("open")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(OPEN_CONTEXT, "openContext")
                .addComment("the accumulator of each slice of the key, by the slice's end")
                .addStatement("slices = getRuntimeContext().getMapState(new $T<>($S, $T.INSTANCE, $T.INSTANCE))",
                        MAP_STATE_DESCRIPTOR, stage + ".slices", LONG_SERIALIZER, accumulatorSerializer)
                .addStatement("lateRecordsDropped = getRuntimeContext().getMetricGroup().counter($S)",
                        "numLateRecordsDropped")
                .addStatement("buffer = new $T<>()", SLICE_BUFFER)
                .addCode(windowDistinctStates(type, members))
                .build());
        type.addMethod(MethodSpec.methodBuilder("buffer")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(buffer)
                .addStatement("return buffer")
                .build());
        type.addMethod(MethodSpec.methodBuilder("store")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(long.class, "sliceEnd")
                .addParameter(accumulator, "accumulator")
                .addException(Exception.class)
                .addStatement("slices.put(sliceEnd, accumulator)")
                .build());

        // the input row: the filter before the aggregation, the aggregated columns and the rowtime
        CodeBlock.Builder code = CodeBlock.builder();
        LocalNames locals = new LocalNames(List.of("value", "context", "out", "pipeline", "slices", "accumulator",
                "rowtime", "sliceEnd", "watermark", "target", "unfired", "timer", "buffer", "SIZE", "SLIDE", "ZONE"));
        List<Integer> read = new ArrayList<>();
        read.add(window.timeColumn());
        for (AggregatePlan.Call call : plan.calls()) {
            read.addAll(call.arguments());
            if (call.filter() >= 0) {
                read.add(call.filter());
            }
        }
        read = read.stream().distinct().toList();
        List<Value> values = CalcWriter.values(plan.input(), read, true, input, sessionTimeZone, "value", code, locals,
                constants, AggregateWriter::noInstance);
        Value rowtime = values.get(0);
        code.addStatement("$T rowtime = $L", DateTimeCode.TIMESTAMP_DATA, rowtime.code());
        code.beginControlFlow("if (rowtime == null)")
                .addStatement("throw new $T($S)", RuntimeException.class,
                        "RowTime field should not be null, please convert it to a non-null long value: the rowtime"
                                + " column '" + input.rowTime() + "' of " + input.type().type().canonicalName()
                                + " is null in a row of stage '" + stage + "'")
                .endControlFlow();
        if (local) {
            code.add("// the windows of an instant are of the session time zone's wall clock\n");
            code.addStatement("long sliceEnd = $T.sliceEnd($T.local(rowtime.getMillisecond(), ZONE), $L)",
                    SQL_WINDOWS, SQL_WINDOWS, interval);
        } else {
            code.addStatement("long sliceEnd = $T.sliceEnd(rowtime.getMillisecond(), $L)", SQL_WINDOWS, interval);
        }
        code.addStatement("watermark = Math.max(watermark, context.timerService().currentWatermark())");
        if (kind == AggregatePlan.WindowKind.TUMBLE) {
            code.beginControlFlow("if ($T.isFired(sliceEnd, watermark, ZONE))", SQL_WINDOWS)
                    .add("// late: its window has fired\n")
                    .addStatement("lateRecordsDropped.inc()")
                    .addStatement("return")
                    .endControlFlow();
            code.addStatement("long target = sliceEnd");
            code.addStatement("long timer = $T.timer(sliceEnd, ZONE)", SQL_WINDOWS);
        } else {
            boolean hop = kind == AggregatePlan.WindowKind.HOP;
            code.addStatement("long target = sliceEnd");
            code.addStatement("long timer");
            code.beginControlFlow("if ($T.isFired(sliceEnd, watermark, ZONE))", SQL_WINDOWS);
            (hop ? code.beginControlFlow("if ($T.isFired(sliceEnd - SLIDE + SIZE, watermark, ZONE))", SQL_WINDOWS)
                    : code.beginControlFlow("if ($T.isFired($T.start(sliceEnd - 1, SIZE) + SIZE, watermark, ZONE))",
                            SQL_WINDOWS, SQL_WINDOWS))
                    .add("// late: its last window has fired\n")
                    .addStatement("lateRecordsDropped.inc()")
                    .addStatement("return")
                    .endControlFlow();
            if (!hop) {
                code.add("// its slice's windows that fired left their rows in the window's first slice: so does this"
                        + " row\n");
                code.addStatement("target = $T.start(sliceEnd - 1, SIZE) + SLIDE", SQL_WINDOWS);
            }
            code.add("// the row counts in the windows that have not fired yet\n");
            code.addStatement("long unfired = sliceEnd");
            code.beginControlFlow("while ($T.isFired(unfired, watermark, ZONE))", SQL_WINDOWS)
                    .addStatement("unfired += SLIDE")
                    .endControlFlow();
            code.addStatement("timer = $T.timer(unfired, ZONE)", SQL_WINDOWS);
            code.nextControlFlow("else");
            code.addStatement("timer = $T.timer(sliceEnd, ZONE)", SQL_WINDOWS);
            code.endControlFlow();
        }
        code.add("// the slice's accumulator: buffered since its first row after the operator last wrote the buffer\n");
        code.addStatement("$T accumulator = buffer.get(context.getCurrentKey(), target)", accumulator);
        code.beginControlFlow("if (accumulator == null)")
                .addStatement("accumulator = slices.get(target)")
                .beginControlFlow("if (accumulator == null)")
                .addStatement("accumulator = new $T()", accumulator)
                .endControlFlow()
                .addStatement("buffer.put(context.getCurrentKey(), target, accumulator, timer)")
                .endControlFlow();
        code.addStatement("accumulator.$L++", ROWS);
        for (int i = 0; i < plan.calls().size(); i++) {
            AggregatePlan.Call call = plan.calls().get(i);
            Value argument = call.arguments().isEmpty() ? null : values.get(read.indexOf(call.arguments().get(0)));
            Value filter = call.filter() < 0 ? null : values.get(read.indexOf(call.filter()));
            if (filter != null) {
                code.beginControlFlow("if ($L)", filter.isPrimitive() ? filter.code()
                        : CodeBlock.of("$T.TRUE.equals($L)", Boolean.class, filter.code()));
            }
            if (call.distinct()) {
                // the values of the slice, in the distinct call's map state: a value not seen in it counts once
                String view = distinctViews.get(i);
                String seen = locals.newName("seen" + i);
                TypeName valueType = Type.of(plan.input().projection().get(call.arguments().get(0)).type())
                        .primitive().box();
                if (!argument.isPrimitive()) {
                    code.beginControlFlow("if ($L != null)", argument.code());
                }
                code.addStatement("$T $L = $L.get(target)", ParameterizedTypeName.get(MAP, valueType,
                        TypeName.BOOLEAN.box()), seen, view);
                code.beginControlFlow("if ($L == null)", seen)
                        .addStatement("$L = new $T<>()", seen, HASH_MAP)
                        .endControlFlow();
                code.beginControlFlow("if ($L.put($L, true) == null)", seen, argument.code())
                        .addStatement("accumulator.$L++", name(call, i))
                        .addStatement("$L.put(target, $L)", view, seen)
                        .endControlFlow();
                if (!argument.isPrimitive()) {
                    code.endControlFlow();
                }
            } else {
                accumulate(code, call, i, argument);
            }
            if (filter != null) {
                code.endControlFlow();
            }
        }
        type.addMethod(MethodSpec.methodBuilder("processElement")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(inputType, "value")
                .addParameter(CONTEXT, "context")
                .addParameter(ParameterizedTypeName.get(COLLECTOR, output), "out")
                .addException(Exception.class)
                .addCode(code.build())
                .build());

        // a timer: the windows whose last millisecond it is
        MethodSpec.Builder onTimer = MethodSpec.methodBuilder("onTimer")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(long.class, "timestamp")
                .addParameter(ON_TIMER_CONTEXT, "context")
                .addParameter(ParameterizedTypeName.get(COLLECTOR, output), "out")
                .addException(Exception.class);
        onTimer.addStatement("watermark = Math.max(watermark, context.timerService().currentWatermark())");
        if (local) {
            onTimer.addComment("one window, or across a change to daylight saving time the windows of the skipped"
                    + " wall clock");
            onTimer.beginControlFlow("for (long windowEnd : $T.windowEnds(timestamp, $L, ZONE))", SQL_WINDOWS,
                    interval)
                    .addStatement("fire(context.getCurrentKey(), windowEnd, context.timerService(), out)")
                    .endControlFlow();
        } else {
            onTimer.addStatement("fire(context.getCurrentKey(), timestamp + 1, context.timerService(), out)");
        }
        type.addMethod(onTimer.build());
        type.addMethod(fire(kind));
        if (kind != AggregatePlan.WindowKind.TUMBLE) {
            type.addMethod(merge());
        }
        type.addMethod(emit(constants));
        return type.build();
    }

    /** {@code fire}: the result of the window ending at {@code windowEnd}, and the state it no longer needs. */
    private MethodSpec fire(AggregatePlan.WindowKind kind) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("fire")
                .addJavadoc("Emits the result of the window ending at {@code windowEnd} if it has rows, and drops the"
                        + " slices\nno later window reads.\n")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(key, "key")
                .addParameter(long.class, "windowEnd")
                .addParameter(TIMER_SERVICE, "timers")
                .addParameter(ParameterizedTypeName.get(COLLECTOR, output), "out")
                .addException(Exception.class);
        CodeBlock.Builder code = CodeBlock.builder();
        LocalNames locals = new LocalNames(List.of("key", "windowEnd", "timers", "out", "accumulator", "slice",
                "windowStart", "firstSlice", "i", "next"));
        switch (kind) {
            case TUMBLE -> {
                code.addStatement("$T accumulator = slices.get(windowEnd)", accumulator);
                code.beginControlFlow("if (accumulator == null)").addStatement("return").endControlFlow();
                code.addStatement("slices.remove(windowEnd)");
                for (String view : distinctViews.values()) {
                    code.addStatement("$L.remove(windowEnd)", view);
                }
            }
            case HOP -> {
                code.add("// the window's slices, from its last, merged as Flink merges them\n");
                code.addStatement("$T accumulator = new $T()", accumulator, accumulator);
                code.beginControlFlow("for (long i = 0; i < SIZE / SLIDE; i++)")
                        .addStatement("$T slice = slices.get(windowEnd - i * SLIDE)", accumulator)
                        .beginControlFlow("if (slice != null)")
                        .addStatement("merge(accumulator, slice)")
                        .endControlFlow()
                        .endControlFlow();
                distinctUnion(code, "windowEnd - i * SLIDE", "SIZE / SLIDE");
                code.add("// its first slice is in no later window\n");
                code.addStatement("slices.remove(windowEnd - SIZE + SLIDE)");
                for (String view : distinctViews.values()) {
                    code.addStatement("$L.remove(windowEnd - SIZE + SLIDE)", view);
                }
                code.beginControlFlow("if (accumulator.$L == 0)", ROWS)
                        .add("// no rows: no result, and no later window has any of this one's\n")
                        .addStatement("return")
                        .endControlFlow();
                nextTimer(code);
            }
            case CUMULATE -> {
                code.addStatement("long windowStart = $T.start(windowEnd - 1, SIZE)", SQL_WINDOWS);
                code.add("// the window's first slice holds its rows so far: this one's slice is merged into it\n");
                code.addStatement("long firstSlice = windowStart + SLIDE");
                code.addStatement("$T accumulator = slices.get(firstSlice)", accumulator);
                code.beginControlFlow("if (accumulator == null)").addStatement("accumulator = new $T()", accumulator)
                        .endControlFlow();
                code.beginControlFlow("if (windowEnd != firstSlice)")
                        .addStatement("$T slice = slices.get(windowEnd)", accumulator)
                        .beginControlFlow("if (slice != null)")
                        .addStatement("merge(accumulator, slice)")
                        .endControlFlow()
                        .addStatement("slices.remove(windowEnd)");
                for (int i = 0; i < plan.calls().size(); i++) {
                    if (!plan.calls().get(i).distinct()) {
                        continue;
                    }
                    // the window's distinct values so far: the first slice's and this one's
                    String view = distinctViews.get(i);
                    TypeName seen = ParameterizedTypeName.get(MAP, Type.of(plan.input().projection()
                            .get(plan.calls().get(i).arguments().get(0)).type()).primitive().box(),
                            TypeName.BOOLEAN.box());
                    String first = locals.newName("firstSeen" + i);
                    String later = locals.newName("seen" + i);
                    code.addStatement("$T $L = $L.get(firstSlice)", seen, first, view)
                            .addStatement("$T $L = $L.get(windowEnd)", seen, later, view)
                            .beginControlFlow("if ($L != null)", later)
                            .beginControlFlow("if ($L == null)", first)
                            .addStatement("$L = $L", first, later)
                            .nextControlFlow("else")
                            .addStatement("$L.putAll($L)", first, later)
                            .endControlFlow()
                            .addStatement("$L.put(firstSlice, $L)", view, first)
                            .addStatement("$L.remove(windowEnd)", view)
                            .endControlFlow()
                            .addStatement("accumulator.$L = $L == null ? 0L : $L.size()", name(plan.calls().get(i), i),
                                    first, first);
                }
                code.endControlFlow();
                code.beginControlFlow("if (windowEnd == windowStart + SIZE)")
                        .addStatement("slices.remove(firstSlice)");
                for (String view : distinctViews.values()) {
                    code.addStatement("$L.remove(firstSlice)", view);
                }
                code.nextControlFlow("else")
                        .addStatement("slices.put(firstSlice, accumulator)")
                        .add("// the next window of the same start fires whether or not it has rows\n");
                nextTimer(code);
                code.endControlFlow();
                code.beginControlFlow("if (accumulator.$L == 0)", ROWS).addStatement("return").endControlFlow();
            }
        }
        List<String> current = new ArrayList<>();
        for (int i = 0; i < plan.calls().size(); i++) {
            current.add(result(code, locals, "current", i));
        }
        List<String> arguments = new ArrayList<>(List.of("key", "windowEnd"));
        arguments.addAll(current);
        arguments.add("out");
        code.addStatement("emit($L)", String.join(", ", arguments));
        return method.addCode(code.build()).build();
    }

    /**
     * Registers the timer of the window after {@code windowEnd}. Flink's timers are by window, so each window fires
     * once; this function's are by time, and a timer fires the windows whose timer it is ({@code
     * SqlWindows.windowEnds}). Across a change to daylight saving time the next window may have this one's timer:
     * then it fires after this one in the same call, as Flink fires it after this one at the same time, and
     * registering the timer again would fire both again, without end.
     */
    private void nextTimer(CodeBlock.Builder code) {
        if (!localRowtime()) {
            code.addStatement("timers.registerEventTimeTimer($T.timer(windowEnd + SLIDE, ZONE))", SQL_WINDOWS);
            return;
        }
        code.addStatement("long next = $T.timer(windowEnd + SLIDE, ZONE)", SQL_WINDOWS)
                .add("// across a change to daylight saving time the next window may have this one's timer: then it"
                        + " fires next\n// in this one's call of onTimer\n")
                .beginControlFlow("if (next != $T.timer(windowEnd, ZONE))", SQL_WINDOWS)
                .addStatement("timers.registerEventTimeTimer(next)")
                .endControlFlow();
    }

    /**
     * The map state of each {@code COUNT(DISTINCT x)} of a window aggregation: the distinct values of each slice, by
     * the slice's end, as Flink's distinct view of a window keeps them per slice; registered in {@code open}.
     */
    private CodeBlock windowDistinctStates(TypeSpec.Builder type, LocalNames members) {
        CodeBlock.Builder code = CodeBlock.builder();
        for (int i = 0; i < plan.calls().size(); i++) {
            AggregatePlan.Call call = plan.calls().get(i);
            if (!call.distinct()) {
                continue;
            }
            Type argument = Type.of(plan.input().projection().get(call.arguments().get(0)).type());
            String field = members.newName("distinct" + i);
            distinctViews.put(i, field);
            type.addField(ParameterizedTypeName.get(MAP_STATE, TypeName.LONG.box(), ParameterizedTypeName.get(MAP,
                    argument.primitive().box(), TypeName.BOOLEAN.box())), field, Modifier.PRIVATE,
                    Modifier.TRANSIENT);
            code.addStatement("$L = getRuntimeContext().getMapState(new $T<>($S, $T.INSTANCE,\n"
                    + "new $T<>($L, $T.INSTANCE)))", field, MAP_STATE_DESCRIPTOR, stage + ".distinct" + i,
                    LONG_SERIALIZER, MAP_SERIALIZER, distinctSerializer(argument), BOOLEAN_SERIALIZER);
        }
        return code.build();
    }

    /**
     * Sets each {@code COUNT(DISTINCT x)} of the merged accumulator to the number of distinct values of the {@code
     * count} slices ending at {@code sliceEnd} (an expression of {@code i}).
     */
    private void distinctUnion(CodeBlock.Builder code, String sliceEnd, String count) {
        for (int i = 0; i < plan.calls().size(); i++) {
            AggregatePlan.Call call = plan.calls().get(i);
            if (!call.distinct()) {
                continue;
            }
            TypeName value = Type.of(plan.input().projection().get(call.arguments().get(0)).type()).primitive().box();
            String view = distinctViews.get(i);
            code.addStatement("$T values$L = new $T<>()", ParameterizedTypeName.get(SET, value), i, HASH_SET)
                    .beginControlFlow("for (long i = 0; i < $L; i++)", count)
                    .addStatement("$T seen = $L.get($L)", ParameterizedTypeName.get(MAP, value,
                            TypeName.BOOLEAN.box()), view, sliceEnd)
                    .beginControlFlow("if (seen != null)")
                    .addStatement("values$L.addAll(seen.keySet())", i)
                    .endControlFlow()
                    .endControlFlow()
                    .addStatement("accumulator.$L = values$L.size()", name(call, i), i);
        }
    }

    /** {@code merge}: a slice's accumulator into a window's, as each of Flink's aggregate functions merges. */
    private MethodSpec merge() {
        CodeBlock.Builder code = CodeBlock.builder();
        code.addStatement("into.$L += from.$L", ROWS, ROWS);
        for (int index = 0; index < plan.calls().size(); index++) {
            AggregatePlan.Call call = plan.calls().get(index);
            String field = name(call, index);
            Type type = Type.of(call.type());
            TypeName held = type.primitive();
            if (call.distinct()) {
                // a distinct count is the number of the window's distinct values, counted from its slices' values
                continue;
            }
            if (call.function().equals(AggregateCheck.COUNT) || call.function().equals(AggregateCheck.SUM0)) {
                code.addStatement("into.$L += from.$L", field, field);
            } else if (call.function().equals(AggregateCheck.AVG)) {
                code.addStatement("into.$LSum += from.$LSum", field, field);
                code.addStatement("into.$LCount += from.$LCount", field, field);
            } else if (call.function().equals(AggregateCheck.SUM)) {
                if (held.isPrimitive()) {
                    code.beginControlFlow("if (from.$LIsSet)", field)
                            .addStatement("into.$L = into.$LIsSet ? into.$L + from.$L : from.$L", field, field, field,
                                    field, field)
                            .addStatement("into.$LIsSet = true", field)
                            .endControlFlow();
                } else {
                    // a decimal sum: NULL on overflow, as Flink's decimal plus
                    code.beginControlFlow("if (from.$L != null)", field)
                            .addStatement("into.$L = into.$L == null ? from.$L : $T.add(into.$L, from.$L, $L, $L)",
                                    field, field, field, SQL_FUNCTIONS, field, field, type.precision(), type.scale())
                            .endControlFlow();
                }
            } else {
                CodeBlock later = after(type, call.function().equals(AggregateCheck.MAX),
                        CodeBlock.of("from.$L", field), CodeBlock.of("into.$L", field));
                if (held.isPrimitive()) {
                    code.beginControlFlow("if (from.$LIsSet && (!into.$LIsSet || $L))", field, field, later)
                            .addStatement("into.$L = from.$L", field, field)
                            .addStatement("into.$LIsSet = true", field)
                            .endControlFlow();
                } else {
                    code.beginControlFlow("if (from.$L != null && (into.$L == null || $L))", field, field, later)
                            .addStatement("into.$L = from.$L", field, field)
                            .endControlFlow();
                }
            }
        }
        return MethodSpec.methodBuilder("merge")
                .addJavadoc("Merges the accumulator of a slice into a window's.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(accumulator, "into")
                .addParameter(accumulator, "from")
                .addCode(code.build())
                .build();
    }

    /** {@code emit}: one row of the aggregation's output, through the projection and filter after it. */
    private MethodSpec emit(Constants constants) {
        AggregatePlan.Window window = plan.window();
        MethodSpec.Builder method = MethodSpec.methodBuilder("emit")
                .addJavadoc(window == null ? "One row of the changelog: the key and the aggregated values, through the"
                        + " projection and\nfilter after the aggregation.\n"
                        : "One row of the result: the key, the aggregated values and the window, through the"
                        + " projection\nand filter after the aggregation.\n")
                .addModifiers(Modifier.PRIVATE);
        if (window == null) {
            method.addParameter(ROW_KIND, "kind");
        }
        method.addParameter(key, "key");
        if (window != null) {
            method.addParameter(long.class, "windowEnd");
        }
        List<Value> columns = new ArrayList<>();
        for (int i = 0; i < keyTypes.size(); i++) {
            columns.add(new Value(CodeBlock.of("key.f$L", i), keyTypes.get(i), Kind.COMPUTED, Origin.COLUMN));
        }
        List<String> names = new ArrayList<>(List.of("kind", "key", "out", "windowEnd"));
        for (int i = 0; i < plan.calls().size(); i++) {
            Type type = Type.of(plan.calls().get(i).type());
            String name = name(plan.calls().get(i), i);
            names.add(name);
            method.addParameter(type.javaType(), name);
            columns.add(new Value(CodeBlock.of("$L", name), type, Kind.COMPUTED, Origin.COLUMN));
        }
        method.addParameter(ParameterizedTypeName.get(COLLECTOR, output), "out");
        CodeBlock.Builder code = CodeBlock.builder();
        LocalNames locals = new LocalNames(names);
        if (window != null) {
            for (AggregatePlan.Property property : window.properties()) {
                String local = locals.newName(switch (property.property()) {
                    case START -> "windowStartTime";
                    case END -> "windowEndTime";
                    case TIME -> "windowTime";
                });
                code.addStatement("$T $L = $L", DateTimeCode.TIMESTAMP_DATA, local, windowProperty(property));
                columns.add(new Value(CodeBlock.of("$L", local), Type.of(property.type()), Kind.COMPUTED,
                        Origin.COLUMN));
            }
        }
        String built = CalcWriter.build(plan.result(), columns, result, sessionTimeZone, code, locals, constants,
                AggregateWriter::noInstance);
        method.addCode(code.build());
        if (window == null) {
            method.addStatement("out.collect(new $T<>(kind, $L))", CHANGE, built);
        } else if (changelog) {
            method.addStatement("out.collect(new $T<>($T.INSERT, $L))", CHANGE, ROW_KIND, built);
        } else {
            method.addStatement("out.collect($L)", built);
        }
        return method.build();
    }

    /**
     * A window property of the window ending at {@code windowEnd}, as Flink's window aggregation computes it: the
     * start and the end in the window's milliseconds ({@code TIMESTAMP(3)}), the window's rowtime one millisecond
     * before its end, in epoch milliseconds for a {@code TIMESTAMP_LTZ(3)} rowtime.
     */
    private CodeBlock windowProperty(AggregatePlan.Property property) {
        AggregatePlan.Window window = plan.window();
        return switch (property.property()) {
            case START -> window.kind() == AggregatePlan.WindowKind.CUMULATE
                    ? CodeBlock.of("$T.fromEpochMillis($T.start(windowEnd - 1, SIZE))", DateTimeCode.TIMESTAMP_DATA,
                            SQL_WINDOWS)
                    : CodeBlock.of("$T.fromEpochMillis(windowEnd - SIZE)", DateTimeCode.TIMESTAMP_DATA);
            case END -> CodeBlock.of("$T.fromEpochMillis(windowEnd)", DateTimeCode.TIMESTAMP_DATA);
            case TIME -> localRowtime()
                    ? CodeBlock.of("$T.fromEpochMillis($T.epoch(windowEnd - 1, ZONE))", DateTimeCode.TIMESTAMP_DATA,
                            SQL_WINDOWS)
                    : CodeBlock.of("$T.fromEpochMillis(windowEnd - 1)", DateTimeCode.TIMESTAMP_DATA);
        };
    }

    /** Whether the windows are of a {@code TIMESTAMP_LTZ} rowtime, in the session time zone. */
    private boolean localRowtime() {
        return plan.input().projection().get(plan.window().timeColumn()).type().root() == Root.TIMESTAMP_LTZ;
    }

    /** Flink's serializer of the values of {@code type}, which {@code COUNT(DISTINCT ...)} keeps. */
    private static CodeBlock distinctSerializer(Type type) {
        String serializer = switch (type.root()) {
            case BOOLEAN -> "BooleanSerializer";
            case INT, DATE, TIME -> "IntSerializer";
            case BIGINT -> "LongSerializer";
            case FLOAT -> "FloatSerializer";
            case DOUBLE -> "DoubleSerializer";
            case DECIMAL -> "BigDecSerializer";
            case CHAR, VARCHAR -> "StringSerializer";
            default -> throw new IllegalStateException("The decision step refuses COUNT(DISTINCT ...) of " + type);
        };
        return CodeBlock.of("$T.INSTANCE", ClassName.get("org.apache.flink.api.common.typeutils.base", serializer));
    }

    /** Accumulates {@code argument} into call {@code index}'s fields, as Flink's aggregate function does. */
    private void accumulate(CodeBlock.Builder code, AggregatePlan.Call call, int index, Value argument) {
        String field = "accumulator." + name(call, index);
        if (call.distinct()) {
            // a value not seen before for the key counts once; NULL never
            String view = distinctViews.get(index);
            if (argument.isPrimitive()) {
                code.beginControlFlow("if (!$L.contains($L))", view, argument.code());
            } else {
                code.beginControlFlow("if ($L != null && !$L.contains($L))", argument.code(), view, argument.code());
            }
            code.addStatement("$L.put($L, true)", view, argument.code())
                    .addStatement("$L++", field)
                    .endControlFlow();
            return;
        }
        if (call.function().equals(AggregateCheck.COUNT)) {
            if (argument == null || argument.isPrimitive()) {
                code.addStatement("$L++", field);
            } else {
                code.beginControlFlow("if ($L != null)", argument.code()).addStatement("$L++", field).endControlFlow();
            }
            return;
        }
        boolean nullable = !argument.isPrimitive();
        if (nullable) {
            code.beginControlFlow("if ($L != null)", argument.code());
        }
        Type type = Type.of(call.type());
        TypeName held = type.primitive();
        if (call.function().equals(AggregateCheck.AVG)) {
            code.addStatement("$LSum += $L", field, argument.code());
            code.addStatement("$LCount++", field);
        } else if (call.function().equals(AggregateCheck.SUM0)) {
            code.addStatement("$L += $L", field, argument.code());
        } else if (call.function().equals(AggregateCheck.SUM)) {
            if (held.isPrimitive()) {
                code.beginControlFlow("if ($LIsSet)", field)
                        .addStatement("$L += $L", field, argument.code())
                        .nextControlFlow("else")
                        .addStatement("$L = $L", field, argument.code())
                        .addStatement("$LIsSet = true", field)
                        .endControlFlow();
            } else {
                // a decimal sum: NULL on overflow, as Flink's decimal plus, and the next value starts it again
                code.addStatement("$L = $L == null ? $L : $T.add($L, $L, $L, $L)", field, field, argument.code(),
                        SQL_FUNCTIONS, field, argument.code(), type.precision(), type.scale());
            }
        } else {
            boolean max = call.function().equals(AggregateCheck.MAX);
            if (held.isPrimitive()) {
                code.beginControlFlow("if (!$LIsSet || $L)", field, after(type, max, argument.code(),
                                CodeBlock.of("$L", field)))
                        .addStatement("$L = $L", field, argument.code())
                        .addStatement("$LIsSet = true", field)
                        .endControlFlow();
            } else {
                code.beginControlFlow("if ($L == null || $L)", field, after(type, max, argument.code(),
                                CodeBlock.of("$L", field)))
                        .addStatement("$L = $L", field, argument.code())
                        .endControlFlow();
            }
        }
        if (nullable) {
            code.endControlFlow();
        }
    }

    /**
     * Whether {@code value} comes after {@code held} in the order of {@code MAX} ({@code max}) or before it in the
     * order of {@code MIN}, as Flink orders values of {@code type}: a boolean's false before true, a string by its
     * UTF-8 bytes (Flink compares the binary strings its state holds), a decimal or timestamp by its own order, any
     * other primitive by its value.
     */
    private static CodeBlock after(Type type, boolean max, CodeBlock value, CodeBlock held) {
        String sign = max ? ">" : "<";
        TypeName java = type.primitive();
        if (java.equals(TypeName.BOOLEAN)) {
            return max ? CodeBlock.of("$L && !$L", value, held) : CodeBlock.of("!$L && $L", value, held);
        }
        if (java.isPrimitive()) {
            return CodeBlock.of("$L $L $L", value, sign, held);
        }
        if (type.root().isCharacter()) {
            return CodeBlock.of("$T.compare($L, $L) $L 0", SQL_FUNCTIONS, value, held, sign);
        }
        return CodeBlock.of("$L.compareTo($L) $L 0", value, held, sign);
    }

    /** Declares a local holding the value of call {@code index} now; returns its name. */
    private String result(CodeBlock.Builder code, Names locals, String when, int index) {
        AggregatePlan.Call call = plan.calls().get(index);
        Type type = Type.of(call.type());
        String field = "accumulator." + name(call, index);
        String local = locals.newName(when + capitalize(name(call, index)));
        CodeBlock value;
        if (call.function().equals(AggregateCheck.COUNT)) {
            value = CodeBlock.of("$L", field);
        } else if (call.function().equals(AggregateCheck.AVG)) {
            // Flink's AvgAggFunction: NULL without a value, else the sum (a BIGINT or a DOUBLE) divided by the count,
            // cast to the result's type
            boolean floating = type.root() == Root.FLOAT || type.root() == Root.DOUBLE;
            TypeName sum = floating ? TypeName.DOUBLE : TypeName.LONG;
            CodeBlock quotient = type.primitive().equals(sum) ? CodeBlock.of("$LSum / $LCount", field, field)
                    : CodeBlock.of("($T) ($LSum / $LCount)", type.primitive(), field, field);
            if (type.notNullable()) {
                // a NOT NULL average has a value once the key has a row: a new accumulator's is never emitted, and
                // its integer division by a zero count is not made
                value = floating ? quotient : CodeBlock.of("$LCount == 0 ? 0 : $L", field, quotient);
            } else {
                value = CodeBlock.of("$LCount == 0 ? null : $L", field, type.primitive().equals(sum) ? quotient
                        : CodeBlock.of("($T) $L", type.javaType(), quotient));
            }
        } else if (type.primitive().isPrimitive()) {
            value = type.notNullable() ? CodeBlock.of("$L", field)
                    : CodeBlock.of("$LIsSet ? ($T) $L : null", field, type.javaType(), field);
        } else {
            value = CodeBlock.of("$L", field);
        }
        code.addStatement("$T $L = $L", type.javaType(), local, value);
        return local;
    }

    /** Whether two values of {@code type} are equal as Flink's generated equaliser compares them. */
    private static CodeBlock same(Type type, String left, String right) {
        TypeName java = type.javaType();
        if (java.isPrimitive()) {
            return CodeBlock.of("$L == $L", left, right);
        }
        CodeBlock values = type.primitive().isPrimitive()
                ? CodeBlock.of("($T) $L == ($T) $L", type.primitive(), left, type.primitive(), right)
                : java.equals(BIG_DECIMAL) ? CodeBlock.of("$L.compareTo($L) == 0", left, right)
                : CodeBlock.of("$L.equals($L)", left, right);
        return CodeBlock.of("($L == null ? $L == null : $L != null && $L)", left, right, right, values);
    }

    /** A value as the key class holds it: its Java type. */
    private static CodeBlock held(Value value, Type type) {
        return value.type().javaType().equals(type.javaType()) ? value.code()
                : CodeBlock.of("($T) $L", type.javaType(), value.code());
    }

    private TypeSpec.Builder nested(ClassName name, TypeName supertype, boolean isInterface) {
        TypeSpec.Builder type = TypeSpec.classBuilder(name).addModifiers(Modifier.STATIC, Modifier.FINAL);
        if (isInterface) {
            type.addSuperinterface(supertype);
        } else {
            type.superclass(supertype);
        }
        return type
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addField(pipeline, "pipeline", Modifier.PRIVATE, Modifier.FINAL)
                .addMethod(MethodSpec.constructorBuilder()
                        .addParameter(pipeline, "pipeline")
                        .addStatement("this.pipeline = pipeline")
                        .build());
    }

    /** The constants of a query's expressions: static final fields of {@code type}. */
    private static Constants constants(TypeSpec.Builder type, Names members) {
        return (javaType, suggestion, initializer) -> {
            String field = members.newName(suggestion);
            type.addField(FieldSpec.builder(javaType, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer(initializer).build());
            return field;
        };
    }

    private static String noInstance(ClassName function) {
        throw new IllegalStateException("The decision step refuses user functions around an aggregation: "
                + function);
    }

    private static MethodSpec booleanMethod(String name, boolean value) {
        return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(TypeName.BOOLEAN).addStatement("return $L", value).build();
    }

    private static MethodSpec intMethod(String name, int value) {
        return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(TypeName.INT).addStatement("return $L", value).build();
    }

    private static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }

    /** Fresh names, none of the reserved ones. */
    private static final class LocalNames implements Names {
        private final java.util.Set<String> used = new java.util.HashSet<>();

        LocalNames(List<String> reserved) {
            used.addAll(reserved);
        }

        @Override
        public String newName(String suggestion) {
            String name = suggestion;
            for (int n = 2; !used.add(name); n++) {
                name = suggestion + n;
            }
            return name;
        }
    }
}
