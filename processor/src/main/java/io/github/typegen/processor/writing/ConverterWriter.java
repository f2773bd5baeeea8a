package io.github.typegen.processor.writing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.BiConsumer;

import javax.lang.model.SourceVersion;
import javax.lang.model.element.Modifier;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;
import com.squareup.javapoet.WildcardTypeName;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.GeneratedNames;
import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * What the two pairs of converters of {@code FooSchema} share: {@code writeRowData}/{@code readRowData}
 * ({@link RowDataConverterWriter}, Flink's internal structures) and {@code writeRow}/{@code readRow}
 * ({@link RowConverterWriter}, its external ones). Both write a row column by column and build the
 * instance from the columns read, dispatch a sealed hierarchy on its subtype columns, and write a value by
 * the same walk of its {@link TypeNode} ({@link To}), which differs only where the representations do: how
 * strings, decimals, times, arrays and maps are held. Reading differs throughout, so each subclass has its
 * own visitors for it.
 */
abstract class ConverterWriter {

    static final ClassName ROW_CONVERSIONS = ClassName.get("io.github.typegen.runtime.table", "RowConversions");

    final TableModel table;
    final TypeModel model;
    /** The schema's constants holding the converters of converted fields, shared by both pairs. */
    final ConverterConstants converters;

    ConverterWriter(TableModel table, ConverterConstants converters) {
        this.table = table;
        this.model = table.type();
        this.converters = converters;
    }

    /** The write and read methods. */
    final List<MethodSpec> methods() {
        return List.of(writeMethod(), readMethod());
    }

    // ---- what differs between the two pairs ----

    abstract String writeName();

    abstract String readName();

    /** The row class written, and the expression of a new one with {@code FIELD_COUNT} columns. */
    abstract TypeName writtenRow();

    abstract CodeBlock newRow();

    abstract String writeJavadoc();

    /** The row class read. */
    abstract ClassName readRow();

    abstract String readJavadoc();

    /** For a sealed hierarchy: whether the subtype column {@code column} holds a value. */
    abstract CodeBlock subtypePresent(int column);

    /** For a sealed hierarchy: the nested row of subtype column {@code column}, read by {@code schema}. */
    abstract CodeBlock subtypeRow(int column, ClassName schema);

    /** Declares {@code local} and reads column {@code column} of {@code row} into it. */
    abstract void readColumn(Body body, TableModel.Column column, int position, String local);

    /** The class of a value's representation in a written row: the type of the locals that hold one. */
    abstract TypeName representation(TypeNode node);

    /** {@code value} (a String) as the representation of a string. */
    abstract CodeBlock string(CodeBlock value);

    /** A non-null {@code value} of {@code kind} as the representation of the column type {@code sql}. */
    abstract CodeBlock value(Body body, ValueKind kind, CodeBlock value, SqlType sql);

    /** Whether a value of {@code kind} is its own representation. */
    abstract boolean isOwnRepresentation(ValueKind kind);

    /** Whether a String is its own representation. */
    abstract boolean isStringOwnRepresentation();

    /** A primitive array other than {@code byte[]} and {@code char[]} as its representation. */
    abstract CodeBlock primitiveArray(Body body, PrimitiveKind component, CodeBlock value, String hint);

    /** The component of the array an ARRAY's converted elements are collected in. */
    abstract TypeName elementsComponent(TypeNode element);

    /** The collected elements (or entries) {@code collected} as the representation of an ARRAY (or MAP). */
    abstract CodeBlock array(CodeBlock collected);

    abstract CodeBlock map(CodeBlock collected);

    /** The converted fields {@code fields} as the representation of a ROW (a tuple's). */
    abstract CodeBlock row(List<CodeBlock> fields);

    /** How the locals holding converted values are named: {@code tagsInternal}, {@code tagsExternal}. */
    abstract String suffix();

    // ---- the methods ----

    private MethodSpec writeMethod() {
        Body body = new Body(new LocalNames("value", "row"), null);
        CodeBlock.Builder code = body.code;
        code.addStatement("$T row = $L", writtenRow(), newRow());
        if (model.shape() == Shape.SEALED) {
            writeSubtypes(code);
        } else {
            for (int i = 0; i < table.columns().size(); i++) {
                TableModel.Column column = table.columns().get(i);
                FieldModel field = column.field();
                CodeBlock value = field.getter() == null ? CodeBlock.of("value.$L", field.name())
                        : CodeBlock.of("value.$L()", field.getter());
                Body columnBody = body.at(location(column));
                CodeBlock converted = field.type().accept(columnBody.new WriteNullable(column.sqlType(), value,
                        field.name()));
                code.addStatement("row.setField($L, $L)", i, converted);
            }
        }
        code.addStatement("return row");
        return MethodSpec.methodBuilder(writeName()).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(writeJavadoc())
                .returns(writtenRow()).addParameter(model.type(), "value").addCode(code.build()).build();
    }

    private MethodSpec readMethod() {
        Body body = new Body(new LocalNames("row"), null);
        if (model.shape() == Shape.SEALED) {
            readSubtypes(body.code);
        } else {
            List<String> locals = new ArrayList<>();
            for (int i = 0; i < table.columns().size(); i++) {
                TableModel.Column column = table.columns().get(i);
                String local = body.names.newName(column.field().name());
                locals.add(local);
                readColumn(body.at(location(column)), column, i, local);
            }
            SerializerWriter.construct(model, body.code, body.names, locals);
        }
        return MethodSpec.methodBuilder(readName()).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc(readJavadoc())
                .returns(model.type()).addParameter(readRow(), "row").addCode(body.code.build()).build();
    }

    private void writeSubtypes(CodeBlock.Builder code) {
        for (int i = 0; i < table.columns().size(); i++) {
            GeneratedNames subtype = table.columns().get(i).subtype();
            code.beginControlFlow(i == 0 ? "if (value instanceof $T)" : "else if (value instanceof $T)", subtype.type());
            code.addStatement("row.setField($L, $T.$L(($T) value))", i, subtype.get(GeneratedClass.SCHEMA),
                    writeName(), subtype.type());
            code.endControlFlow();
        }
        code.beginControlFlow("else");
        code.addStatement("throw new $T($S$W+ value.getClass().getName())", IllegalArgumentException.class,
                model.type().canonicalName() + ": not a permitted subtype: ");
        code.endControlFlow();
    }

    private void readSubtypes(CodeBlock.Builder code) {
        for (int i = 0; i < table.columns().size(); i++) {
            ClassName schema = table.columns().get(i).subtype().get(GeneratedClass.SCHEMA);
            code.beginControlFlow("if ($L)", subtypePresent(i));
            code.addStatement("return $T.$L($L)", schema, readName(), subtypeRow(i, schema));
            code.endControlFlow();
        }
        code.addStatement("throw new $T($W$S)", IllegalArgumentException.class,
                model.type().canonicalName() + ": every subtype column is null");
    }

    private String location(TableModel.Column column) {
        return model.type().canonicalName() + "." + column.field().name();
    }

    /**
     * A field written by a nested serializer has no column: the table step gives no schema to a class with one
     * ({@code TableStep}), so no converter is ever written for it.
     */
    static IllegalStateException noColumn(TypeNode.Delegated node) {
        return new IllegalStateException("No column holds " + node.typeName()
                + ": a class with a field written by a nested serializer has no schema");
    }

    /**
     * What a NULL column reads as: {@code null}, but an empty {@code OptionalInt}, {@code OptionalLong} or {@code
     * OptionalDouble} for those, whose columns hold an empty one as NULL.
     */
    static CodeBlock absent(TypeNode node) {
        return EMPTY_WHEN_NULL.contains(node.typeName()) ? CodeBlock.of("$T.empty()", node.typeName())
                : CodeBlock.of("null");
    }

    /** The types whose NULL column reads as an empty value, not null. */
    private static final Set<TypeName> EMPTY_WHEN_NULL = Set.of(ClassName.get(OptionalInt.class),
            ClassName.get(OptionalLong.class), ClassName.get(OptionalDouble.class));

    static CodeBlock declaration(TypeName type, String name) {
        return CodeBlock.of("$T $L", type, name);
    }

    /** An array component that can be created: {@code Map<?, ?>} for {@code Map<K, V>}. */
    static TypeName creatable(TypeName component) {
        if (component instanceof ParameterizedTypeName parameterized) {
            TypeName[] wildcards = new TypeName[parameterized.typeArguments.size()];
            java.util.Arrays.fill(wildcards, WildcardTypeName.subtypeOf(Object.class));
            return ParameterizedTypeName.get(parameterized.rawType, wildcards);
        }
        if (component instanceof ArrayTypeName array) {
            return ArrayTypeName.of(creatable(array.componentType));
        }
        return component;
    }

    /**
     * Where one method's statements go: the code, its locals' names, and the field (as {@code
     * pkg.Type.field}) that failure messages name. The visitors that write a value are its inner classes.
     */
    final class Body {
        final CodeBlock.Builder code;
        final LocalNames names;
        final String location;

        private Body(CodeBlock.Builder code, LocalNames names, String location) {
            this.code = code;
            this.names = names;
            this.location = location;
        }

        private Body(LocalNames names, String location) {
            this(CodeBlock.builder(), names, location);
        }

        /** The same method's code, with failures naming {@code location}. */
        Body at(String location) {
            return new Body(code, names, location);
        }

        /** A fresh code block with the same locals, for statements that go inside a null check. */
        Body inner() {
            return new Body(CodeBlock.builder(), names, location);
        }

        /**
         * {@code toStored} of the converter of {@code node} on the non-null {@code value}, checked not to return
         * null: a null stored form would read back as a null value, so it fails naming the field, as the serializer
         * does.
         */
        CodeBlock toStored(TypeNode.Converted node, CodeBlock value) {
            String converter = converters.of(node.converter());
            return CodeBlock.of("$T.requireStored($L.toStored($L),$W$L,$W$S)", SourceFiles.CODECS, converter, value,
                    converter, location);
        }

        /**
         * Declares {@code <hint>Read} of type {@code node}, a new array or collection of {@code size} elements, then
         * a loop that reads each into a local ({@code readElement} gets the index and the local's name) and
         * stores it; returns the container.
         */
        CodeBlock readContainer(TypeNode node, Container container, String hint, CodeBlock size,
                BiConsumer<String, String> readElement) {
            String result = names.newName(hint + "Read");
            code.addStatement("$L = $L", declaration(node.typeName(), result), container.create(size));
            String i = names.newName("i");
            code.beginControlFlow("for (int $L = 0; $L < $L; $L++)", i, i, size, i);
            String each = names.newName(hint + "Element");
            readElement.accept(i, each);
            if (container.array()) {
                code.addStatement("$L[$L] = $L", result, i, each);
            } else {
                code.addStatement("$L.add($L)", result, each);
            }
            code.endControlFlow();
            return CodeBlock.of("$L", result);
        }

        /** Whether a non-null value of {@code node} is its own representation, so writing it needs no local. */
        boolean isOwnRepresentation(TypeNode node) {
            return node.accept(new OwnRepresentation());
        }

        /**
         * Writes a value that may be null (or an empty {@code Optional}): an expression of its representation,
         * null when it is absent, after emitting the statements it needs.
         */
        final class WriteNullable implements TypeNode.Visitor<CodeBlock> {
            private final SqlType sql;
            private final CodeBlock value;
            private final String hint;

            WriteNullable(SqlType sql, CodeBlock value, String hint) {
                this.sql = sql;
                this.value = value;
                this.hint = hint;
            }

            public CodeBlock primitive(TypeNode.Primitive node) {
                return node.accept(new To(sql, value, hint));
            }

            public CodeBlock boxed(TypeNode.Boxed node) {
                return orNull(node);
            }

            public CodeBlock string(TypeNode.Str node) {
                return orNull(node);
            }

            public CodeBlock enumType(TypeNode.EnumNode node) {
                return orNull(node);
            }

            public CodeBlock value(TypeNode.Value node) {
                return orNull(node);
            }

            public CodeBlock primitiveArray(TypeNode.PrimitiveArray node) {
                return orNull(node);
            }

            public CodeBlock objectArray(TypeNode.ObjectArray node) {
                return orNull(node);
            }

            public CodeBlock collection(TypeNode.CollectionNode node) {
                return orNull(node);
            }

            public CodeBlock map(TypeNode.MapNode node) {
                return orNull(node);
            }

            public CodeBlock optional(TypeNode.OptionalNode node) {
                String source = source(node);
                String target = names.newName(hint + suffix());
                code.addStatement("$T $L = null", representation(node), target);
                code.beginControlFlow("if ($L != null && $L.isPresent())", source, source);
                code.addStatement("$L = $L", target,
                        node.element().accept(new To(sql, CodeBlock.of("$L.get()", source), hint)));
                code.endControlFlow();
                return CodeBlock.of("$L", target);
            }

            public CodeBlock nested(TypeNode.Nested node) {
                return orNull(node);
            }

            public CodeBlock delegated(TypeNode.Delegated node) {
                throw noColumn(node);
        }

            public CodeBlock tuple(TypeNode.TupleNode node) {
                return orNull(node);
            }

            /** The stored form as its column holds it; a null value is a null stored form. */
            public CodeBlock converted(TypeNode.Converted node) {
                String source = source(node);
                String stored = names.newName(hint + "Stored");
                code.addStatement("$T $L = $L == null ? null :$W$L", node.stored().typeName(), stored, source,
                        toStored(node, CodeBlock.of("$L", source)));
                return node.stored().accept(new WriteNullable(sql, CodeBlock.of("$L", stored), hint));
            }

            /** The value converted, or null: the value itself where it is its own representation. */
            private CodeBlock orNull(TypeNode node) {
                if (isOwnRepresentation(node)) {
                    return value;
                }
                String source = source(node);
                String target = names.newName(hint + suffix());
                Body inner = inner();
                CodeBlock converted = node.accept(inner.new To(sql, CodeBlock.of("$L", source), hint));
                CodeBlock statements = inner.code.build();
                if (statements.isEmpty()) {
                    code.addStatement("$T $L = $L == null ? null :$W$L", representation(node), target, source,
                            converted);
                } else {
                    code.addStatement("$T $L = null", representation(node), target);
                    code.beginControlFlow("if ($L != null)", source);
                    code.add(statements);
                    code.addStatement("$L = $L", target, converted);
                    code.endControlFlow();
                }
                return CodeBlock.of("$L", target);
            }

            /** A local that holds the value, so that it is read once: the value itself when it is one. */
            private String source(TypeNode node) {
                String text = value.toString();
                if (SourceVersion.isIdentifier(text)) {
                    return text;
                }
                String local = names.newName(hint);
                code.addStatement("$T $L = $L", node.typeName(), local, value);
                return local;
            }

        }

        /** Writes a non-null value: an expression of its representation, after the statements it needs. */
        final class To implements TypeNode.Visitor<CodeBlock> {
            private final SqlType sql;
            private final CodeBlock value;
            private final String hint;

            To(SqlType sql, CodeBlock value, String hint) {
                this.sql = sql;
                this.value = value;
                this.hint = hint;
            }

            public CodeBlock primitive(TypeNode.Primitive node) {
                return node.kind() == PrimitiveKind.CHAR
                        ? ConverterWriter.this.string(CodeBlock.of("$T.valueOf($L)", String.class, value)) : value;
            }

            public CodeBlock boxed(TypeNode.Boxed node) {
                return node.kind() == PrimitiveKind.CHAR
                        ? ConverterWriter.this.string(CodeBlock.of("$T.valueOf($L)", String.class, value)) : value;
            }

            public CodeBlock string(TypeNode.Str node) {
                return ConverterWriter.this.string(value);
            }

            public CodeBlock enumType(TypeNode.EnumNode node) {
                return ConverterWriter.this.string(CodeBlock.of("$L.name()", value));
            }

            public CodeBlock value(TypeNode.Value node) {
                return ConverterWriter.this.value(Body.this, node.kind(), value, sql);
            }

            public CodeBlock primitiveArray(TypeNode.PrimitiveArray node) {
                return switch (node.component()) {
                    case BYTE -> value;
                    case CHAR -> ConverterWriter.this.string(CodeBlock.of("new $T($L)", String.class, value));
                    default -> ConverterWriter.this.primitiveArray(Body.this, node.component(), value, hint);
                };
            }

            public CodeBlock objectArray(TypeNode.ObjectArray node) {
                return elements(node.component(), CodeBlock.of("$L.length", value));
            }

            public CodeBlock collection(TypeNode.CollectionNode node) {
                return elements(node.element(), CodeBlock.of("$L.size()", value));
            }

            public CodeBlock map(TypeNode.MapNode node) {
                String target = names.newName(hint + "Entries");
                TypeName entries = ParameterizedTypeName.get(ClassName.get(Map.class),
                        representation(node.key()).box(), representation(node.value()).box());
                code.addStatement("$T $L = new $T<>()", entries, target, LinkedHashMap.class);
                String entry = names.newName(hint + "Entry");
                code.beginControlFlow("for ($T $L : $L.entrySet())", ParameterizedTypeName.get(
                        ClassName.get(Map.Entry.class), node.key().typeName(), node.value().typeName()), entry, value);
                CodeBlock key = node.key().accept(new WriteNullable(sql.children().get(0),
                        CodeBlock.of("$L.getKey()", entry), hint + "Key"));
                CodeBlock mapValue = node.value().accept(new WriteNullable(sql.children().get(1),
                        CodeBlock.of("$L.getValue()", entry), hint + "Value"));
                code.addStatement("$L.put($L, $L)", target, key, mapValue);
                code.endControlFlow();
                return ConverterWriter.this.map(CodeBlock.of("$L", target));
            }

            public CodeBlock optional(TypeNode.OptionalNode node) {
                String target = names.newName(hint + "Present");
                code.addStatement("$T $L = null", representation(node), target);
                code.beginControlFlow("if ($L.isPresent())", value);
                code.addStatement("$L = $L", target,
                        node.element().accept(new To(sql, CodeBlock.of("$L.get()", value), hint)));
                code.endControlFlow();
                return CodeBlock.of("$L", target);
            }

            public CodeBlock nested(TypeNode.Nested node) {
                return CodeBlock.of("$T.$L($L)", node.names().get(GeneratedClass.SCHEMA), writeName(), value);
            }

            /** A tuple as a ROW of its elements {@code f0}, {@code f1}, ..., each of which may be null. */
            public CodeBlock tuple(TypeNode.TupleNode node) {
                List<CodeBlock> fields = new ArrayList<>();
                for (int i = 0; i < node.elements().size(); i++) {
                    fields.add(node.elements().get(i).accept(new WriteNullable(sql.children().get(i),
                            CodeBlock.of("$L.f$L", value, i), hint + "F" + i)));
                }
                return row(fields);
            }

            public CodeBlock delegated(TypeNode.Delegated node) {
                throw noColumn(node);
            }

            /** The stored form as its column holds it. */
            public CodeBlock converted(TypeNode.Converted node) {
                String stored = names.newName(hint + "Stored");
                code.addStatement("$T $L = $L", node.stored().typeName(), stored, toStored(node, value));
                return node.stored().accept(new WriteNullable(sql, CodeBlock.of("$L", stored), hint));
            }

            /** A List, Set or array as ARRAY: an array of the converted elements (nulls kept). */
            private CodeBlock elements(TypeNode element, CodeBlock size) {
                String target = names.newName(hint + "Elements");
                TypeName component = elementsComponent(element);
                code.addStatement("$L = $L", declaration(ArrayTypeName.of(component), target),
                        SourceFiles.newArray(component, size));
                String index = names.newName(hint + "Index");
                code.addStatement("int $L = 0", index);
                String each = names.newName(hint + "Element");
                code.beginControlFlow("for ($T $L : $L)", element.typeName(), each, value);
                CodeBlock converted = element.accept(new WriteNullable(sql.children().get(0),
                        CodeBlock.of("$L", each), each));
                code.addStatement("$L[$L++] = $L", target, index, converted);
                code.endControlFlow();
                return array(CodeBlock.of("$L", target));
            }
        }
    }

    /** How an ARRAY column is read into its Java container: an array, or a collection. */
    interface Container {
        boolean array();

        CodeBlock create(CodeBlock size);

        static Container of(TypeNode.ObjectArray node) {
            return new Container() {
                public boolean array() {
                    return true;
                }

                public CodeBlock create(CodeBlock size) {
                    return SourceFiles.newArray(node.component().typeName(), size);
                }
            };
        }

        static Container of(TypeNode.CollectionNode node) {
            return new Container() {
                public boolean array() {
                    return false;
                }

                public CodeBlock create(CodeBlock size) {
                    return Containers.newCollection(node, size, null);
                }
            };
        }
    }

    /** Whether a non-null value of a kind is already its representation. */
    private final class OwnRepresentation implements TypeNode.Visitor<Boolean> {
        public Boolean primitive(TypeNode.Primitive node) {
            return node.kind() != PrimitiveKind.CHAR;
        }

        public Boolean boxed(TypeNode.Boxed node) {
            return node.kind() != PrimitiveKind.CHAR;
        }

        public Boolean string(TypeNode.Str node) {
            return isStringOwnRepresentation();
        }

        public Boolean enumType(TypeNode.EnumNode node) {
            return false;
        }

        public Boolean value(TypeNode.Value node) {
            return isOwnRepresentation(node.kind());
        }

        public Boolean primitiveArray(TypeNode.PrimitiveArray node) {
            return node.component() == PrimitiveKind.BYTE;
        }

        public Boolean objectArray(TypeNode.ObjectArray node) {
            return false;
        }

        public Boolean collection(TypeNode.CollectionNode node) {
            return false;
        }

        public Boolean map(TypeNode.MapNode node) {
            return false;
        }

        public Boolean optional(TypeNode.OptionalNode node) {
            return false;
        }

        public Boolean nested(TypeNode.Nested node) {
            return false;
        }

        public Boolean delegated(TypeNode.Delegated node) {
            throw noColumn(node);
        }

        public Boolean tuple(TypeNode.TupleNode node) {
            return false;
        }

        public Boolean converted(TypeNode.Converted node) {
            return false;
        }
    }

    /**
     * Reads a column (or an element) into a local, by what null means for its node: a primitive cannot hold
     * it, an optional holds it as empty, and every other kind as null ({@link #orNull}).
     */
    abstract static class ReadColumn implements TypeNode.Visitor<Void> {

        /** Reads a value of {@code node}, or null when the column is null. */
        abstract Void orNull(TypeNode node);

        @Override
        public Void boxed(TypeNode.Boxed node) {
            return orNull(node);
        }

        @Override
        public Void string(TypeNode.Str node) {
            return orNull(node);
        }

        @Override
        public Void enumType(TypeNode.EnumNode node) {
            return orNull(node);
        }

        @Override
        public Void value(TypeNode.Value node) {
            return orNull(node);
        }

        @Override
        public Void primitiveArray(TypeNode.PrimitiveArray node) {
            return orNull(node);
        }

        @Override
        public Void objectArray(TypeNode.ObjectArray node) {
            return orNull(node);
        }

        @Override
        public Void collection(TypeNode.CollectionNode node) {
            return orNull(node);
        }

        @Override
        public Void map(TypeNode.MapNode node) {
            return orNull(node);
        }

        @Override
        public Void nested(TypeNode.Nested node) {
            return orNull(node);
        }

        public Void delegated(TypeNode.Delegated node) {
            throw noColumn(node);
        }

        @Override
        public Void tuple(TypeNode.TupleNode node) {
            return orNull(node);
        }
    }

}
