package io.github.typegen.processor.writing;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import javax.lang.model.element.Modifier;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.NodeKind;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.json.JsonBinding;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.JavaTypes;
import io.github.typegen.processor.model.NestedSerializer;
import io.github.typegen.processor.model.NodeMatch;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Writes {@code FooJsonCodec}: {@code readValue} reads an object whose fields {@code readFields} reads in any order
 * (comparing each name's bytes with the name expected next in field order, and looking up the others with {@code
 * fieldIndex}), into the class through its {@code @JsonCreator}, else as its serializer builds it (setters after the
 * no-argument constructor for POJOs, the constructor otherwise); {@code writeValue} writes an object whose properties
 * {@code writeFields} writes in field order (those {@code @JsonInclude} admits). A sealed type's codec reads and
 * writes the type property, then hands the rest of the object to the subtype's {@code readFields} or {@code
 * writeFields}. A class with {@code @JsonValue} is read and written as that one value. Values of a field's type are
 * read and written by the runtime's {@code JsonReading} and {@code JsonWriting}, by other codecs ({@code
 * BarJsonCodec}), by a private method of the codec for arrays, collections, maps and enums, or, for type variables
 * and generic classes ({@code Envelope<Order>}), by codecs the codec holds: a generic class's codec takes its type
 * arguments' codecs in its constructor, and its methods are instance methods.
 */
public final class JsonCodecWriter {

    static final String PACKAGE = "io.github.typegen.json";
    static final ClassName JSON_CODEC = ClassName.get(PACKAGE, "JsonCodec");
    static final ClassName JSON_READING = ClassName.get(PACKAGE, "JsonReading");
    static final ClassName JSON_WRITING = ClassName.get(PACKAGE, "JsonWriting");
    static final ClassName JSON_TYPE_IDS = ClassName.get(PACKAGE, "JsonTypeIds");
    static final ClassName BASIC_JSON_CODEC = ClassName.get(PACKAGE, "BasicJsonCodec");
    static final ClassName DATE_PATTERN = ClassName.get(PACKAGE, "DatePattern");
    static final ClassName PARSER = ClassName.get("com.fasterxml.jackson.core", "JsonParser");
    static final ClassName GENERATOR = ClassName.get("com.fasterxml.jackson.core", "JsonGenerator");
    static final ClassName PROCESSING_EXCEPTION =
            ClassName.get("com.fasterxml.jackson.core", "JsonProcessingException");
    static final ClassName JSON_TOKEN = ClassName.get("com.fasterxml.jackson.core", "JsonToken");
    static final ClassName STREAM_CONTEXT = ClassName.get("com.fasterxml.jackson.core", "JsonStreamContext");
    static final ClassName SERIALIZED_STRING = ClassName.get("com.fasterxml.jackson.core.io", "SerializedString");
    static final ClassName TYPE_INFORMATION = ClassName.get("org.apache.flink.api.common.typeinfo", "TypeInformation");
    static final ClassName DATE_TIME_FORMATTER = ClassName.get("java.time.format", "DateTimeFormatter");

    private final JsonBinding binding;
    private final TypeModel model;
    private final ClassName codec;
    private final TypeSpec.Builder type;
    private final LocalNames methodNames = new LocalNames("read", "write", "readValue", "writeValue", "readFields",
            "writeFields", "fieldIndex", "typeInformation");
    private final LocalNames constantNames = new LocalNames("INSTANCE", "TYPE", "NAMES", "serialVersionUID");
    private final Map<ClassName, String> enumReaders = new HashMap<>();
    private final Map<ClassName, String> enumWriters = new HashMap<>();
    private final List<MethodSpec> helpers = new ArrayList<>();
    /** Whether the class has type parameters: the codec then holds the codecs of its type arguments. */
    private final boolean generic;
    /** The type as the codec declares values of it: {@code Order}, or {@code Envelope<T>}. */
    private final TypeName valueType;
    /** The codec's field holding the codec of each of the model's nested serializers, by the serializer's name. */
    private final Map<String, String> codecFields = new HashMap<>();

    private JsonCodecWriter(JsonBinding binding) {
        this.binding = binding;
        this.model = binding.model();
        this.generic = !model.typeParameters().isEmpty();
        this.valueType = model.typeName();
        this.codec = model.generated(GeneratedClass.JSON_CODEC);
        this.type = SourceFiles.classFor(model, codec);
    }

    /** The codec of the class of {@code binding}. */
    public static JavaFile write(JsonBinding binding) {
        return new JsonCodecWriter(binding).file();
    }

    private JavaFile file() {
        ClassName typeInfo = model.generated(GeneratedClass.TYPE_INFO);
        type.addJavadoc("Reads and writes {@link $T} as JSON, with no data binding and no reflection.\n", model.type())
                .addTypeVariables(model.typeParameters())
                .addSuperinterface(ParameterizedTypeName.get(JSON_CODEC, valueType))
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build());
        if (generic) {
            type.addJavadoc("\n<p>It holds the codecs of the type arguments: given the codec of a class {@code X}\n"
                    + "({@code XJsonCodec.INSTANCE} for a {@code @FlinkType}), {@code new $T<>(xCodec)}\n"
                    + "reads and writes {@code $T<X>}.\n", codec, model.type());
        } else {
            type.addField(FieldSpec.builder(codec, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The codec: it holds no state.\n")
                    .initializer("new $T()", codec).build());
        }
        type.addField(FieldSpec.builder(String.class, "TYPE", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$S", model.type().canonicalName()).build());
        nestedCodecs();
        List<FieldSpec> names = new ArrayList<>();
        List<FieldSpec> formats = new ArrayList<>();
        Map<JsonBinding.Property, String> nameConstants = new HashMap<>();
        Map<JsonBinding.Property, String> formatConstants = new HashMap<>();
        for (JsonBinding.Property property : binding.properties()) {
            if (property.ignored()) {
                continue;
            }
            String constant = constantNames.newName(constantName(property.field().name()) + "_NAME");
            nameConstants.put(property, constant);
            names.add(FieldSpec.builder(SERIALIZED_STRING, constant, Modifier.PRIVATE, Modifier.STATIC,
                    Modifier.FINAL).initializer("new $T($S)", SERIALIZED_STRING, property.name()).build());
            if (property.format() != null) {
                String formatConstant = constantNames.newName(constantName(property.field().name()) + "_FORMAT");
                formatConstants.put(property, formatConstant);
                formats.add(formatField(property, formatConstant));
            }
        }
        names.forEach(type::addField);
        formats.forEach(type::addField);
        Map<JsonBinding.Property, String> indexConstants = new HashMap<>();
        if (binding.typeIds() == null && binding.value() == null) {
            addFieldTable(nameConstants, indexConstants);
        }
        type.addMethod(MethodSpec.methodBuilder("read").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                        .returns(valueType).addParameter(PARSER, "parser").addException(IOException.class)
                        .addStatement("return readValue(parser)").build())
                .addMethod(MethodSpec.methodBuilder("write").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                        .addParameter(valueType, "value").addParameter(GENERATOR, "generator")
                        .addException(IOException.class)
                        .addStatement("writeValue(value, generator)").build())
                .addMethod(MethodSpec.methodBuilder("typeInformation").addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(TYPE_INFORMATION, valueType))
                        .addStatement("return new $T$L($L)", typeInfo, generic ? "<>" : "", CodeBlock.join(
                                typeArguments().stream().map(nested -> CodeBlock.of("$L.typeInformation()",
                                        codecFields.get(nested.name()))).toList(), ", ")).build())
                .addMethod(readValue())
                .addMethod(writeValue());
        if (binding.typeIds() == null && binding.value() == null) {
            type.addMethod(readFields(formatConstants, indexConstants)).addMethod(fieldIndex(indexConstants))
                    .addMethod(writeFields(nameConstants, formatConstants));
        }
        helpers.forEach(type::addMethod);
        return SourceFiles.file(codec, type.build());
    }

    /**
     * {@code NAMES}, the JSON names of the properties read and written, in field order, and a constant for each
     * property, its index in {@code NAMES}, which {@code fieldIndex} maps names to.
     */
    private void addFieldTable(Map<JsonBinding.Property, String> names, Map<JsonBinding.Property, String> indexes) {
        List<CodeBlock> table = new ArrayList<>();
        for (JsonBinding.Property property : binding.properties()) {
            if (property.ignored()) {
                continue;
            }
            String constant = constantNames.newName(constantName(property.field().name()));
            indexes.put(property, constant);
            type.addField(FieldSpec.builder(int.class, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$L", table.size()).build());
            table.add(CodeBlock.of("$L", names.get(property)));
        }
        type.addField(FieldSpec.builder(ArrayTypeName.of(SERIALIZED_STRING), "NAMES",
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("The names in the order {@code writeFields} writes them, which {@code readFields} expects"
                        + " first.\n")
                .initializer("{$L}", CodeBlock.join(table, ",$W")).build());
    }

    /** A method's modifiers: static, unless the codec holds its type arguments' codecs. */
    private Modifier[] members(Modifier visibility) {
        return generic ? new Modifier[] {visibility} : new Modifier[] {visibility, Modifier.STATIC};
    }

    /** The nested serializers of the type parameters, in declaration order. */
    private List<NestedSerializer> typeArguments() {
        return model.nestedSerializers().stream().filter(NestedSerializer::typeArgument).toList();
    }

    /**
     * A field for the codec of each nested serializer: a generic codec takes its type arguments' codecs in its
     * constructor ({@code tCodec}) and makes those of the generic classes its fields use from them; another codec
     * holds those as constants ({@code new EnvelopeJsonCodec<>(OrderJsonCodec.INSTANCE)}).
     */
    private void nestedCodecs() {
        MethodSpec.Builder constructor = MethodSpec.constructorBuilder().addModifiers(Modifier.PUBLIC);
        if (generic) {
            constructor.addJavadoc("The codec of {@code $T} with the codecs of its type arguments.\n",
                    valueType);
        }
        for (NestedSerializer nested : model.nestedSerializers()) {
            String base = nested.field().endsWith("Serializer")
                    ? nested.field().substring(0, nested.field().length() - "Serializer".length())
                    : nested.field();
            TypeName codecType = codecType(nested.source(), nested.valueType());
            if (generic) {
                String field = base + "Codec";
                codecFields.put(nested.name(), field);
                type.addField(FieldSpec.builder(codecType, field, Modifier.PRIVATE, Modifier.FINAL).build());
                if (nested.typeArgument()) {
                    constructor.addParameter(codecType, field)
                            .addStatement("this.$L = $T.requireNonNull($L, $S)", field, Objects.class, field,
                                    field);
                } else {
                    constructor.addStatement("this.$L = $L", field, codecCreation(nested.source()));
                }
            } else {
                String field = constantNames.newName(constantName(base) + "_CODEC");
                codecFields.put(nested.name(), field);
                type.addField(FieldSpec.builder(codecType, field, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer("$L", codecCreation(nested.source())).build());
            }
        }
        if (generic) {
            type.addMethod(constructor.build());
        }
    }

    /** The declared type of the codec made by {@code source}, of values of {@code valueType}. */
    private static TypeName codecType(NestedSerializer.Source source, TypeName valueType) {
        if (source instanceof NestedSerializer.Source.Generated generated
                && valueType instanceof ParameterizedTypeName parameterized) {
            return ParameterizedTypeName.get(codecOf(generated.serializer()),
                    parameterized.typeArguments.toArray(TypeName[]::new));
        }
        return ParameterizedTypeName.get(JSON_CODEC, valueType);
    }

    /** {@code OrderJsonCodec} beside {@code OrderSerializer}. */
    private static ClassName codecOf(ClassName serializer) {
        String name = serializer.simpleName();
        return serializer.peerClass(name.substring(0, name.length() - GeneratedClass.SERIALIZER.suffix().length())
                + GeneratedClass.JSON_CODEC.suffix());
    }

    /**
     * How the codec of a nested serializer's source is made: the field of a type argument's codec, a class's
     * {@code INSTANCE}, a basic type's {@code BasicJsonCodec}, or a generic class's codec over its type arguments'
     * codecs.
     */
    private CodeBlock codecCreation(NestedSerializer.Source source) {
        return source.accept(new NestedSerializer.Source.Visitor<CodeBlock>() {
            @Override
            public CodeBlock typeArgument(NestedSerializer.Source.TypeArgument argument) {
                return CodeBlock.of("$L", codecFields.get(argument.parameter()));
            }

            @Override
            public CodeBlock basic(NestedSerializer.Source.Basic basic) {
                String constant = switch (basic.serializer().simpleName()) {
                    case "StringSerializer" -> "STRING";
                    case "BooleanSerializer" -> "BOOLEAN";
                    case "ByteSerializer" -> "BYTE";
                    case "ShortSerializer" -> "SHORT";
                    case "CharSerializer" -> "CHARACTER";
                    case "IntSerializer" -> "INTEGER";
                    case "LongSerializer" -> "LONG";
                    case "FloatSerializer" -> "FLOAT";
                    case "DoubleSerializer" -> "DOUBLE";
                    default -> throw new IllegalStateException("No JSON codec for " + basic.serializer());
                };
                return CodeBlock.of("$T.$L", BASIC_JSON_CODEC, constant);
            }

            @Override
            public CodeBlock generated(NestedSerializer.Source.Generated generated) {
                ClassName codecClass = codecOf(generated.serializer());
                if (generated.arguments().isEmpty()) {
                    return CodeBlock.of("$T.INSTANCE", codecClass);
                }
                return CodeBlock.of("new $T<>($Z$L)", codecClass, CodeBlock.join(
                        generated.arguments().stream().map(argument -> argument.accept(this)).toList(), ",$W"));
            }

            @Override
            public CodeBlock factory(NestedSerializer.Source.Factory factory) {
                throw new IllegalStateException("JsonStep admits no TypeInfoFactory: " + factory.factory());
            }
        });
    }

    private static FieldSpec formatField(JsonBinding.Property property, String constant) {
        JsonBinding.DateFormat format = property.format();
        ValueKind kind = format.kind();
        if (kind == ValueKind.DATE) {
            return FieldSpec.builder(DATE_PATTERN, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.of($S, $S, $S)", DATE_PATTERN, format.pattern(), format.timeZone(),
                            format.locale())
                    .build();
        }
        return FieldSpec.builder(DATE_TIME_FORMATTER, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.formatter($S, $S, $S, $L)", JSON_WRITING, format.pattern(), format.timeZone(),
                        format.locale(), kind == ValueKind.INSTANT)
                .build();
    }

    /** {@code createdAt} -> {@code CREATED_AT}. */
    private static String constantName(String field) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < field.length(); i++) {
            char c = field.charAt(i);
            if (Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(field.charAt(i - 1))) {
                name.append('_');
            }
            name.append(Character.toUpperCase(c));
        }
        return name.toString().toUpperCase(Locale.ROOT);
    }

    // ------------------------------------------------------------------------
    //  read
    // ------------------------------------------------------------------------

    /** {@code readValue}: null, or an object whose fields {@code readFields} reads. */
    private MethodSpec readValue() {
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if ($T.isNull(parser))", JSON_READING)
                .addStatement("return null")
                .endControlFlow();
        JsonBinding.ValueForm value = binding.value();
        if (value != null) {
            CodeBlock read = value.node().accept(new Read("value"));
            code.beginControlFlow("try");
            if (value.factory() == null) {
                code.addStatement("return new $T$L($L)", model.type(), generic ? "<>" : "", read);
            } else {
                code.addStatement("return $T.$L($L)", model.type(), value.factory(), read);
            }
            code.nextControlFlow("catch ($T | $T e)", PROCESSING_EXCEPTION, RuntimeException.class)
                    .addStatement("throw $T.failure(TYPE, $T.valueContext(parser), parser, e)", JSON_READING,
                            JSON_READING)
                    .endControlFlow();
        } else if (binding.typeIds() == null) {
            code.addStatement("$T.startObject(parser, TYPE)", JSON_READING)
                    .addStatement("return readFields(parser)");
        } else {
            code.addStatement("$T.startObject(parser, TYPE)", JSON_READING);
            JsonBinding.TypeIds typeIds = binding.typeIds();
            String readSubtype = methodNames.newName("readSubtype");
            code.beginControlFlow("if ($T.typePropertyFirst(parser, TYPE, $S))", JSON_TYPE_IDS, typeIds.property())
                    .addStatement("return $L(parser, parser.getText())", readSubtype)
                    .endControlFlow()
                    .addStatement("return $T.readBuffered(parser, TYPE, $S, $T::$L)", JSON_TYPE_IDS,
                            typeIds.property(), codec, readSubtype);
            CodeBlock.Builder body = CodeBlock.builder().add("return switch (id) {\n").indent();
            for (int i = 0; i < typeIds.ids().size(); i++) {
                body.addStatement("case $S -> $T.readFields(parser)", typeIds.ids().get(i),
                        model.subtypes().get(i).get(GeneratedClass.JSON_CODEC));
            }
            body.addStatement("default -> throw $T.unknownTypeId(parser, TYPE, id, $S)", JSON_READING,
                            String.join(", ", typeIds.ids()))
                    .unindent().add("};\n");
            helpers.add(MethodSpec.methodBuilder(readSubtype)
                    .addJavadoc("Reads the fields of the subtype whose type id is {@code id}.\n")
                    .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                    .returns(model.type())
                    .addParameter(PARSER, "parser")
                    .addParameter(String.class, "id")
                    .addException(IOException.class)
                    .addCode(body.build())
                    .build());
        }
        return MethodSpec.methodBuilder("readValue")
                .addJavadoc("Reads {@code $L} at the parser's current token: $L, or null.\n",
                        model.type().simpleName(), value == null ? "an object" : "its {@code @JsonValue}")
                .addModifiers(members(Modifier.PUBLIC))
                .returns(valueType)
                .addParameter(PARSER, "parser")
                .addException(IOException.class)
                .addCode(code.build())
                .build();
    }

    /** {@code readFields}: the fields of an object in any order, up to its end. */
    private MethodSpec readFields(Map<JsonBinding.Property, String> formats,
            Map<JsonBinding.Property, String> indexes) {
        LocalNames locals = new LocalNames("parser", "object", "field", "e");
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("$T object = parser.getParsingContext()", STREAM_CONTEXT)
                .beginControlFlow("try");
        JsonBinding.Creator creator = binding.creator();
        boolean pojo = model.shape() == Shape.POJO && creator == null;
        String result = null;
        Map<FieldModel, String> fieldLocals = new HashMap<>();
        if (pojo) {
            result = locals.newName("result");
            code.addStatement("$T $L = new $T$L()", valueType, result, model.type(), generic ? "<>" : "");
        } else {
            for (FieldModel field : model.fields()) {
                String local = locals.newName(field.name());
                fieldLocals.put(field, local);
                code.addStatement("$T $L = $L", field.type().typeName(), local, defaultValue(field.type()));
            }
        }
        code.add("// the names are compared as bytes with the one expected next, which is a match when fields come\n")
                .add("// in the order they are written; another is looked up\n")
                .addStatement("int field = -1")
                .beginControlFlow("while (true)")
                .beginControlFlow("if ($T.nextFieldIs(parser, NAMES, field + 1))", JSON_READING)
                .addStatement("field++")
                .nextControlFlow("else if (parser.currentToken() == $T.FIELD_NAME)", JSON_TOKEN)
                .addStatement("field = fieldIndex(parser.currentName())")
                .nextControlFlow("else")
                .addStatement("break")
                .endControlFlow()
                .addStatement("parser.nextToken()")
                .beginControlFlow("switch (field)");
        for (JsonBinding.Property property : binding.properties()) {
            FieldModel field = property.field();
            if (property.ignored()) {
                continue;
            }
            String labels = indexes.get(property);
            CodeBlock value = readTop(property, formats.get(property));
            if (!pojo) {
                code.addStatement("case $L -> $L = $L", labels, fieldLocals.get(field), value);
            } else if (field.setter() == null) {
                code.addStatement("case $L -> $L.$L = $L", labels, result, field.name(), value);
            } else {
                code.addStatement("case $L -> $L.$L($L)", labels, result, field.setter(), value);
            }
        }
        if (binding.ignoreUnknown()) {
            code.addStatement("default -> $T.skip(parser)", JSON_READING);
        } else {
            if (hasIgnoredNames()) {
                code.addStatement("case $T.IGNORED -> $T.skip(parser)", JSON_READING, JSON_READING);
            }
            code.addStatement("default -> $T.unknownField(parser, parser.currentName())", JSON_READING);
        }
        code.endControlFlow()
                .endControlFlow()
                .addStatement("$T.expectEndObject(parser)", JSON_READING);
        if (pojo) {
            code.addStatement("return $L", result);
        } else if (creator != null) {
            CodeBlock arguments = CodeBlock.join(creator.arguments().stream()
                    .map(argument -> CodeBlock.of("$L", fieldLocals.get(argument.field()))).toList(), ", ");
            if (creator.factory() == null) {
                code.addStatement("return new $T$L($L)", model.type(), generic ? "<>" : "", arguments);
            } else {
                code.addStatement("return $T.$L($L)", model.type(), creator.factory(), arguments);
            }
        } else {
            List<String> inOrder = model.fields().stream().map(fieldLocals::get).toList();
            SerializerWriter.construct(model, code, locals, inOrder);
        }
        code.nextControlFlow("catch ($T | $T e)", PROCESSING_EXCEPTION, RuntimeException.class)
                .addStatement("throw $T.failure(TYPE, object, parser, e)", JSON_READING)
                .endControlFlow();
        return MethodSpec.methodBuilder("readFields")
                .addJavadoc("Reads the fields of {@code $L}, after the object's start (and the type property of a"
                        + " sealed supertype),\nup to the object's end.\n", model.type().simpleName())
                .addModifiers(members(Modifier.PUBLIC))
                .returns(valueType)
                .addParameter(PARSER, "parser")
                .addException(IOException.class)
                .addCode(code.build())
                .build();
    }

    /** Whether the class ignores some names: its {@code @JsonIgnore} fields and its ignored properties. */
    private boolean hasIgnoredNames() {
        return !binding.ignoredNames().isEmpty()
                || binding.properties().stream().anyMatch(JsonBinding.Property::ignored);
    }

    /** {@code fieldIndex}: the index in {@code NAMES} of a property's name or alias; ignored, or unknown. */
    private MethodSpec fieldIndex(Map<JsonBinding.Property, String> indexes) {
        CodeBlock.Builder code = CodeBlock.builder().add("return switch (name) {\n").indent();
        List<CodeBlock> ignored = new ArrayList<>();
        for (JsonBinding.Property property : binding.properties()) {
            if (property.ignored()) {
                ignored.add(labels(property));
            } else {
                code.addStatement("case $L -> $L", labels(property), indexes.get(property));
            }
        }
        binding.ignoredNames().forEach(name -> ignored.add(CodeBlock.of("$S", name)));
        if (!ignored.isEmpty() && !binding.ignoreUnknown()) {
            code.addStatement("case $L -> $T.IGNORED", CodeBlock.join(ignored, ", "), JSON_READING);
        }
        code.addStatement("default -> $T.UNKNOWN", JSON_READING).unindent().add("};\n");
        return MethodSpec.methodBuilder("fieldIndex")
                .addJavadoc("The index in {@code NAMES} of the property named {@code name}, when it is not the one"
                        + " expected next.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(int.class)
                .addParameter(String.class, "name")
                .addCode(code.build())
                .build();
    }

    private static CodeBlock labels(JsonBinding.Property property) {
        List<CodeBlock> labels = new ArrayList<>();
        labels.add(CodeBlock.of("$S", property.name()));
        property.aliases().stream().filter(alias -> !alias.equals(property.name()))
                .forEach(alias -> labels.add(CodeBlock.of("$S", alias)));
        return CodeBlock.join(labels, ", ");
    }

    /** The value a field of a constructed class has when the JSON has no property for it. */
    private static CodeBlock defaultValue(TypeNode node) {
        TypeName type = node.typeName();
        if (type.equals(TypeName.BOOLEAN)) {
            return CodeBlock.of("false");
        }
        if (type.equals(TypeName.CHAR)) {
            return CodeBlock.of("'\\0'");
        }
        if (type.equals(TypeName.LONG)) {
            return CodeBlock.of("0L");
        }
        if (type.equals(TypeName.FLOAT)) {
            return CodeBlock.of("0.0f");
        }
        if (type.equals(TypeName.DOUBLE)) {
            return CodeBlock.of("0.0");
        }
        if (type.isPrimitive()) {
            return CodeBlock.of("0");
        }
        if (node.nodeKind() == NodeKind.OPTIONAL) {
            return CodeBlock.of("$T.empty()", Optional.class);
        }
        return CodeBlock.of("null");
    }

    /** Reads a field's value: with its {@code @JsonFormat} when it has one. */
    private CodeBlock readTop(JsonBinding.Property property, String format) {
        TypeNode node = property.field().type();
        if (format != null) {
            return CodeBlock.of("$T.read$L(parser, $L)", JSON_READING, property.format().kind().codecSuffix(),
                    format);
        }
        return node.accept(new Read(property.field().name()));
    }

    /** A visitor of the kinds of field {@code JsonStep} admits: the others never reach the writer. */
    private interface FieldVisitor extends TypeNode.Visitor<CodeBlock> {
        @Override
        default CodeBlock tuple(TypeNode.TupleNode node) {
            throw new IllegalStateException("JsonStep admits no tuple field: " + node.typeName());
        }

        @Override
        default CodeBlock converted(TypeNode.Converted node) {
            throw new IllegalStateException("JsonStep admits no converted field: " + node.typeName());
        }
    }

    /** An expression reading a value of the node at the parser's current token; null for JSON null. */
    private final class Read implements FieldVisitor {

        /** What the helper methods are named after: the field, then its elements. */
        private final String subject;

        Read(String subject) {
            this.subject = subject;
        }

        @Override
        public CodeBlock primitive(TypeNode.Primitive node) {
            return CodeBlock.of("$T.read$L(parser)", JSON_READING, node.kind().ioSuffix());
        }

        @Override
        public CodeBlock boxed(TypeNode.Boxed node) {
            return CodeBlock.of("$T.read$LOrNull(parser)", JSON_READING, node.kind().ioSuffix());
        }

        @Override
        public CodeBlock string(TypeNode.Str node) {
            return CodeBlock.of("$T.readString(parser)", JSON_READING);
        }

        @Override
        public CodeBlock enumType(TypeNode.EnumNode node) {
            String method = enumReaders.computeIfAbsent(node.type(), enumType -> enumReader(node));
            return CodeBlock.of("$L(parser)", method);
        }

        @Override
        public CodeBlock value(TypeNode.Value node) {
            return CodeBlock.of("$T.read$L(parser)", JSON_READING, node.kind().codecSuffix());
        }

        @Override
        public CodeBlock primitiveArray(TypeNode.PrimitiveArray node) {
            if (node.component() == PrimitiveKind.BYTE) {
                return CodeBlock.of("$T.readBytes(parser)", JSON_READING);
            }
            if (node.component() == PrimitiveKind.CHAR) {
                return CodeBlock.of("$T.readChars(parser)", JSON_READING);
            }
            TypeName component = JavaTypes.primitive(node.component());
            String method = methodNames.newName("read" + capitalize(subject));
            CodeBlock element = new TypeNode.Primitive(node.component()).accept(new Read(subject + "Element"));
            CodeBlock body = CodeBlock.builder()
                    .add(startArray())
                    .addStatement("$T values = new $T[8]", node.typeName(), component)
                    .addStatement("int size = 0")
                    .beginControlFlow("while ($T.nextElement(parser))", JSON_READING)
                    .beginControlFlow("if (size == values.length)")
                    .addStatement("values = $T.copyOf(values, size * 2)", Arrays.class)
                    .endControlFlow()
                    .addStatement("values[size] = $L", element)
                    .addStatement("size++")
                    .endControlFlow()
                    .addStatement("return $T.copyOf(values, size)", Arrays.class)
                    .build();
            helpers.add(reader(method, node.typeName(), body));
            return CodeBlock.of("$L(parser)", method);
        }

        @Override
        public CodeBlock objectArray(TypeNode.ObjectArray node) {
            String method = methodNames.newName("read" + capitalize(subject));
            CodeBlock element = node.component().accept(new Read(subject + "Element"));
            CodeBlock body = CodeBlock.builder()
                    .add(startArray())
                    .addStatement("$T values = new $T<>()", ParameterizedTypeName.get(ClassName.get(List.class),
                            node.component().typeName()), ArrayList.class)
                    .beginControlFlow("while ($T.nextElement(parser))", JSON_READING)
                    .addStatement("values.add($L)", element)
                    .endControlFlow()
                    .addStatement("return values.toArray($L)",
                            SourceFiles.newArray(node.component().typeName(), CodeBlock.of("0")))
                    .build();
            helpers.add(reader(method, node.typeName(), body));
            return CodeBlock.of("$L(parser)", method);
        }

        @Override
        public CodeBlock collection(TypeNode.CollectionNode node) {
            String method = methodNames.newName("read" + capitalize(subject));
            CodeBlock element = node.element().accept(new Read(subject + "Element"));
            CodeBlock created = node.kind() == CollectionKind.ENUM_SET
                    ? CodeBlock.of("$T.noneOf($T.class)", EnumSet.class, node.element().typeName())
                    : CodeBlock.of("new $T<>()", node.kind().created());
            CodeBlock body = CodeBlock.builder()
                    .add(startArray())
                    .addStatement("$T values = $L", node.typeName(), created)
                    .beginControlFlow("while ($T.nextElement(parser))", JSON_READING)
                    .addStatement("values.add($L)", element)
                    .endControlFlow()
                    .addStatement("return values")
                    .build();
            helpers.add(reader(method, node.typeName(), body));
            return CodeBlock.of("$L(parser)", method);
        }

        @Override
        public CodeBlock map(TypeNode.MapNode node) {
            String method = methodNames.newName("read" + capitalize(subject));
            CodeBlock value = node.value().accept(new Read(subject + "Value"));
            CodeBlock body = CodeBlock.builder()
                    .beginControlFlow("if ($T.isNull(parser))", JSON_READING)
                    .addStatement("return null")
                    .endControlFlow()
                    .addStatement("$T.expectObject(parser)", JSON_READING)
                    .addStatement("$T values = new $T<>()", node.typeName(), node.kind().created())
                    .addStatement("$T key", String.class)
                    .beginControlFlow("while ((key = parser.nextFieldName()) != null)")
                    .addStatement("parser.nextToken()")
                    .addStatement("values.put(key, $L)", value)
                    .endControlFlow()
                    .addStatement("$T.expectEndObject(parser)", JSON_READING)
                    .addStatement("return values")
                    .build();
            helpers.add(reader(method, node.typeName(), body));
            return CodeBlock.of("$L(parser)", method);
        }

        @Override
        public CodeBlock optional(TypeNode.OptionalNode node) {
            return CodeBlock.of("$T.ofNullable($L)", Optional.class, node.element().accept(this));
        }

        @Override
        public CodeBlock nested(TypeNode.Nested node) {
            return CodeBlock.of("$T.readValue(parser)", node.names().get(GeneratedClass.JSON_CODEC));
        }

        @Override
        public CodeBlock delegated(TypeNode.Delegated node) {
            return CodeBlock.of("$L.read(parser)", codecFields.get(node.serializer().name()));
        }
    }

    private static CodeBlock startArray() {
        return CodeBlock.builder()
                .beginControlFlow("if ($T.isNull(parser))", JSON_READING)
                .addStatement("return null")
                .endControlFlow()
                .addStatement("$T.expectArray(parser)", JSON_READING)
                .build();
    }

    private MethodSpec reader(String name, TypeName returns, CodeBlock body) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(members(Modifier.PRIVATE))
                .returns(returns)
                .addParameter(PARSER, "parser")
                .addException(IOException.class)
                .addCode(body)
                .build();
    }

    /** A method mapping the JSON names of an enum's constants to the constants. */
    private String enumReader(TypeNode.EnumNode node) {
        String method = methodNames.newName("read" + node.type().simpleName());
        List<String> names = binding.enums().get(node.type());
        CodeBlock.Builder body = CodeBlock.builder()
                .addStatement("$T name = $T.readEnumName(parser)", String.class, JSON_READING)
                .beginControlFlow("if (name == null)")
                .addStatement("return null")
                .endControlFlow()
                .add("return switch (name) {\n").indent();
        for (int i = 0; i < node.constants().size(); i++) {
            body.addStatement("case $S -> $T.$L", names.get(i), node.type(), node.constants().get(i));
        }
        body.addStatement("default -> throw $T.unknownConstant(parser, $S, name)", JSON_READING,
                        node.type().canonicalName())
                .unindent().add("};\n");
        helpers.add(reader(method, node.type(), body.build()));
        return method;
    }

    // ------------------------------------------------------------------------
    //  write
    // ------------------------------------------------------------------------

    /** {@code writeValue}: null, or an object: its type property for a sealed type, then its fields. */
    private MethodSpec writeValue() {
        CodeBlock.Builder code = CodeBlock.builder()
                .beginControlFlow("if (value == null)")
                .addStatement("generator.writeNull()")
                .addStatement("return")
                .endControlFlow();
        if (binding.value() != null) {
            code.add(binding.value().node().accept(new Write("value", CodeBlock.of("value.$L",
                    binding.value().access()), new LocalNames("value", "generator"))));
            return writeValue("Writes {@code value} as its {@code @JsonValue}, or null.\n", code.build());
        }
        code.addStatement("generator.writeStartObject()");
        if (binding.typeIds() == null) {
            code.addStatement("writeFields(value, generator)");
        } else {
            LocalNames locals = new LocalNames("value", "generator");
            code.addStatement("generator.writeFieldName($S)", binding.typeIds().property());
            for (int i = 0; i < model.subtypes().size(); i++) {
                ClassName subtype = model.subtypes().get(i).type();
                String local = locals.newName(Character.toLowerCase(subtype.simpleName().charAt(0))
                        + subtype.simpleName().substring(1));
                String condition = "value instanceof $T " + local;
                if (i == 0) {
                    code.beginControlFlow("if (" + condition + ")", subtype);
                } else {
                    code.nextControlFlow("else if (" + condition + ")", subtype);
                }
                code.addStatement("generator.writeString($S)", binding.typeIds().ids().get(i))
                        .addStatement("$T.writeFields($L, generator)",
                                model.subtypes().get(i).get(GeneratedClass.JSON_CODEC), local);
            }
            code.nextControlFlow("else")
                    .addStatement("throw new $T($S + value.getClass().getName())", IllegalArgumentException.class,
                            "Not a permitted subtype of " + model.type().canonicalName() + ": ")
                    .endControlFlow();
        }
        code.addStatement("generator.writeEndObject()");
        return writeValue("Writes {@code value} as an object, or null.\n", code.build());
    }

    /** The method {@code writeValue(value, generator)}, documented by {@code javadoc}, running {@code code}. */
    private MethodSpec writeValue(String javadoc, CodeBlock code) {
        return MethodSpec.methodBuilder("writeValue")
                .addJavadoc(javadoc)
                .addModifiers(members(Modifier.PUBLIC))
                .addParameter(valueType, "value")
                .addParameter(GENERATOR, "generator")
                .addException(IOException.class)
                .addCode(code)
                .build();
    }

    /** {@code writeFields}: every property but the ignored ones, in field order, inside an object. */
    private MethodSpec writeFields(Map<JsonBinding.Property, String> names, Map<JsonBinding.Property, String> formats) {
        LocalNames locals = new LocalNames("value", "generator");
        CodeBlock.Builder code = CodeBlock.builder();
        for (JsonBinding.Property property : binding.properties()) {
            if (property.ignored()) {
                continue;
            }
            FieldModel field = property.field();
            CodeBlock access = field.getter() == null
                    ? CodeBlock.of("value.$L", field.name())
                    : CodeBlock.of("value.$L()", field.getter());
            CodeBlock included = null;
            if (property.include() != JsonBinding.Include.ALWAYS && !field.type().typeName().isPrimitive()) {
                String local = locals.newName(field.name());
                code.addStatement("$T $L = $L", field.type().typeName(), local, access);
                access = CodeBlock.of("$L", local);
                included = included(field.type(), property.include(), local);
                if (property.nestedValue() != null && property.include() == JsonBinding.Include.NON_EMPTY) {
                    String inner = locals.newName(field.name() + "Value");
                    code.addStatement("$T $L = $L == null ? null : $L.$L", property.nestedValue().node().typeName()
                            .box(), inner, local, local, property.nestedValue().access());
                    included = included(property.nestedValue().node(), property.include(), inner);
                }
                code.beginControlFlow("if ($L)", included);
            }
            code.addStatement("generator.writeFieldName($L)", names.get(property));
            String format = formats.get(property);
            // an included Optional is present: its value is written
            TypeNode.OptionalNode present = included == null ? null : field.type().accept(NodeMatch.OPTIONAL);
            if (format != null) {
                ValueKind kind = property.format().kind();
                code.addStatement("$T.$L(generator, $L, $L)", JSON_WRITING,
                        kind == ValueKind.DATE ? "writeDate" : "writeTemporal", access, format);
            } else if (present != null) {
                code.add(present.element().accept(new Write(field.name() + "Value", CodeBlock.of("$L.get()", access),
                        locals)));
            } else {
                code.add(field.type().accept(new Write(field.name(), access, locals)));
            }
            if (included != null) {
                code.endControlFlow();
            }
        }
        return MethodSpec.methodBuilder("writeFields")
                .addJavadoc("Writes the fields of a non-null {@code value} into an object the caller starts and"
                        + " ends.\n")
                .addModifiers(members(Modifier.PUBLIC))
                .addParameter(valueType, "value")
                .addParameter(GENERATOR, "generator")
                .addException(IOException.class)
                .addCode(code.build())
                .build();
    }

    /**
     * The condition under which {@code @JsonInclude(include)} writes the value in {@code local}, as Jackson decides
     * it: not null, and for {@code NON_EMPTY} not what the value's Jackson serializer calls empty. Under Flink's
     * mapper an empty {@code Optional} counts as null.
     */
    private static CodeBlock included(TypeNode node, JsonBinding.Include include, String local) {
        CodeBlock notNull = CodeBlock.of("$L != null", local);
        if (node.nodeKind() == NodeKind.OPTIONAL) {
            return CodeBlock.of("$L && $L.isPresent()", notNull, local);
        }
        if (include != JsonBinding.Include.NON_EMPTY) {
            return notNull;
        }
        if (node.nodeKind() == NodeKind.STRING || node.nodeKind() == NodeKind.COLLECTION
                || node.nodeKind() == NodeKind.MAP) {
            return CodeBlock.of("$L && !$L.isEmpty()", notNull, local);
        }
        if (node.nodeKind() == NodeKind.PRIMITIVE_ARRAY || node.nodeKind() == NodeKind.OBJECT_ARRAY) {
            return CodeBlock.of("$L && $L.length != 0", notNull, local);
        }
        if (node.accept(NodeMatch.VALUE_KIND) == ValueKind.UUID_) {
            return CodeBlock.of("$L && ($L.getMostSignificantBits() != 0 || $L.getLeastSignificantBits() != 0)",
                    notNull, local, local);
        }
        return notNull;
    }

    /** The statements writing the value of {@code value} (an expression evaluated once), which may be null. */
    private final class Write implements FieldVisitor {

        private final String subject;
        private final CodeBlock value;
        private final LocalNames locals;

        Write(String subject, CodeBlock value, LocalNames locals) {
            this.subject = subject;
            this.value = value;
            this.locals = locals;
        }

        @Override
        public CodeBlock primitive(TypeNode.Primitive node) {
            return switch (node.kind()) {
                case BOOLEAN -> CodeBlock.of("generator.writeBoolean($L);\n", value);
                case CHAR -> CodeBlock.of("$T.writeChar(generator, $L);\n", JSON_WRITING, value);
                case DOUBLE -> CodeBlock.of("$T.writeDouble(generator, $L);\n", JSON_WRITING, value);
                default -> CodeBlock.of("generator.writeNumber($L);\n", value);
            };
        }

        @Override
        public CodeBlock boxed(TypeNode.Boxed node) {
            return switch (node.kind()) {
                case BOOLEAN -> CodeBlock.of("$T.writeBoolean(generator, $L);\n", JSON_WRITING, value);
                case CHAR -> CodeBlock.of("$T.writeChar(generator, $L);\n", JSON_WRITING, value);
                default -> CodeBlock.of("$T.writeNumber(generator, $L);\n", JSON_WRITING, value);
            };
        }

        @Override
        public CodeBlock string(TypeNode.Str node) {
            return CodeBlock.of("generator.writeString($L);\n", value);
        }

        @Override
        public CodeBlock enumType(TypeNode.EnumNode node) {
            String method = enumWriters.computeIfAbsent(node.type(), enumType -> enumWriter(node));
            return CodeBlock.of("$L(generator, $L);\n", method, value);
        }

        @Override
        public CodeBlock value(TypeNode.Value node) {
            return switch (node.kind()) {
                case BIG_DECIMAL, BIG_INTEGER -> CodeBlock.of("generator.writeNumber($L);\n", value);
                default -> CodeBlock.of("$T.write$L(generator, $L);\n", JSON_WRITING, node.kind().codecSuffix(),
                        value);
            };
        }

        @Override
        public CodeBlock primitiveArray(TypeNode.PrimitiveArray node) {
            if (node.component() == PrimitiveKind.BYTE) {
                return CodeBlock.of("$T.writeBytes(generator, $L);\n", JSON_WRITING, value);
            }
            if (node.component() == PrimitiveKind.CHAR) {
                return CodeBlock.of("$T.writeChars(generator, $L);\n", JSON_WRITING, value);
            }
            return elements(node, new TypeNode.Primitive(node.component()));
        }

        @Override
        public CodeBlock objectArray(TypeNode.ObjectArray node) {
            return elements(node, node.component());
        }

        @Override
        public CodeBlock collection(TypeNode.CollectionNode node) {
            return elements(node, node.element());
        }

        /** A method writing the elements of an array or collection as a JSON array. */
        private CodeBlock elements(TypeNode node, TypeNode element) {
            String method = methodNames.newName("write" + capitalize(subject));
            LocalNames helperLocals = new LocalNames("generator", "values");
            String local = helperLocals.newName("element");
            CodeBlock body = CodeBlock.builder()
                    .beginControlFlow("if (values == null)")
                    .addStatement("generator.writeNull()")
                    .addStatement("return")
                    .endControlFlow()
                    .addStatement("generator.writeStartArray()")
                    .beginControlFlow("for ($T $L : values)", element.typeName(), local)
                    .add(element.accept(new Write(subject + "Element", CodeBlock.of("$L", local), helperLocals)))
                    .endControlFlow()
                    .addStatement("generator.writeEndArray()")
                    .build();
            helpers.add(writer(method, node.typeName(), body));
            return CodeBlock.of("$L(generator, $L);\n", method, value);
        }

        @Override
        public CodeBlock map(TypeNode.MapNode node) {
            String method = methodNames.newName("write" + capitalize(subject));
            LocalNames helperLocals = new LocalNames("generator", "values");
            String entry = helperLocals.newName("entry");
            TypeName entryType = ParameterizedTypeName.get(ClassName.get(Map.Entry.class), node.key().typeName(),
                    node.value().typeName());
            CodeBlock body = CodeBlock.builder()
                    .beginControlFlow("if (values == null)")
                    .addStatement("generator.writeNull()")
                    .addStatement("return")
                    .endControlFlow()
                    .addStatement("generator.writeStartObject()")
                    .beginControlFlow("for ($T $L : values.entrySet())", entryType, entry)
                    .addStatement("generator.writeFieldName($L.getKey())", entry)
                    .add(node.value().accept(new Write(subject + "Value", CodeBlock.of("$L.getValue()", entry),
                            helperLocals)))
                    .endControlFlow()
                    .addStatement("generator.writeEndObject()")
                    .build();
            helpers.add(writer(method, node.typeName(), body));
            return CodeBlock.of("$L(generator, $L);\n", method, value);
        }

        @Override
        public CodeBlock optional(TypeNode.OptionalNode node) {
            String local = locals.newName(subject);
            String present = locals.newName(subject + "Value");
            return CodeBlock.builder()
                    .addStatement("$T $L = $L", node.typeName(), local, value)
                    .beginControlFlow("if ($L == null || $L.isEmpty())", local, local)
                    .addStatement("generator.writeNull()")
                    .nextControlFlow("else")
                    .addStatement("$T $L = $L.get()", node.element().typeName(), present, local)
                    .add(node.element().accept(new Write(subject + "Value", CodeBlock.of("$L", present), locals)))
                    .endControlFlow()
                    .build();
        }

        @Override
        public CodeBlock nested(TypeNode.Nested node) {
            return CodeBlock.of("$T.writeValue($L, generator);\n", node.names().get(GeneratedClass.JSON_CODEC), value);
        }

        @Override
        public CodeBlock delegated(TypeNode.Delegated node) {
            return CodeBlock.of("$L.write($L, generator);\n", codecFields.get(node.serializer().name()), value);
        }
    }

    private MethodSpec writer(String name, TypeName valueType, CodeBlock body) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(members(Modifier.PRIVATE))
                .addParameter(GENERATOR, "generator")
                .addParameter(valueType, "values")
                .addException(IOException.class)
                .addCode(body)
                .build();
    }

    /** A method writing an enum constant by its JSON name: its {@code @JsonProperty}, else its name. */
    private String enumWriter(TypeNode.EnumNode node) {
        String method = methodNames.newName("write" + node.type().simpleName());
        List<String> names = binding.enums().get(node.type());
        CodeBlock.Builder body = CodeBlock.builder()
                .beginControlFlow("if (value == null)")
                .addStatement("generator.writeNull()")
                .addStatement("return")
                .endControlFlow();
        if (names.equals(node.constants())) {
            body.addStatement("generator.writeString(value.name())");
        } else {
            body.add("generator.writeString(switch (value) {\n").indent();
            for (int i = 0; i < node.constants().size(); i++) {
                body.addStatement("case $L -> $S", node.constants().get(i), names.get(i));
            }
            body.unindent().add("});\n");
        }
        helpers.add(MethodSpec.methodBuilder(method)
                .addModifiers(members(Modifier.PRIVATE))
                .addParameter(GENERATOR, "generator")
                .addParameter(node.type(), "value")
                .addException(IOException.class)
                .addCode(body.build())
                .build());
        return method;
    }

    private static String capitalize(String name) {
        return Character.toUpperCase(name.charAt(0)) + name.substring(1);
    }
}
