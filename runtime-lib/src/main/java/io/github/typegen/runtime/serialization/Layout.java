package io.github.typegen.runtime.serialization;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;
import io.github.typegen.format.NodeKind;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;

/**
 * The serialized form of a {@code @FlinkType}, as data: what a generated serializer writes, described
 * without reference to the Java classes. Each generated serializer builds its own with a static {@code
 * layout()} method; snapshots store it ({@link SchemaLayout}) and compare the stored one with the current
 * one on restore ({@link LayoutCompatibility}); a {@link MigratingSerializer} reads old bytes by it.
 *
 * <p>A node describes one value: a primitive, a boxed primitive, a string, and so on. A {@link Type}
 * describes a {@code @FlinkType} class: its fields in serialized order, or, for a sealed type, its permitted
 * subtypes in tag order. Nested {@code @FlinkType}s are referenced by class name with a supplier of their
 * layout, so recursive types do not build infinite trees.
 *
 * <p>The kinds of node and the rules of the form are defined in {@code io.github.typegen.format}, which the
 * processor writes code by.
 *
 * <p>Walks of layouts take a node apart with a {@link Visitor}, never with {@code instanceof}: adding a kind
 * of node adds a method to {@code Visitor}, and every walk fails to compile until it handles the new kind.
 */
public sealed interface Layout {

    /** Calls the method of {@code visitor} for this kind of node. */
    <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X;

    /**
     * One method per kind of node.
     *
     * @param <X> what the methods may throw: {@code IOException} for walks that read or write bytes, {@code
     *     RuntimeException} for the others
     */
    interface Visitor<R, X extends Exception> {
        R primitive(Primitive node) throws X;

        R boxed(Boxed node) throws X;

        R string(Str node) throws X;

        R enumType(EnumNode node) throws X;

        R value(Value node) throws X;

        R primitiveArray(PrimitiveArray node) throws X;

        R objectArray(ObjectArray node) throws X;

        R collection(CollectionNode node) throws X;

        R map(MapNode node) throws X;

        R optional(OptionalNode node) throws X;

        R nested(Nested node) throws X;

        R delegated(Delegated node) throws X;

        R tuple(TupleNode node) throws X;
    }

    /** How the node is spelled in messages: {@code int}, {@code List<String>}, {@code p.Item}. */
    String describe();

    /** The kind of value the node describes. */
    NodeKind nodeKind();

    // ------------------------------------------------------------------------
    //  nodes
    // ------------------------------------------------------------------------

    /** A primitive field: never null, written inline by {@code DataOutput.writeInt} etc. */
    record Primitive(PrimitiveKind kind) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.PRIMITIVE;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.primitive(this);
        }

        public String describe() {
            return kind.keyword();
        }
    }

    /** A boxed primitive: a null-mask bit, then written like the primitive. */
    record Boxed(PrimitiveKind kind) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.BOXED;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.boxed(this);
        }

        public String describe() {
            return kind.boxed();
        }
    }

    /** {@code java.lang.String}, in Flink's {@code StringValue} format. */
    record Str() implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.STRING;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.string(this);
        }

        public String describe() {
            return "String";
        }
    }

    /** An enum, written by ordinal; {@code constants} are its constant names in ordinal order. */
    record EnumNode(String className, List<String> constants) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.ENUM;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.enumType(this);
        }

        public EnumNode {
            constants = List.copyOf(constants);
        }

        public String describe() {
            return "enum " + className + constants.stream().collect(Collectors.joining(", ", "{", "}"));
        }
    }

    /** A value class written by a {@link Codecs} pair: {@code BigDecimal}, {@code Instant}, ... */
    record Value(ValueKind kind) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.VALUE;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.value(this);
        }

        public String describe() {
            return kind.type().getSimpleName();
        }
    }

    /** {@code int[]} and the like: a length, then the elements. */
    record PrimitiveArray(PrimitiveKind component) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.PRIMITIVE_ARRAY;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.primitiveArray(this);
        }

        public String describe() {
            return component.keyword() + "[]";
        }
    }

    /** An array of a reference type: a length, then each element (a presence flag before all but strings). */
    record ObjectArray(Layout component) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.OBJECT_ARRAY;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.objectArray(this);
        }

        public String describe() {
            return component.describe() + "[]";
        }
    }

    /** A list or set: written like an object array. */
    record CollectionNode(CollectionKind kind, Layout element) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.COLLECTION;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.collection(this);
        }

        public String describe() {
            return kind.simpleName() + "<" + element.describe() + ">";
        }
    }

    /** A map: a length, then each key and value, written like array elements. */
    record MapNode(MapKind kind, Layout key, Layout value) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.MAP;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.map(this);
        }

        public String describe() {
            return kind.simpleName() + "<" + key.describe() + ", " + value.describe() + ">";
        }
    }

    /**
     * Flink's {@code Tuple0} .. {@code Tuple25}: each element in order, written like an array element. The arity
     * is the number of elements.
     */
    record TupleNode(List<Layout> elements) implements Layout {
        public TupleNode {
            elements = List.copyOf(elements);
        }

        public NodeKind nodeKind() {
            return NodeKind.TUPLE;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.tuple(this);
        }

        public String describe() {
            StringBuilder text = new StringBuilder("Tuple").append(elements.size());
            if (!elements.isEmpty()) {
                text.append('<');
                for (int i = 0; i < elements.size(); i++) {
                    text.append(i == 0 ? "" : ", ").append(elements.get(i).describe());
                }
                text.append('>');
            }
            return text.toString();
        }
    }

    /** {@code Optional<T>}: a presence flag, then the value. */
    record OptionalNode(Layout element) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.OPTIONAL;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.optional(this);
        }

        public String describe() {
            return "Optional<" + element.describe() + ">";
        }
    }

    /**
     * Another {@code @FlinkType}, written by its own serializer. Equal to another reference to the same
     * class name: the layout itself is compared where the types are compared, once per type.
     *
     * @param layout the layout of the class, supplied lazily (types may be recursive)
     */
    record Nested(String className, Supplier<Type> layout) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.NESTED;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.nested(this);
        }

        public Nested {
            Objects.requireNonNull(className, "className");
            Objects.requireNonNull(layout, "layout");
        }

        public String describe() {
            return className;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Nested nested && nested.className.equals(className);
        }

        @Override
        public int hashCode() {
            return className.hashCode();
        }

        @Override
        public String toString() {
            return "Nested[" + className + "]";
        }
    }

    /**
     * A value written by a serializer the generated serializer holds ({@link NestedSerializers}): a type
     * argument's serializer or a generic {@code @FlinkType}'s. Its bytes are that serializer's; its snapshot is
     * nested in the enclosing snapshot under {@code name}.
     *
     * @param name the type parameter ({@code T}) or the generic type ({@code com.example.Envelope<T>})
     */
    record Delegated(String name) implements Layout {
        public NodeKind nodeKind() {
            return NodeKind.DELEGATED;
        }

        public <R, X extends Exception> R accept(Visitor<R, X> visitor) throws X {
            return visitor.delegated(this);
        }

        public Delegated {
            Objects.requireNonNull(name, "name");
        }

        public String describe() {
            return name;
        }
    }

    /**
     * One serialized field.
     *
     * @param formerNames the names declared by {@code @FormerName}, most recent first
     */
    record Field(String name, Layout type, List<String> formerNames) {
        public Field {
            formerNames = List.copyOf(formerNames);
        }

        /** Whether the field has a bit in the null mask: every reference type does. */
        public boolean nullable() {
            return type.nodeKind().nullable();
        }
    }

    /**
     * The serialized form of one {@code @FlinkType} class.
     *
     * @param className its canonical name
     * @param fields for classes, the fields in serialized order; empty for sealed types
     * @param subtypes for sealed types, the permitted subtypes in tag order; empty otherwise
     */
    record Type(String className, Shape shape, List<Field> fields, List<Nested> subtypes) {
        public Type {
            fields = List.copyOf(fields);
            subtypes = List.copyOf(subtypes);
        }

        public boolean sealed() {
            return shape == Shape.SEALED;
        }

        /** {@code record p.Item(sku String, count int)} or {@code sealed p.Shape = p.Circle | p.Square}. */
        public String describe() {
            String kind = shape.name().toLowerCase(java.util.Locale.ROOT);
            if (sealed()) {
                return kind + " " + className + subtypes.stream().map(Nested::className)
                        .collect(Collectors.joining(" | ", " = ", ""));
            }
            return kind + " " + className + fields.stream().map(f -> f.name() + " " + f.type().describe())
                    .collect(Collectors.joining(", ", "(", ")"));
        }
    }

    // ------------------------------------------------------------------------
    //  what generated code calls
    // ------------------------------------------------------------------------

    Primitive BOOLEAN = new Primitive(PrimitiveKind.BOOLEAN);
    Primitive BYTE = new Primitive(PrimitiveKind.BYTE);
    Primitive SHORT = new Primitive(PrimitiveKind.SHORT);
    Primitive CHAR = new Primitive(PrimitiveKind.CHAR);
    Primitive INT = new Primitive(PrimitiveKind.INT);
    Primitive LONG = new Primitive(PrimitiveKind.LONG);
    Primitive FLOAT = new Primitive(PrimitiveKind.FLOAT);
    Primitive DOUBLE = new Primitive(PrimitiveKind.DOUBLE);
    Str STRING = new Str();

    static Boxed boxed(PrimitiveKind kind) {
        return new Boxed(kind);
    }

    static EnumNode enumOf(String className, String... constants) {
        return new EnumNode(className, Arrays.asList(constants));
    }

    static Value value(ValueKind kind) {
        return new Value(kind);
    }

    static PrimitiveArray primitiveArray(PrimitiveKind component) {
        return new PrimitiveArray(component);
    }

    static ObjectArray array(Layout component) {
        return new ObjectArray(component);
    }

    static CollectionNode collection(CollectionKind kind, Layout element) {
        return new CollectionNode(kind, element);
    }

    static MapNode map(MapKind kind, Layout key, Layout value) {
        return new MapNode(kind, key, value);
    }

    static OptionalNode optional(Layout element) {
        return new OptionalNode(element);
    }

    static TupleNode tuple(Layout... elements) {
        return new TupleNode(List.of(elements));
    }

    static Nested nested(String className, Supplier<Type> layout) {
        return new Nested(className, layout);
    }

    static Delegated delegated(String name) {
        return new Delegated(name);
    }

    /** A field; {@code formerNames} as declared by {@code @FormerName}. */
    static Field field(String name, Layout type, String... formerNames) {
        return new Field(name, type, Arrays.asList(formerNames));
    }

    /** A class of fields: a POJO, record or immutable class. */
    static Type type(Shape shape, String className, Field... fields) {
        if (shape == Shape.SEALED) {
            throw new IllegalArgumentException("A sealed type has subtypes, not fields: " + className);
        }
        return new Type(className, shape, Arrays.asList(fields), List.of());
    }

    /** A sealed type, with its permitted subtypes in tag order. */
    static Type sealed(String className, Nested... subtypes) {
        return new Type(className, Shape.SEALED, List.of(), Arrays.asList(subtypes));
    }
}
