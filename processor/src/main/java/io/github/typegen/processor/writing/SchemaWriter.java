package io.github.typegen.processor.writing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.IntFunction;

import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.TypeSpec;
import com.squareup.javapoet.WildcardTypeName;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.PrimitiveKind;
import io.github.typegen.processor.model.Shape;
import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.model.TableModelBuilder;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * Writes {@code FooSchema}: the Table API {@code Schema}, {@code DataType} and {@code RowType} of a
 * {@code @FlinkType}, and direct converters between it and Flink's internal {@code RowData} and external
 * {@code Row}. The converters are plain field reads and writes; nested {@code @FlinkType} values go through
 * their own schema's static methods.
 *
 * <p>Written only when {@code org.apache.flink.table.api.Schema} (flink-table-common) is on the compile
 * classpath, so projects that do not use the Table API compile without it. Recursive types (a class that
 * reaches itself through its fields), and types that reach one, get no schema: a SQL ROW type cannot
 * contain itself.
 */
public final class SchemaWriter {

    private static final String TABLE_DATA = "org.apache.flink.table.data";
    private static final ClassName SCHEMA = ClassName.get("org.apache.flink.table.api", "Schema");
    private static final ClassName DATA_TYPES = ClassName.get("org.apache.flink.table.api", "DataTypes");
    private static final ClassName DATA_TYPE = ClassName.get("org.apache.flink.table.types", "DataType");
    private static final ClassName ROW_TYPE = ClassName.get("org.apache.flink.table.types.logical", "RowType");
    private static final ClassName ROW_DATA = ClassName.get(TABLE_DATA, "RowData");
    private static final ClassName GENERIC_ROW_DATA = ClassName.get(TABLE_DATA, "GenericRowData");
    private static final ClassName ARRAY_DATA = ClassName.get(TABLE_DATA, "ArrayData");
    private static final ClassName GENERIC_ARRAY_DATA = ClassName.get(TABLE_DATA, "GenericArrayData");
    private static final ClassName MAP_DATA = ClassName.get(TABLE_DATA, "MapData");
    private static final ClassName GENERIC_MAP_DATA = ClassName.get(TABLE_DATA, "GenericMapData");
    private static final ClassName STRING_DATA = ClassName.get(TABLE_DATA, "StringData");
    private static final ClassName TIMESTAMP_DATA = ClassName.get(TABLE_DATA, "TimestampData");
    private static final ClassName ROW = ClassName.get("org.apache.flink.types", "Row");
    private static final ClassName ROW_KIND = ClassName.get("org.apache.flink.types", "RowKind");
    private static final ClassName TYPEGEN_SCHEMA = ClassName.get("io.github.typegen.runtime.table", "TypegenSchema");
    private static final ClassName ROW_CONVERSIONS =
            ClassName.get("io.github.typegen.runtime.table", "RowConversions");
    private static final TypeName OBJECT = TypeName.OBJECT;

    private final TableModel table;
    private final TypeModel model;

    private SchemaWriter(TableModel table) {
        this.table = table;
        this.model = table.type();
    }

    /**
     * Checks the table annotations of {@code model} (always, reporting on the offending element) and, when
     * {@code writeSchema} (the processor's options and the compile classpath decide it) and the type is not
     * recursive, writes {@code FooSchema}.
     */
    public static void writeIfTableApi(TypeModel model, ProcessingEnvironment env, boolean writeSchema) {
        Reporter reporter = new Reporter(env.getMessager());
        TableModel table = new TableModelBuilder(reporter).build(model);
        if (table == null
                || !writeSchema
                || reachesACycle(model.element(), env)
                || reachesATypeWithoutSchema(model, env, reporter)) {
            return;
        }
        try {
            write(table).writeTo(env.getFiler());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static JavaFile write(TableModel table) {
        return new SchemaWriter(table).file();
    }

    private JavaFile file() {
        ClassName name = model.generated("Schema");
        TypeName foo = model.type();
        TypeSpec.Builder type = SourceFiles.classFor(model, name)
                .addJavadoc("The Table API schema of {@link $T} and its converters to and from Flink's rows,"
                        + " generated by Typegen.\n", foo)
                .addSuperinterface(ParameterizedTypeName.get(TYPEGEN_SCHEMA, foo))
                .addField(FieldSpec.builder(long.class, "serialVersionUID", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("1L").build())
                .addField(FieldSpec.builder(int.class, "FIELD_COUNT", Modifier.PUBLIC, Modifier.STATIC,
                        Modifier.FINAL).addJavadoc("The number of columns.\n")
                        .initializer("$L", table.columns().size()).build())
                .addField(FieldSpec.builder(DATA_TYPE, "DATA_TYPE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The columns as a {@code ROW}.\n").initializer(rowDataType()).build());
        type.addMethod(MethodSpec.methodBuilder("typeClass").addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Class.class), foo))
                .addStatement("return $T.class", foo).build());
        type.addMethod(schemaMethod());
        type.addMethod(MethodSpec.methodBuilder("dataType").addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC).returns(DATA_TYPE)
                .addStatement("return DATA_TYPE").build());
        type.addMethod(MethodSpec.methodBuilder("rowType").addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC).returns(ROW_TYPE)
                .addStatement("return ($T) DATA_TYPE.getLogicalType()", ROW_TYPE).build());
        type.addMethod(MethodSpec.methodBuilder("primaryKey").addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(List.class, String.class))
                .addStatement("return $T.of($L)", List.class, CodeBlock.join(
                        table.primaryKey().stream().map(k -> CodeBlock.of("$S", k)).toList(), ", "))
                .build());
        type.addMethod(MethodSpec.methodBuilder("rowTimeColumn").addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC).returns(String.class)
                .addStatement(table.rowTime() == null ? CodeBlock.of("return null")
                        : CodeBlock.of("return $S", table.rowTime())).build());
        type.addMethod(delegate("toRowData", ROW_DATA, foo, "value", "writeRowData"));
        type.addMethod(delegate("fromRowData", foo, ROW_DATA, "row", "readRowData"));
        type.addMethod(delegate("toRow", ROW, foo, "value", "writeRow"));
        type.addMethod(delegate("fromRow", foo, ROW, "row", "readRow"));
        type.addMethod(writeRowData());
        type.addMethod(readRowData());
        type.addMethod(writeRow());
        type.addMethod(readRow());
        return SourceFiles.file(name, type.build());
    }

    private static MethodSpec delegate(String name, TypeName returns, TypeName parameter, String parameterName,
            String target) {
        return MethodSpec.methodBuilder(name).addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(returns).addParameter(parameter, parameterName)
                .addStatement("return $L($L)", target, parameterName).build();
    }

    // ------------------------------------------------------------------------
    //  schema and data types
    // ------------------------------------------------------------------------

    private CodeBlock rowDataType() {
        CodeBlock.Builder code = CodeBlock.builder().add("$T.ROW(", DATA_TYPES).indent().indent();
        for (int i = 0; i < table.columns().size(); i++) {
            TableModel.Column column = table.columns().get(i);
            code.add("\n$T.FIELD($S, $L)$L", DATA_TYPES, column.name(), dataType(column.sqlType()),
                    i < table.columns().size() - 1 ? "," : "");
        }
        return code.add(")").unindent().unindent().build();
    }

    private MethodSpec schemaMethod() {
        CodeBlock.Builder code = CodeBlock.builder().add("return $T.newBuilder()", SCHEMA).indent().indent();
        for (TableModel.Column column : table.columns()) {
            code.add("\n.column($S, $L)", column.name(), dataType(column.sqlType()));
        }
        if (table.rowTime() != null) {
            code.add("\n.watermark($S, $S)", table.rowTime(), table.watermark());
        }
        if (!table.primaryKey().isEmpty()) {
            code.add("\n.primaryKey($L)", CodeBlock.join(
                    table.primaryKey().stream().map(k -> CodeBlock.of("$S", k)).toList(), ", "));
        }
        code.add("\n.build();\n").unindent().unindent();
        return MethodSpec.methodBuilder("schema").addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .addJavadoc("Physical columns in declaration order$L.\n",
                        table.rowTime() == null ? "" : ", then the watermark of the rowtime column")
                .returns(SCHEMA).addCode(code.build()).build();
    }

    /** The {@code DataTypes} expression of a SQL type. */
    static CodeBlock dataType(SqlType type) {
        CodeBlock base = switch (type.root()) {
            case BOOLEAN, TINYINT, SMALLINT, INT, BIGINT, FLOAT, DOUBLE, DATE ->
                    CodeBlock.of("$T.$L()", DATA_TYPES, type.root().sql());
            case CHAR, BINARY, TIME, TIMESTAMP, TIMESTAMP_LTZ ->
                    CodeBlock.of("$T.$L($L)", DATA_TYPES, type.root().sql(), type.precision());
            case VARCHAR -> type.precision() == SqlType.MAX_LENGTH ? CodeBlock.of("$T.STRING()", DATA_TYPES)
                    : CodeBlock.of("$T.VARCHAR($L)", DATA_TYPES, type.precision());
            case VARBINARY -> type.precision() == SqlType.MAX_LENGTH ? CodeBlock.of("$T.BYTES()", DATA_TYPES)
                    : CodeBlock.of("$T.VARBINARY($L)", DATA_TYPES, type.precision());
            case DECIMAL -> CodeBlock.of("$T.DECIMAL($L, $L)", DATA_TYPES, type.precision(), type.scale());
            case INTERVAL_SECOND -> CodeBlock.of("$T.INTERVAL($T.SECOND($L))", DATA_TYPES, DATA_TYPES,
                    type.precision());
            case ARRAY -> CodeBlock.of("$T.ARRAY($L)", DATA_TYPES, dataType(type.children().get(0)));
            case MAP -> CodeBlock.of("$T.MAP($L, $L)", DATA_TYPES, dataType(type.children().get(0)),
                    dataType(type.children().get(1)));
            case ROW -> CodeBlock.of("$T.DATA_TYPE", TypeModel.generatedName(type.nested(), "Schema"));
        };
        return type.notNull() ? CodeBlock.of("$L.notNull()", base) : base;
    }

    // ------------------------------------------------------------------------
    //  RowData
    // ------------------------------------------------------------------------

    private MethodSpec writeRowData() {
        return writeMethod("writeRowData", GENERIC_ROW_DATA,
                CodeBlock.of("new $T(FIELD_COUNT)", GENERIC_ROW_DATA), true,
                "{@code value} as an internal row.\n");
    }

    /**
     * {@code writeRowData} or {@code writeRow}: a new row from {@code newRow}, each column set from its field,
     * converted to Flink's internal data structures or to its external ones.
     */
    private MethodSpec writeMethod(String name, TypeName rowType, CodeBlock newRow, boolean internal,
            String javadoc) {
        LocalNames names = new LocalNames("value", "row");
        CodeBlock.Builder code = CodeBlock.builder();
        code.addStatement("$T row = $L", rowType, newRow);
        if (model.shape() == Shape.SEALED) {
            writeSubtypes(code, name);
        } else {
            for (int i = 0; i < table.columns().size(); i++) {
                TableModel.Column column = table.columns().get(i);
                CodeBlock value = read(column.field(), "value");
                code.addStatement("row.setField($L, $L)", i,
                        new Converter(code, names, location(column), internal).toNullable(column.field().type(),
                                column.sqlType(), value, column.field().name()));
            }
        }
        code.addStatement("return row");
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(javadoc)
                .returns(rowType).addParameter(model.type(), "value").addCode(code.build()).build();
    }

    private MethodSpec readRowData() {
        return readMethod("readRowData", ROW_DATA, true, i -> CodeBlock.of("!row.isNullAt($L)", i),
                (i, schema) -> CodeBlock.of("row.getRow($L, $T.FIELD_COUNT)", i, schema),
                "The instance whose internal row {@code row} is.\n");
    }

    /**
     * {@code readRowData} or {@code readRow}: each field read from its column, converted from Flink's internal
     * data structures or from its external ones, and the instance built; for a sealed hierarchy, the subtype
     * whose column is {@code present}, read from its {@code nested} row.
     */
    private MethodSpec readMethod(String name, ClassName rowType, boolean internal,
            IntFunction<CodeBlock> present,
            BiFunction<Integer, ClassName, CodeBlock> nested, String javadoc) {
        LocalNames names = new LocalNames("row");
        CodeBlock.Builder code = CodeBlock.builder();
        if (model.shape() == Shape.SEALED) {
            readSubtypes(code, name, present, nested);
        } else {
            List<String> locals = new ArrayList<>();
            for (int i = 0; i < table.columns().size(); i++) {
                TableModel.Column column = table.columns().get(i);
                String local = names.newName(column.field().name());
                locals.add(local);
                Converter converter = new Converter(code, names, location(column), internal);
                if (internal) {
                    converter.fromInternalInto(column.field().type(), column.sqlType(), "row",
                            CodeBlock.of("$L", i), local, true);
                } else {
                    converter.fromExternalInto(column.field().type(), column.sqlType(),
                            CodeBlock.of("row.getField($L)", i), local, true);
                }
            }
            SerializerWriter.construct(model, code, names, locals);
        }
        return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(javadoc)
                .returns(model.type()).addParameter(rowType, "row").addCode(code.build()).build();
    }

    // ------------------------------------------------------------------------
    //  Row
    // ------------------------------------------------------------------------

    private MethodSpec writeRow() {
        return writeMethod("writeRow", ROW, CodeBlock.of("$T.withPositions($T.INSERT, FIELD_COUNT)", ROW, ROW_KIND),
                false, "{@code value} as an insert-only row, its columns by position.\n");
    }

    private MethodSpec readRow() {
        return readMethod("readRow", ROW, false, i -> CodeBlock.of("row.getField($L) != null", i),
                (i, schema) -> CodeBlock.of("($T) row.getField($L)", ROW, i),
                "The instance whose columns {@code row} holds by position.\n");
    }

    // ------------------------------------------------------------------------
    //  shapes
    // ------------------------------------------------------------------------

    private void writeSubtypes(CodeBlock.Builder code, String method) {
        for (int i = 0; i < table.columns().size(); i++) {
            ClassName subtype = table.columns().get(i).subtype();
            code.beginControlFlow(i == 0 ? "if (value instanceof $T)" : "else if (value instanceof $T)", subtype);
            code.addStatement("row.setField($L, $T.$L(($T) value))", i, TypeModel.generatedName(subtype, "Schema"),
                    method, subtype);
            code.endControlFlow();
        }
        code.beginControlFlow("else");
        code.addStatement("throw new $T($S + value.getClass().getName())", IllegalArgumentException.class,
                model.type().canonicalName() + ": not a permitted subtype: ");
        code.endControlFlow();
    }

    private void readSubtypes(CodeBlock.Builder code, String method,
            IntFunction<CodeBlock> present,
            BiFunction<Integer, ClassName, CodeBlock> nested) {
        for (int i = 0; i < table.columns().size(); i++) {
            ClassName schema = TypeModel.generatedName(table.columns().get(i).subtype(), "Schema");
            code.beginControlFlow("if ($L)", present.apply(i));
            code.addStatement("return $T.$L($L)", schema, method, nested.apply(i, schema));
            code.endControlFlow();
        }
        code.addStatement("throw new $T($S)", IllegalArgumentException.class,
                model.type().canonicalName() + ": every subtype column is null");
    }

    private static CodeBlock read(FieldModel field, String instance) {
        return field.getter() == null
                ? CodeBlock.of("$L.$L", instance, field.name())
                : CodeBlock.of("$L.$L()", instance, field.getter());
    }

    private String location(TableModel.Column column) {
        return model.type().canonicalName() + "." + column.field().name();
    }

    // ------------------------------------------------------------------------
    //  value conversions, for one column: internal (RowData) or external (Row) structures
    // ------------------------------------------------------------------------

    /** Emits the statements that convert one column's value, into {@code code}. */
    private static final class Converter {
        private final CodeBlock.Builder code;
        private final LocalNames names;
        private final String location;
        private final boolean internal;

        Converter(CodeBlock.Builder code, LocalNames names, String location, boolean internal) {
            this.code = code;
            this.names = names;
            this.location = location;
            this.internal = internal;
        }

        /** An expression of the converted value of {@code value} (which may be null or an empty Optional). */
        CodeBlock toNullable(TypeNode node, SqlType sql, CodeBlock value, String hint) {
            if (node instanceof TypeNode.Primitive) {
                return to(node, sql, value, hint);
            }
            if (!(node instanceof TypeNode.OptionalNode) && isIdentity(node, sql, value, hint)) {
                return value;
            }
            String source = javax.lang.model.SourceVersion.isIdentifier(value.toString()) ? value.toString()
                    : names.newName(hint);
            if (!source.equals(value.toString())) {
                code.addStatement("$T $L = $L", node.typeName(), source, value);
            }
            String target = names.newName(hint + (internal ? "Internal" : "External"));
            if (node instanceof TypeNode.OptionalNode optional) {
                code.addStatement("$T $L = null", OBJECT, target);
                code.beginControlFlow("if ($L != null && $L.isPresent())", source, source);
                CodeBlock converted = to(optional.element(), sql, CodeBlock.of("$L.get()", source), hint);
                code.addStatement("$L = $L", target, converted);
                code.endControlFlow();
                return CodeBlock.of("$L", target);
            }
            CodeBlock.Builder outer = code;
            CodeBlock.Builder inner = CodeBlock.builder();
            CodeBlock converted = new Converter(inner, names, location, internal)
                    .to(node, sql, CodeBlock.of("$L", source), hint);
            CodeBlock statements = inner.build();
            if (statements.isEmpty()) {
                outer.addStatement("$T $L = $L == null ? null : $L", OBJECT, target, source, converted);
            } else {
                outer.addStatement("$T $L = null", OBJECT, target);
                outer.beginControlFlow("if ($L != null)", source);
                outer.add(statements);
                outer.addStatement("$L = $L", target, converted);
                outer.endControlFlow();
            }
            return CodeBlock.of("$L", target);
        }

        /** Whether the value converts to itself (a boxed number in a row), so no local is needed. */
        private boolean isIdentity(TypeNode node, SqlType sql, CodeBlock value, String hint) {
            CodeBlock.Builder scratch = CodeBlock.builder();
            CodeBlock converted = new Converter(scratch, new LocalNames(), location, internal).to(node, sql, value, hint);
            return scratch.isEmpty() && converted.toString().equals(value.toString());
        }

        /** An expression of the converted non-null {@code value}, after emitting any statements it needs. */
        CodeBlock to(TypeNode node, SqlType sql, CodeBlock value, String hint) {
            if (node instanceof TypeNode.Primitive p) {
                return p.kind() == PrimitiveKind.CHAR ? string(CodeBlock.of("$T.valueOf($L)", String.class, value))
                        : value;
            }
            if (node instanceof TypeNode.Boxed b) {
                return b.kind() == PrimitiveKind.CHAR ? string(CodeBlock.of("$T.valueOf($L)", String.class, value))
                        : value;
            }
            if (node instanceof TypeNode.Str) {
                return string(value);
            }
            if (node instanceof TypeNode.EnumNode) {
                return string(CodeBlock.of("$L.name()", value));
            }
            if (node instanceof TypeNode.Value v) {
                return switch (v.kind()) {
                    case BIG_DECIMAL -> decimal(value, sql);
                    case BIG_INTEGER -> decimal(CodeBlock.of("new $T($L)", BigDecimal.class, value), sql);
                    case UUID_ -> string(CodeBlock.of("$L.toString()", value));
                    case INSTANT -> internal ? CodeBlock.of("$T.fromInstant($L)", TIMESTAMP_DATA, value) : value;
                    case LOCAL_DATE_TIME -> internal
                            ? CodeBlock.of("$T.fromLocalDateTime($L)", TIMESTAMP_DATA, value) : value;
                    case LOCAL_DATE -> internal ? CodeBlock.of("(int) $L.toEpochDay()", value) : value;
                    case LOCAL_TIME -> internal ? CodeBlock.of("(int) ($L.toNanoOfDay() / 1_000_000L)", value) : value;
                    case DURATION -> internal ? CodeBlock.of("$L.toMillis()", value) : value;
                };
            }
            if (node instanceof TypeNode.PrimitiveArray array) {
                return switch (array.component()) {
                    case BYTE -> value;
                    case CHAR -> string(CodeBlock.of("new $T($L)", String.class, value));
                    default -> internal ? CodeBlock.of("new $T($L)", GENERIC_ARRAY_DATA, value)
                            : boxedArray(array.component(), value, hint);
                };
            }
            if (node instanceof TypeNode.ObjectArray array) {
                return elements(array.component(), sql.children().get(0), value, CodeBlock.of("$L.length", value),
                        hint);
            }
            if (node instanceof TypeNode.CollectionNode collection) {
                return elements(collection.element(), sql.children().get(0), value,
                        CodeBlock.of("$L.size()", value), hint);
            }
            if (node instanceof TypeNode.MapNode map) {
                return entries(map, sql, value, hint);
            }
            if (node instanceof TypeNode.OptionalNode optional) {
                String target = names.newName(hint + "Present");
                code.addStatement("$T $L = null", OBJECT, target);
                code.beginControlFlow("if ($L.isPresent())", value);
                code.addStatement("$L = $L", target, to(optional.element(), sql, CodeBlock.of("$L.get()", value), hint));
                code.endControlFlow();
                return CodeBlock.of("$L", target);
            }
            TypeNode.Nested nested = (TypeNode.Nested) node;
            return CodeBlock.of("$T.$L($L)", TypeModel.generatedName(nested.type(), "Schema"),
                    internal ? "writeRowData" : "writeRow", value);
        }

        private CodeBlock string(CodeBlock value) {
            return internal ? CodeBlock.of("$T.fromString($L)", STRING_DATA, value) : value;
        }

        private CodeBlock decimal(CodeBlock value, SqlType sql) {
            CodeBlock checked = CodeBlock.of("$T.decimal($L, $L, $L, $S)", ROW_CONVERSIONS, value, sql.precision(),
                    sql.scale(), location);
            return internal ? checked : CodeBlock.of("$L.toBigDecimal()", checked);
        }

        private CodeBlock boxedArray(PrimitiveKind component, CodeBlock value, String hint) {
            String target = names.newName(hint + "Boxed");
            TypeName box = component.primitive().box();
            code.addStatement("$T[] $L = new $T[$L.length]", box, target, box, value);
            String i = names.newName("i");
            code.beginControlFlow("for (int $L = 0; $L < $L.length; $L++)", i, i, value, i);
            code.addStatement("$L[$L] = $L[$L]", target, i, value, i);
            code.endControlFlow();
            return CodeBlock.of("$L", target);
        }

        /** A List, Set or array as ARRAY: an {@code Object[]} of converted elements (nulls kept). */
        private CodeBlock elements(TypeNode element, SqlType elementSql, CodeBlock value, CodeBlock size,
                String hint) {
            String target = names.newName(hint + "Elements");
            TypeName component = internal ? OBJECT : externalType(element, elementSql);
            code.addStatement("$L = $L", declaration(ArrayTypeName.of(component), target),
                    SourceFiles.newArray(component, size));
            String index = names.newName(hint + "Index");
            code.addStatement("int $L = 0", index);
            String each = names.newName(hint + "Element");
            code.beginControlFlow("for ($T $L : $L)", element.typeName(), each, value);
            CodeBlock converted = toNullable(element, elementSql, CodeBlock.of("$L", each), each);
            boolean identity = converted.toString().equals(each);
            code.addStatement("$L[$L++] = $L", target, index, identity ? converted : castIfExternal(component, converted));
            code.endControlFlow();
            return internal ? CodeBlock.of("new $T($L)", GENERIC_ARRAY_DATA, target) : CodeBlock.of("$L", target);
        }

        private CodeBlock entries(TypeNode.MapNode map, SqlType sql, CodeBlock value, String hint) {
            String target = names.newName(hint + "Entries");
            TypeName entriesType = ParameterizedTypeName.get(ClassName.get(Map.class), OBJECT, OBJECT);
            code.addStatement("$T $L = new $T<>()", entriesType, target, LinkedHashMap.class);
            String entry = names.newName(hint + "Entry");
            code.beginControlFlow("for ($T $L : $L.entrySet())", ParameterizedTypeName.get(
                    ClassName.get(Map.Entry.class), map.key().typeName(), map.value().typeName()), entry, value);
            CodeBlock key = toNullable(map.key(), sql.children().get(0), CodeBlock.of("$L.getKey()", entry),
                    hint + "Key");
            CodeBlock mapValue = toNullable(map.value(), sql.children().get(1), CodeBlock.of("$L.getValue()", entry),
                    hint + "Value");
            code.addStatement("$L.put($L, $L)", target, key, mapValue);
            code.endControlFlow();
            return internal ? CodeBlock.of("new $T($L)", GENERIC_MAP_DATA, target) : CodeBlock.of("$L", target);
        }

        private CodeBlock castIfExternal(TypeName component, CodeBlock converted) {
            return component.equals(OBJECT) ? converted : CodeBlock.of("($T) $L", component, converted);
        }

        // ---- reading ----

        /**
         * Declares {@code local} (the Java type of {@code node}) and assigns it the value at {@code position}
         * of the internal container ({@code RowData} or {@code ArrayData}), null when it is null there.
         */
        void fromInternalInto(TypeNode node, SqlType sql, String container, CodeBlock position, String local,
                boolean declare) {
            CodeBlock declaration = declare ? declaration(node.typeName(), local) : CodeBlock.of("$L", local);
            if (node instanceof TypeNode.Primitive) {
                code.addStatement("$T.requireNotNull($L, $L, $S)", ROW_CONVERSIONS, container, position, location);
                code.addStatement("$L = $L", declaration, fromInternal(node, sql, container, position, local));
                return;
            }
            if (node instanceof TypeNode.OptionalNode optional) {
                CodeBlock.Builder inner = CodeBlock.builder();
                CodeBlock value = new Converter(inner, names, location, internal)
                        .fromInternal(optional.element(), sql, container, position, local);
                if (inner.isEmpty()) {
                    code.addStatement("$L = $L.isNullAt($L) ? $T.empty() : $T.of($L)", declaration, container,
                            position, Optional.class, Optional.class, value);
                } else {
                    code.addStatement("$L = $T.empty()", declaration, Optional.class);
                    code.beginControlFlow("if (!$L.isNullAt($L))", container, position);
                    code.add(inner.build());
                    code.addStatement("$L = $T.of($L)", local, Optional.class, value);
                    code.endControlFlow();
                }
                return;
            }
            CodeBlock.Builder inner = CodeBlock.builder();
            CodeBlock value = new Converter(inner, names, location, internal)
                    .fromInternal(node, sql, container, position, local);
            if (inner.isEmpty()) {
                code.addStatement("$L = $L.isNullAt($L) ? null : $L", declaration, container, position, value);
            } else {
                code.addStatement("$L = null", declaration);
                code.beginControlFlow("if (!$L.isNullAt($L))", container, position);
                code.add(inner.build());
                code.addStatement("$L = $L", local, value);
                code.endControlFlow();
            }
        }

        private CodeBlock fromInternal(TypeNode node, SqlType sql, String c, CodeBlock p, String hint) {
            if (node instanceof TypeNode.Primitive || node instanceof TypeNode.Boxed) {
                PrimitiveKind kind = node instanceof TypeNode.Primitive pr ? pr.kind() : ((TypeNode.Boxed) node).kind();
                return kind == PrimitiveKind.CHAR ? CodeBlock.of("$L.getString($L).toString().charAt(0)", c, p)
                        : CodeBlock.of("$L.get$L($L)", c, kind.ioSuffix(), p);
            }
            if (node instanceof TypeNode.Str) {
                return CodeBlock.of("$L.getString($L).toString()", c, p);
            }
            if (node instanceof TypeNode.EnumNode e) {
                return CodeBlock.of("$T.valueOf($L.getString($L).toString())", e.type(), c, p);
            }
            if (node instanceof TypeNode.Value v) {
                return switch (v.kind()) {
                    case BIG_DECIMAL -> CodeBlock.of("$L.getDecimal($L, $L, $L).toBigDecimal()", c, p,
                            sql.precision(), sql.scale());
                    case BIG_INTEGER -> CodeBlock.of("$L.getDecimal($L, $L, $L).toBigDecimal().toBigIntegerExact()",
                            c, p, sql.precision(), sql.scale());
                    case UUID_ -> CodeBlock.of("$T.fromString($L.getString($L).toString())", UUID.class, c, p);
                    case INSTANT -> CodeBlock.of("$L.getTimestamp($L, $L).toInstant()", c, p, sql.precision());
                    case LOCAL_DATE_TIME -> CodeBlock.of("$L.getTimestamp($L, $L).toLocalDateTime()", c, p,
                            sql.precision());
                    case LOCAL_DATE -> CodeBlock.of("$T.ofEpochDay($L.getInt($L))", LocalDate.class, c, p);
                    case LOCAL_TIME -> CodeBlock.of("$T.ofNanoOfDay($L.getInt($L) * 1_000_000L)", LocalTime.class, c, p);
                    case DURATION -> CodeBlock.of("$T.ofMillis($L.getLong($L))", Duration.class, c, p);
                };
            }
            if (node instanceof TypeNode.PrimitiveArray array) {
                return switch (array.component()) {
                    case BYTE -> CodeBlock.of("$L.getBinary($L)", c, p);
                    case CHAR -> CodeBlock.of("$L.getString($L).toString().toCharArray()", c, p);
                    default -> CodeBlock.of("$L.getArray($L).to$LArray()", c, p, array.component().ioSuffix());
                };
            }
            if (node instanceof TypeNode.ObjectArray || node instanceof TypeNode.CollectionNode) {
                TypeNode element = node instanceof TypeNode.ObjectArray a ? a.component()
                        : ((TypeNode.CollectionNode) node).element();
                String array = names.newName(hint + "Array");
                code.addStatement("$T $L = $L.getArray($L)", ARRAY_DATA, array, c, p);
                return readContainer(node, hint, CodeBlock.of("$L.size()", array), (i, each) ->
                        fromInternalInto(element, sql.children().get(0), array, CodeBlock.of("$L", i), each, true));
            }
            if (node instanceof TypeNode.MapNode map) {
                String data = names.newName(hint + "Map");
                code.addStatement("$T $L = $L.getMap($L)", MAP_DATA, data, c, p);
                String keys = names.newName(hint + "Keys");
                String values = names.newName(hint + "Values");
                code.addStatement("$T $L = $L.keyArray()", ARRAY_DATA, keys, data);
                code.addStatement("$T $L = $L.valueArray()", ARRAY_DATA, values, data);
                String result = names.newName(hint + "Read");
                code.addStatement("$T $L = new $T<>()", node.typeName(), result, map.kind().created());
                String i = names.newName("i");
                code.beginControlFlow("for (int $L = 0; $L < $L.size(); $L++)", i, i, data, i);
                String key = names.newName(hint + "Key");
                String value = names.newName(hint + "Value");
                fromInternalInto(map.key(), sql.children().get(0), keys, CodeBlock.of("$L", i), key, true);
                fromInternalInto(map.value(), sql.children().get(1), values, CodeBlock.of("$L", i), value, true);
                code.addStatement("$L.put($L, $L)", result, key, value);
                code.endControlFlow();
                return CodeBlock.of("$L", result);
            }
            if (node instanceof TypeNode.OptionalNode optional) {
                return CodeBlock.of("$T.of($L)", Optional.class, fromInternal(optional.element(), sql, c, p, hint));
            }
            ClassName schema = TypeModel.generatedName(((TypeNode.Nested) node).type(), "Schema");
            return CodeBlock.of("$T.readRowData($L.getRow($L, $T.FIELD_COUNT))", schema, c, p, schema);
        }

        /**
         * Declares {@code local} (the Java type of {@code node}) and assigns it the external value {@code
         * value} (an expression of type Object) converted, null when it is null.
         */
        void fromExternalInto(TypeNode node, SqlType sql, CodeBlock value, String local, boolean declare) {
            CodeBlock declaration = declare ? declaration(node.typeName(), local) : CodeBlock.of("$L", local);
            if (node instanceof TypeNode.Primitive p) {
                TypeName box = p.kind() == PrimitiveKind.CHAR ? ClassName.get(String.class) : p.kind().primitive().box();
                CodeBlock checked = CodeBlock.of("$T.notNull(($T) $L, $S)", ROW_CONVERSIONS, box, value, location);
                code.addStatement("$L = $L", declaration,
                        p.kind() == PrimitiveKind.CHAR ? CodeBlock.of("$L.charAt(0)", checked) : checked);
                return;
            }
            if (!(node instanceof TypeNode.OptionalNode)) {
                CodeBlock scratchValue = CodeBlock.of("$L", local);
                CodeBlock.Builder scratch = CodeBlock.builder();
                CodeBlock cast = new Converter(scratch, new LocalNames(), location, internal)
                        .fromExternal(node, sql, scratchValue, local);
                if (scratch.isEmpty() && cast.toString().equals(CodeBlock.of("($T) $L", node.typeName(), local)
                        .toString())) {
                    // a plain cast, which lets null through: no local needed
                    code.addStatement("$L = ($T) $L", declaration, node.typeName(), value);
                    return;
                }
            }
            String source = names.newName(local + "Field");
            code.addStatement("$T $L = $L", OBJECT, source, value);
            TypeNode element = node instanceof TypeNode.OptionalNode optional ? optional.element() : node;
            CodeBlock.Builder inner = CodeBlock.builder();
            CodeBlock converted = new Converter(inner, names, location, internal)
                    .fromExternal(element, sql, CodeBlock.of("$L", source), local);
            if (node instanceof TypeNode.OptionalNode) {
                converted = CodeBlock.of("$T.of($L)", Optional.class, converted);
            }
            CodeBlock absent = node instanceof TypeNode.OptionalNode ? CodeBlock.of("$T.empty()", Optional.class)
                    : CodeBlock.of("null");
            if (inner.isEmpty()) {
                code.addStatement("$L = $L == null ? $L : $L", declaration, source, absent, converted);
            } else {
                code.addStatement("$L = $L", declaration, absent);
                code.beginControlFlow("if ($L != null)", source);
                code.add(inner.build());
                code.addStatement("$L = $L", local, converted);
                code.endControlFlow();
            }
        }

        private CodeBlock fromExternal(TypeNode node, SqlType sql, CodeBlock o, String hint) {
            if (node instanceof TypeNode.Boxed b) {
                return b.kind() == PrimitiveKind.CHAR ? CodeBlock.of("(($T) $L).charAt(0)", String.class, o)
                        : CodeBlock.of("($T) $L", b.kind().primitive().box(), o);
            }
            if (node instanceof TypeNode.Str) {
                return CodeBlock.of("($T) $L", String.class, o);
            }
            if (node instanceof TypeNode.EnumNode e) {
                return CodeBlock.of("$T.valueOf(($T) $L)", e.type(), String.class, o);
            }
            if (node instanceof TypeNode.Value v) {
                return switch (v.kind()) {
                    case BIG_INTEGER -> CodeBlock.of("(($T) $L).toBigIntegerExact()", BigDecimal.class, o);
                    case UUID_ -> CodeBlock.of("$T.fromString(($T) $L)", UUID.class, String.class, o);
                    default -> CodeBlock.of("($T) $L", v.kind().type(), o);
                };
            }
            if (node instanceof TypeNode.PrimitiveArray array) {
                switch (array.component()) {
                    case BYTE:
                        return CodeBlock.of("(byte[]) $L", o);
                    case CHAR:
                        return CodeBlock.of("(($T) $L).toCharArray()", String.class, o);
                    default:
                        String boxed = names.newName(hint + "Boxed");
                        code.addStatement("$T[] $L = ($T[]) $L", OBJECT, boxed, OBJECT, o);
                        String result = names.newName(hint + "Read");
                        code.addStatement("$T $L = new $T[$L.length]", node.typeName(), result,
                                array.component().primitive(), boxed);
                        String i = names.newName("i");
                        code.beginControlFlow("for (int $L = 0; $L < $L.length; $L++)", i, i, boxed, i);
                        code.addStatement("$L[$L] = $T.notNull(($T) $L[$L], $S)", result, i, ROW_CONVERSIONS,
                                array.component().primitive().box(), boxed, i, location);
                        code.endControlFlow();
                        return CodeBlock.of("$L", result);
                }
            }
            if (node instanceof TypeNode.ObjectArray || node instanceof TypeNode.CollectionNode) {
                TypeNode element = node instanceof TypeNode.ObjectArray a ? a.component()
                        : ((TypeNode.CollectionNode) node).element();
                String array = names.newName(hint + "Array");
                code.addStatement("$T[] $L = ($T[]) $L", OBJECT, array, OBJECT, o);
                return readContainer(node, hint, CodeBlock.of("$L.length", array), (i, each) ->
                        fromExternalInto(element, sql.children().get(0), CodeBlock.of("$L[$L]", array, i), each,
                                true));
            }
            if (node instanceof TypeNode.MapNode map) {
                TypeName wildcardMap = ParameterizedTypeName.get(ClassName.get(Map.class),
                        WildcardTypeName.subtypeOf(Object.class), WildcardTypeName.subtypeOf(Object.class));
                String entries = names.newName(hint + "Map");
                code.addStatement("$T $L = ($T) $L", wildcardMap, entries, wildcardMap, o);
                String result = names.newName(hint + "Read");
                code.addStatement("$T $L = new $T<>()", node.typeName(), result, map.kind().created());
                String entry = names.newName(hint + "Entry");
                code.beginControlFlow("for ($T $L : $L.entrySet())", ParameterizedTypeName.get(
                        ClassName.get(Map.Entry.class), WildcardTypeName.subtypeOf(Object.class),
                        WildcardTypeName.subtypeOf(Object.class)), entry, entries);
                String key = names.newName(hint + "Key");
                String value = names.newName(hint + "Value");
                fromExternalInto(map.key(), sql.children().get(0), CodeBlock.of("$L.getKey()", entry), key, true);
                fromExternalInto(map.value(), sql.children().get(1), CodeBlock.of("$L.getValue()", entry), value,
                        true);
                code.addStatement("$L.put($L, $L)", result, key, value);
                code.endControlFlow();
                return CodeBlock.of("$L", result);
            }
            if (node instanceof TypeNode.OptionalNode optional) {
                return CodeBlock.of("$T.of($L)", Optional.class, fromExternal(optional.element(), sql, o, hint));
            }
            ClassName schema = TypeModel.generatedName(((TypeNode.Nested) node).type(), "Schema");
            return CodeBlock.of("$T.readRow(($T) $L)", schema, ROW, o);
        }

        /** {@code new ArrayList<>(size)}, {@code new LinkedHashSet<>()} or {@code new Foo[size]}. */
        /**
         * Declares an array or collection of {@code size} elements, then a loop that reads each into a local
         * ({@code readElement} gets the index and the local's name) and stores it; returns the container.
         */
        private CodeBlock readContainer(TypeNode node, String hint, CodeBlock size,
                BiConsumer<String, String> readElement) {
            String result = names.newName(hint + "Read");
            code.addStatement("$L = $L", declaration(node.typeName(), result), newContainer(node, size));
            String i = names.newName("i");
            code.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, size, i);
            String each = names.newName(hint + "Element");
            readElement.accept(i, each);
            code.addStatement(node instanceof TypeNode.ObjectArray ? "$L[$L] = $L" : "$L.add($L$L)", result,
                    node instanceof TypeNode.ObjectArray ? i : "", each);
            code.endControlFlow();
            return CodeBlock.of("$L", result);
        }

        private static CodeBlock newContainer(TypeNode node, CodeBlock size) {
            if (node instanceof TypeNode.ObjectArray array) {
                return SourceFiles.newArray(array.component().typeName(), size);
            }
            TypeNode.CollectionNode collection = (TypeNode.CollectionNode) node;
            return collection.kind().hashed() ? CodeBlock.of("new $T<>()", collection.kind().created())
                    : CodeBlock.of("new $T<>($L)", collection.kind().created(), size);
        }
    }

    private static CodeBlock declaration(TypeName type, String name) {
        return CodeBlock.of("$T $L", type, name);
    }

    /** The class Flink's default conversion of a column type uses in a {@code Row}. */
    private static TypeName externalType(TypeNode node, SqlType sql) {
        if (node instanceof TypeNode.Primitive p) {
            return p.kind() == PrimitiveKind.CHAR ? ClassName.get(String.class) : p.kind().primitive().box();
        }
        if (node instanceof TypeNode.Boxed b) {
            return b.kind() == PrimitiveKind.CHAR ? ClassName.get(String.class) : b.kind().primitive().box();
        }
        if (node instanceof TypeNode.Str || node instanceof TypeNode.EnumNode) {
            return ClassName.get(String.class);
        }
        if (node instanceof TypeNode.Value v) {
            return switch (v.kind()) {
                case BIG_DECIMAL, BIG_INTEGER -> ClassName.get(BigDecimal.class);
                case UUID_ -> ClassName.get(String.class);
                default -> ClassName.get(v.kind().type());
            };
        }
        if (node instanceof TypeNode.PrimitiveArray array) {
            return switch (array.component()) {
                case BYTE -> ArrayTypeName.of(TypeName.BYTE);
                case CHAR -> ClassName.get(String.class);
                default -> ArrayTypeName.of(array.component().primitive().box());
            };
        }
        if (node instanceof TypeNode.ObjectArray array) {
            return ArrayTypeName.of(externalType(array.component(), sql.children().get(0)));
        }
        if (node instanceof TypeNode.CollectionNode collection) {
            return ArrayTypeName.of(externalType(collection.element(), sql.children().get(0)));
        }
        if (node instanceof TypeNode.MapNode) {
            return ClassName.get(Map.class);
        }
        if (node instanceof TypeNode.OptionalNode optional) {
            return externalType(optional.element(), sql);
        }
        return ROW;
    }

    // ------------------------------------------------------------------------
    //  nested types compiled elsewhere
    // ------------------------------------------------------------------------

    /**
     * Whether a field (or permitted subtype) of the type is a {@code @FlinkType} compiled without the Table
     * API, reporting each such field: its serializer exists but its {@code FooSchema}, which this type's
     * schema calls, never will. (A nested type compiled in this build has both or, until the next round,
     * neither.)
     */
    private static boolean reachesATypeWithoutSchema(TypeModel model, ProcessingEnvironment env,
            Reporter reporter) {
        boolean found = false;
        for (FieldModel field : model.fields()) {
            found |= reportTypesWithoutSchema(field.element(), field.element().asType(), model, env, reporter);
        }
        for (TypeMirror permitted : model.element().getPermittedSubclasses()) {
            found |= reportTypesWithoutSchema(model.element(), permitted, model, env, reporter);
        }
        return found;
    }

    private static boolean reportTypesWithoutSchema(Element element, TypeMirror type, TypeModel model,
            ProcessingEnvironment env, Reporter reporter) {
        Set<TypeElement> reached = new HashSet<>();
        collect(type, env, reached);
        boolean found = false;
        for (TypeElement nested : reached) {
            ClassName name = ClassName.get(nested);
            if (env.getElementUtils().getTypeElement(TypeModel.generatedName(name, "Serializer").canonicalName())
                    != null
                    && env.getElementUtils().getTypeElement(TypeModel.generatedName(name, "Schema").canonicalName())
                    == null) {
                reporter.error(element, Message.NESTED_TYPE_WITHOUT_SCHEMA, model.type().canonicalName(),
                        element.getSimpleName(), name.canonicalName(), TypeModel.generatedName(name, "Schema")
                                .simpleName(), name.simpleName());
                found = true;
            }
        }
        return found;
    }

    // ------------------------------------------------------------------------
    //  recursion
    // ------------------------------------------------------------------------

    /**
     * Whether the type, or a {@code @FlinkType} it reaches through its fields, reaches itself: then some
     * schema it needs cannot exist.
     */
    private static boolean reachesACycle(TypeElement start, ProcessingEnvironment env) {
        Set<TypeElement> reachable = new HashSet<>();
        List<TypeElement> pending = new ArrayList<>(List.of(start));
        while (!pending.isEmpty()) {
            TypeElement next = pending.remove(pending.size() - 1);
            if (reachable.add(next)) {
                if (reachesItself(next, env)) {
                    return true;
                }
                pending.addAll(directlyReached(next, env));
            }
        }
        return false;
    }

    /** Whether a {@code @FlinkType} reaches itself through the types of its fields, at any depth. */
    private static boolean reachesItself(TypeElement start, ProcessingEnvironment env) {
        Set<TypeElement> seen = new HashSet<>();
        List<TypeElement> pending = new ArrayList<>(directlyReached(start, env));
        while (!pending.isEmpty()) {
            TypeElement next = pending.remove(pending.size() - 1);
            if (next.equals(start)) {
                return true;
            }
            if (seen.add(next)) {
                pending.addAll(directlyReached(next, env));
            }
        }
        return false;
    }

    private static Set<TypeElement> directlyReached(TypeElement type, ProcessingEnvironment env) {
        Set<TypeElement> reached = new HashSet<>();
        for (TypeMirror permitted : type.getPermittedSubclasses()) {
            collect(permitted, env, reached);
        }
        for (TypeElement current = type; current != null; ) {
            for (VariableElement field : ElementFilter.fieldsIn(current.getEnclosedElements())) {
                if (!field.getModifiers().contains(Modifier.STATIC)) {
                    collect(field.asType(), env, reached);
                }
            }
            TypeMirror superclass = current.getSuperclass();
            current = superclass.getKind() == TypeKind.DECLARED
                    ? (TypeElement) env.getTypeUtils().asElement(superclass) : null;
        }
        return reached;
    }

    private static void collect(TypeMirror type, ProcessingEnvironment env, Set<TypeElement> reached) {
        if (type.getKind() == TypeKind.ARRAY) {
            collect(((ArrayType) type).getComponentType(), env, reached);
        } else if (type.getKind() == TypeKind.DECLARED) {
            Element element = env.getTypeUtils().asElement(type);
            if (element.getAnnotation(FlinkType.class) != null && element.getKind() != ElementKind.ENUM) {
                reached.add((TypeElement) element);
            }
            for (TypeMirror argument : ((DeclaredType) type).getTypeArguments()) {
                collect(argument, env, reached);
            }
        }
    }
}
