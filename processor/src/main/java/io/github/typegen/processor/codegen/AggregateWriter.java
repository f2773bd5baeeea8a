package io.github.typegen.processor.codegen;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import javax.lang.model.element.Modifier;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;

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
 * change (compared as Flink's generated equaliser compares them). Each emitted row goes through the projection and filter after the
 * aggregation on its own, as Flink's {@code Calc} after the aggregation takes each row of the changelog.
 * </ul>
 * Nothing here assumes that there is no window: the key, the accumulator and the emission of a result are separate
 * pieces, which a window aggregation reuses with a window in the key and an emission at the watermark.
 */
public final class AggregateWriter {

    private static final ClassName TYPE_INFORMATION =
            ClassName.get("org.apache.flink.api.common.typeinfo", "TypeInformation");
    private static final ClassName SERIALIZER_CONFIG =
            ClassName.get("org.apache.flink.api.common.serialization", "SerializerConfig");
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

    /**
     * The classes written for one aggregation, by name.
     *
     * @param key the group key's class
     * @param keyTypeInfo its type information
     * @param keySelector the key selector over the stage's input
     * @param function the keyed process function
     * @param types every class written, to nest in the fused pipeline class
     */
    public record Written(ClassName key, ClassName keyTypeInfo, ClassName keySelector, ClassName function,
            List<TypeSpec> types) {}

    private final AggregatePlan plan;
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
            TypeName inputType, ClassName outer, Function<String, String> nestedName, ZoneId sessionTimeZone) {
        this.plan = plan;
        this.sessionTimeZone = sessionTimeZone;
        this.input = input;
        this.result = result;
        this.stage = stage;
        this.pipeline = pipeline;
        this.inputType = inputType;
        this.output = ParameterizedTypeName.get(CHANGE, result.type().type());
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
    }

    /**
     * Writes the classes of the aggregation of {@code stage}, nested in {@code outer}.
     *
     * @param pipeline the pipeline class, which the functions hold as the fused functions do
     * @param inputType the stage's input type
     * @param nestedName a free simple name for a nested class, from a suggestion
     * @param sessionTimeZone the session time zone the build declares, which the projections and filters around the
     *     aggregation compute in; null when it declares none
     */
    public static Written write(AggregatePlan plan, TableModel input, TableModel result, String stage,
            TypeName pipeline, TypeName inputType, ClassName outer, Function<String, String> nestedName,
            String sessionTimeZone) {
        AggregateWriter writer = new AggregateWriter(plan, input, result, stage, pipeline, inputType, outer,
                nestedName, sessionTimeZone == null ? null : ZoneId.of(sessionTimeZone));
        ClassName keySerializer = outer.nestedClass(nestedName.apply(writer.key.simpleName() + "Serializer"));
        ClassName keySnapshot = outer.nestedClass(nestedName.apply(writer.key.simpleName() + "SerializerSnapshot"));
        ClassName keyTypeInfo = outer.nestedClass(nestedName.apply(writer.key.simpleName() + "TypeInfo"));
        ClassName accumulatorSerializer =
                outer.nestedClass(nestedName.apply(writer.accumulator.simpleName() + "Serializer"));
        ClassName accumulatorSnapshot =
                outer.nestedClass(nestedName.apply(writer.accumulator.simpleName() + "SerializerSnapshot"));
        String prefix = writer.key.simpleName().substring(0, writer.key.simpleName().length() - "Key".length());
        ClassName selector = outer.nestedClass(nestedName.apply(prefix + "KeySelector"));
        ClassName function = outer.nestedClass(nestedName.apply(prefix + "Aggregate"));
        List<TypeSpec> types = List.of(writer.keyClass(), writer.keySerializer(keySerializer, keySnapshot),
                writer.snapshot(keySnapshot, writer.key, keySerializer, "the group key", writer.keyColumns(), false),
                writer.keyTypeInfo(keyTypeInfo, keySerializer),
                writer.accumulatorClass(), writer.accumulatorSerializer(accumulatorSerializer, accumulatorSnapshot),
                writer.snapshot(accumulatorSnapshot, writer.accumulator, accumulatorSerializer, "the accumulator",
                        writer.accumulatorColumns(), true),
                writer.keySelector(selector), writer.function(function, accumulatorSerializer));
        return new Written(writer.key, keyTypeInfo, selector, function, types);
    }

    private static String name(AggregatePlan.Call call, int index) {
        return call.name().toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]", "") + index;
    }

    // ------------------------------------------------------------------------
    //  the key
    // ------------------------------------------------------------------------

    private TypeSpec keyClass() {
        TypeSpec.Builder type = TypeSpec.classBuilder(key).addModifiers(Modifier.PUBLIC, Modifier.STATIC,
                Modifier.FINAL)
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

    private TypeSpec keyTypeInfo(ClassName name, ClassName serializer) {
        TypeName typeInfo = ParameterizedTypeName.get(TYPE_INFORMATION, key);
        return TypeSpec.classBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .superclass(typeInfo)
                .addJavadoc("The type information of {@link $T}: a key type, with its own serializer.\n", key)
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addMethod(booleanMethod("isBasicType", false))
                .addMethod(booleanMethod("isTupleType", false))
                .addMethod(intMethod("getArity", 1))
                .addMethod(intMethod("getTotalFields", 1))
                .addMethod(booleanMethod("isKeyType", true))
                .addMethod(MethodSpec.methodBuilder("getTypeClass")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(Class.class), key))
                        .addStatement("return $T.class", key)
                        .build())
                .addMethod(MethodSpec.methodBuilder("createSerializer")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(TYPE_SERIALIZER, key))
                        .addParameter(SERIALIZER_CONFIG, "config")
                        .addStatement("return $T.INSTANCE", serializer)
                        .build())
                .addMethod(MethodSpec.methodBuilder("toString")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(String.class)
                        .addStatement("return $S", key.simpleName())
                        .build())
                .addMethod(MethodSpec.methodBuilder("equals")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(TypeName.BOOLEAN)
                        .addParameter(Object.class, "object")
                        .addStatement("return object instanceof $T", name)
                        .build())
                .addMethod(MethodSpec.methodBuilder("hashCode")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(TypeName.INT)
                        .addStatement("return $T.class.hashCode()", name)
                        .build())
                .addMethod(MethodSpec.methodBuilder("canEqual")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(TypeName.BOOLEAN)
                        .addParameter(Object.class, "object")
                        .addStatement("return object instanceof $T", name)
                        .build())
                .build();
    }

    // ------------------------------------------------------------------------
    //  the accumulator
    // ------------------------------------------------------------------------

    private TypeSpec accumulatorClass() {
        TypeSpec.Builder type = TypeSpec.classBuilder(accumulator).addModifiers(Modifier.PUBLIC, Modifier.STATIC,
                Modifier.FINAL)
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
        return singletonSerializer(name, accumulator, snapshot, false, CodeBlock.of("new $T()", accumulator),
                copy.build(), serialize.build(), deserialize.build()).toBuilder()
                .addMethod(migrate())
                .build();
    }

    /**
     * {@code migrate}: the accumulator of state written by an earlier version of the query, from its columns' values
     * ({@code AggregateStateSnapshot.Migration}): each value converted to the column's type, which holds it exactly
     * (the snapshot accepts only widenings); a column without a value keeps its empty one.
     */
    private MethodSpec migrate() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("migrate")
                .addJavadoc("The accumulator holding {@code values}, one per aggregate column: the value a savepoint's"
                        + "\nstate holds for it, or null for a column it has no value of.\n")
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
            } else {
                method.addStatement("$L = (($T) values[$L]).$LValue()", field, Number.class, i, type.primitive());
                if (!call.function().equals(AggregateCheck.SUM0)) {
                    method.addStatement("$LIsSet = true", field);
                }
            }
            method.endControlFlow();
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
                locals, constants(type, new LocalNames(List.of("serialVersionUID", "pipeline"))), AggregateWriter::noInstance);
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

    /** {@code emit}: one row of the aggregation's output, through the projection and filter after it. */
    private MethodSpec emit(Constants constants) {
        MethodSpec.Builder method = MethodSpec.methodBuilder("emit")
                .addJavadoc("One row of the changelog: the key and the aggregated values, through the projection and"
                        + "\nfilter after the aggregation.\n")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(ROW_KIND, "kind")
                .addParameter(key, "key");
        List<Value> columns = new ArrayList<>();
        for (int i = 0; i < keyTypes.size(); i++) {
            columns.add(new Value(CodeBlock.of("key.f$L", i), keyTypes.get(i), Kind.COMPUTED, Origin.COLUMN));
        }
        List<String> names = new ArrayList<>(List.of("kind", "key", "out"));
        for (int i = 0; i < plan.calls().size(); i++) {
            Type type = Type.of(plan.calls().get(i).type());
            String name = name(plan.calls().get(i), i);
            names.add(name);
            method.addParameter(type.javaType(), name);
            columns.add(new Value(CodeBlock.of("$L", name), type, Kind.COMPUTED, Origin.COLUMN));
        }
        method.addParameter(ParameterizedTypeName.get(COLLECTOR, output), "out");
        CodeBlock.Builder code = CodeBlock.builder();
        String built = CalcWriter.build(plan.result(), columns, result, sessionTimeZone, code, new LocalNames(names),
                constants, AggregateWriter::noInstance);
        return method.addCode(code.build())
                .addStatement("out.collect(new $T<>(kind, $L))", CHANGE, built)
                .build();
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
                code.beginControlFlow("if (!$LIsSet || $L $L $L)", field, argument.code(), max ? ">" : "<", field)
                        .addStatement("$L = $L", field, argument.code())
                        .addStatement("$LIsSet = true", field)
                        .endControlFlow();
            } else {
                code.beginControlFlow("if ($L == null || $L.compareTo($L) $L 0)", field, argument.code(), field,
                        max ? ">" : "<")
                        .addStatement("$L = $L", field, argument.code())
                        .endControlFlow();
            }
        }
        if (nullable) {
            code.endControlFlow();
        }
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
