package io.github.typegen.format;

/**
 * The kinds of serialized value: what a field, an element, a key or a value can be. The processor's type
 * tree and the runtime's {@code Layout} each have one node per kind.
 *
 * <p>Append only: the ordinal is stored in snapshots, as the tag of a node.
 */
public enum NodeKind {
    /** {@code int}, ...: never null, written by {@code DataOutput.writeInt}, .... */
    PRIMITIVE,
    /** {@code Integer}, ...: written like the primitive. */
    BOXED,
    /** {@code String}, in Flink's {@code StringValue} format, which encodes null itself. */
    STRING,
    /** An enum, by ordinal. */
    ENUM,
    /** A value class of {@link ValueKind}. */
    VALUE,
    /** {@code int[]}, ...: a length, then the elements. */
    PRIMITIVE_ARRAY,
    /** An array of references: a length, then each element. */
    OBJECT_ARRAY,
    /** A list or set of {@link CollectionKind}: a length, then each element. */
    COLLECTION,
    /** A map of {@link MapKind}: a length, then each key and its value. */
    MAP,
    /** {@code Optional}: a presence flag, then the value. */
    OPTIONAL,
    /** Another {@code @FlinkType}, written by its own serializer. */
    NESTED,
    /**
     * A value written by a serializer that the generated serializer holds: a type argument's serializer (a
     * field of type {@code T}), or the serializer of a generic {@code @FlinkType} use ({@code Envelope<Order>}).
     * Its bytes are that serializer's, and its snapshot is nested in the enclosing snapshot.
     */
    DELEGATED,
    /** Flink's {@code Tuple0} .. {@code Tuple25}: each element in order, as an element of a collection. */
    TUPLE;

    /**
     * Whether a value of this kind, as an element of an array, collection or map, carries its own null, so
     * that no presence flag precedes it: only strings do. Every other element is preceded by a boolean,
     * {@code true} when it is not null. (Fields have a bit in the null mask instead; see {@link WireFormat}.)
     */
    public boolean carriesOwnNull() {
        return this == STRING;
    }

    /** Whether a field of this kind has a bit in its class's null mask: every kind but primitives. */
    public boolean nullable() {
        return this != PRIMITIVE;
    }
}
