package io.github.typegen.processor.model;

import java.util.List;

import com.squareup.javapoet.ArrayTypeName;
import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeName;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.MapKind;
import io.github.typegen.format.NodeKind;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.ValueKind;

/**
 * The type of a serialized field, as a tree: what the writers write, read and copy.
 *
 * <p>Writers take a node apart with a {@link Visitor}, never with {@code instanceof}: adding a kind of node
 * adds a method to {@code Visitor}, and every writer fails to compile until it handles the new kind.
 */
public sealed interface TypeNode {

    /** Calls the method of {@code visitor} for this kind of node. */
    <R> R accept(Visitor<R> visitor);

    /** One method per kind of node. */
    interface Visitor<R> {
        R primitive(Primitive node);

        R boxed(Boxed node);

        R string(Str node);

        R enumType(EnumNode node);

        R value(Value node);

        R primitiveArray(PrimitiveArray node);

        R objectArray(ObjectArray node);

        R collection(CollectionNode node);

        R map(MapNode node);

        R optional(OptionalNode node);

        R nested(Nested node);

        R delegated(Delegated node);

        R tuple(TupleNode node);

        R converted(Converted node);
    }

    /** The Java type, as generated code spells it. */
    TypeName typeName();

    /** True when values never change after construction, so a copy may share them. */
    boolean immutable();

    /** The kind of serialized value, whose rules {@code io.github.typegen.format} defines. */
    NodeKind nodeKind();

    /**
     * The size in bytes of every serialized value of this node, or -1 when values differ in size: the
     * convention of Flink's {@code TypeSerializer.getLength()}.
     */
    int fixedSize();

    /** {@code boolean}, {@code int}, ...: never null, written inline. */
    record Primitive(PrimitiveKind kind) implements TypeNode {
        /** The size of every primitive but {@code int}, a var-int of 1 to 5 bytes. */
        public int fixedSize() {
            return kind == PrimitiveKind.INT ? -1 : kind.bytes();
        }

        public NodeKind nodeKind() {
            return NodeKind.PRIMITIVE;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.primitive(this);
        }

        public TypeName typeName() {
            return JavaTypes.primitive(kind);
        }

        public boolean immutable() {
            return true;
        }
    }

    /** {@code Integer}, {@code Boolean}, ...: written like the primitive after the null mask. */
    record Boxed(PrimitiveKind kind) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.BOXED;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.boxed(this);
        }

        public TypeName typeName() {
            return JavaTypes.boxed(kind);
        }

        public boolean immutable() {
            return true;
        }
    }

    /** {@code java.lang.String}. */
    record Str() implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.STRING;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.string(this);
        }

        public TypeName typeName() {
            return ClassName.get(String.class);
        }

        public boolean immutable() {
            return true;
        }
    }

    /** An enum, written by ordinal; its constants are part of the layout. */
    record EnumNode(ClassName type, List<String> constants) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.ENUM;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.enumType(this);
        }

        public TypeName typeName() {
            return type;
        }

        public boolean immutable() {
            return true;
        }
    }

    /**
     * A value class with a codec in {@code Codecs}: {@code Instant}, {@code UUID}, ...; the mutable ones
     * ({@code java.util.Date}, {@code java.sql.Timestamp}, ...) also with a copy.
     */
    record Value(ValueKind kind) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.VALUE;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.value(this);
        }

        public TypeName typeName() {
            return ClassName.get(kind.type());
        }

        public boolean immutable() {
            return !kind.mutable();
        }
    }

    /** {@code int[]}, {@code byte[]}, ...: one codec call each way, {@code clone()} to copy. */
    record PrimitiveArray(PrimitiveKind component) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.PRIMITIVE_ARRAY;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.primitiveArray(this);
        }

        public TypeName typeName() {
            return ArrayTypeName.of(JavaTypes.primitive(component));
        }

        public boolean immutable() {
            return false;
        }
    }

    /** An array of a non-primitive type. */
    record ObjectArray(TypeNode component) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.OBJECT_ARRAY;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.objectArray(this);
        }

        public TypeName typeName() {
            return ArrayTypeName.of(component.typeName());
        }

        public boolean immutable() {
            return false;
        }
    }

    /** A {@code List}, {@code Set}, {@code Queue}, {@code Collection} or one of their concrete classes. */
    record CollectionNode(CollectionKind kind, TypeNode element) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.COLLECTION;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.collection(this);
        }

        public TypeName typeName() {
            return ParameterizedTypeName.get(ClassName.get(kind.declared()), element.typeName());
        }

        public boolean immutable() {
            return false;
        }
    }

    /** A {@code Map} or one of its concrete classes. */
    record MapNode(MapKind kind, TypeNode key, TypeNode value) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.MAP;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.map(this);
        }

        public TypeName typeName() {
            return ParameterizedTypeName.get(ClassName.get(kind.declared()), key.typeName(), value.typeName());
        }

        public boolean immutable() {
            return false;
        }
    }

    /** {@code Optional<T>}: a presence flag, then the value. */
    record OptionalNode(TypeNode element) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.OPTIONAL;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.optional(this);
        }

        public TypeName typeName() {
            return ParameterizedTypeName.get(ClassName.get(java.util.Optional.class), element.typeName());
        }

        public boolean immutable() {
            return element.immutable();
        }
    }

    /** Another {@code @FlinkType}: written by the static methods of its generated serializer. */
    record Nested(GeneratedNames names, boolean immutable) implements TypeNode {
        public ClassName type() {
            return names.type();
        }

        public ClassName serializer() {
            return names.get(GeneratedClass.SERIALIZER);
        }

        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.NESTED;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.nested(this);
        }

        public TypeName typeName() {
            return type();
        }
    }

    /**
     * Flink's {@code Tuple0} .. {@code Tuple25}: public fields {@code f0}, {@code f1}, ..., each written as an
     * element (which may be null). Mutable, except {@code Tuple0}, which has no fields.
     */
    record TupleNode(List<TypeNode> elements) implements TypeNode {
        /** The package of Flink's tuple classes. */
        public static final String PACKAGE = "org.apache.flink.api.java.tuple";

        public TupleNode {
            elements = List.copyOf(elements);
        }

        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.TUPLE;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.tuple(this);
        }

        /** {@code Tuple2} for two elements. */
        public ClassName rawType() {
            return ClassName.get(PACKAGE, "Tuple" + elements.size());
        }

        public TypeName typeName() {
            if (elements.isEmpty()) {
                return rawType();
            }
            return ParameterizedTypeName.get(rawType(), elements.stream().map(TypeNode::typeName)
                    .toArray(TypeName[]::new));
        }

        public boolean immutable() {
            return elements.isEmpty();
        }
    }

    /**
     * A value written by a serializer the generated serializer holds: a type argument's serializer (a field of
     * type {@code T}) or that of a generic {@code @FlinkType} use ({@code Envelope<Order>}).
     *
     * @param serializer the nested serializer that writes it, one of {@link TypeModel#nestedSerializers()}
     * @param typeName the Java type: a type variable, or the parameterized {@code @FlinkType}
     */
    record Delegated(NestedSerializer serializer, TypeName typeName) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return NodeKind.DELEGATED;
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.delegated(this);
        }

        /** Unknown at compile time: the serializer decides at run time ({@code isImmutableType()}). */
        public boolean immutable() {
            return false;
        }
    }

    /**
     * A value of a class Typegen does not serialize, written in the stored form of a {@code FlinkConverter}: the
     * converter's {@code toStored} result is written as {@code stored}, and read back through {@code fromStored}.
     * Its serialized kind, layout and column type are the stored form's, so the stored form evolves like any field.
     * A null value is written as null without calling the converter.
     *
     * @param converter the converter class, with a public no-argument constructor
     * @param type the converted class, as the field declares it
     * @param stored the node of the stored form
     * @param immutable whether the converted class is immutable, so that a copy may share a value; otherwise a
     *     copy converts the value to its stored form and back
     */
    record Converted(ClassName converter, TypeName type, TypeNode stored, boolean immutable) implements TypeNode {
        public int fixedSize() {
            return -1;
        }

        public NodeKind nodeKind() {
            return stored.nodeKind();
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.converted(this);
        }

        public TypeName typeName() {
            return type;
        }
    }
}
