package io.github.typegen.runtime.serialization;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The base of every generated serializer: the parts of Flink's {@link TypeSerializer} contract that
 * are the same for all of them.
 *
 * <p>Most generated serializers hold no state (nested types are written by static methods of their own
 * serializers), so {@link #duplicate()} returns {@code this}, and two serializers of the same class are
 * equal. The serializer of a generic {@code @FlinkType}, or of a class with a generic {@code @FlinkType} field,
 * holds the serializers of those values ({@link #nestedSerializers()}): it is equal to another of its class
 * holding equal ones, immutable only when they are, and overrides {@code duplicate()} to duplicate them.
 * Reading never reuses an instance: the reuse variants delegate to the plain ones, and only a POJO's
 * serializer creates an empty instance ({@link #createInstance()}).
 */
public abstract class TypegenSerializer<T> extends TypeSerializer<T> {

    private static final long serialVersionUID = 1L;

    private final Class<T> type;
    private final boolean immutableType;
    private final int length;

    private static final byte UNKNOWN = 0;
    private static final byte IMMUTABLE = 1;
    private static final byte MUTABLE = 2;

    /** {@link #isImmutableType()}, once worked out; not serialized, as it is worked out again from the fields. */
    private transient byte immutability = UNKNOWN;

    /**
     * What the last restore found of state this serializer was to read, when it was not compatible as is: said by
     * {@link #toString()}, which Flink prints in the messages of a failed restore. Not part of equality.
     */
    private transient volatile String restoreNote;

    /**
     * What the job said of the Flink line that wrote the savepoint it restores (1 or 2; 0: nothing), which the
     * adoption of Kryo state on Flink 2.x needs ({@link SavepointFlinkLine}). Not part of equality.
     */
    private int savepointFlinkLine;

    /**
     * How this serializer writes strings and ints: {@link WireEncoding#VAR_INTS}, unless it was restored from, or
     * reconfigured for, a snapshot of an earlier version whose layout is unchanged ({@link
     * TypegenSerializerSnapshot}). Set before the serializer is used, and part of equality.
     */
    private WireEncoding encoding = WireEncoding.VAR_INTS;

    /**
     * @param type the class this serializer reads and writes
     * @param immutableType whether every value reachable from an instance is immutable, so that a copy may
     *     be the instance itself and Flink need not copy between chained operators
     * @param length the serialized size of every value in bytes, or -1 when values differ in size
     */
    protected TypegenSerializer(Class<T> type, boolean immutableType, int length) {
        this.type = type;
        this.immutableType = immutableType;
        this.length = length;
    }

    /**
     * Whether every value reachable from an instance is immutable, including those of the nested serializers.
     * Generated {@code copy} methods ask it for every record, so it is worked out once: the nested serializers
     * never change.
     */
    @Override
    public final boolean isImmutableType() {
        if (immutability == UNKNOWN) {
            immutability = immutableType && nestedSerializers().allImmutable() ? IMMUTABLE : MUTABLE;
        }
        return immutability == IMMUTABLE;
    }

    /**
     * The serializers this one holds, by name, in the order of its snapshot: none unless the class is generic or
     * has fields of a generic {@code @FlinkType}.
     */
    protected NestedSerializers nestedSerializers() {
        return NestedSerializers.none();
    }

    @Override
    public final int getLength() {
        return length;
    }

    /**
     * Returns null: records, immutable classes and sealed types have no empty instance to create, and none is
     * needed, since reading never reuses an instance ({@code deserialize(reuse, source)} returns a new one). A
     * POJO's serializer overrides this with its no-argument constructor.
     */
    @Override
    public T createInstance() {
        return null;
    }

    /** The class this serializer reads and writes. */
    public final Class<T> getType() {
        return type;
    }

    @Override
    public TypeSerializer<T> duplicate() {
        return this;
    }

    @Override
    public final T copy(T from, T reuse) {
        return copy(from);
    }

    @Override
    public final T deserialize(T reuse, DataInputView source) throws IOException {
        return deserialize(source);
    }

    @Override
    public final void copy(DataInputView source, DataOutputView target) throws IOException {
        serialize(deserialize(source), target);
    }

    @Override
    public final boolean equals(Object obj) {
        return obj != null && obj.getClass() == getClass()
                && ((TypegenSerializer<?>) obj).encoding == encoding
                && ((TypegenSerializer<?>) obj).nestedSerializers().equals(nestedSerializers());
    }

    @Override
    public final int hashCode() {
        return 31 * (31 * type.hashCode() + nestedSerializers().hashCode()) + encoding.hashCode();
    }

    /**
     * How this serializer writes and reads strings and ints; the generated code passes it to its {@code write} and
     * {@code read}.
     */
    protected final WireEncoding wireEncoding() {
        return encoding;
    }

    /** This serializer, set to write and read strings and ints in {@code encoding}: only before it is used. */
    final TypegenSerializer<T> withEncoding(WireEncoding encoding) {
        this.encoding = encoding;
        return this;
    }

    /**
     * The snapshot of this serializer, tied to it: when, on restore, the snapshot finds that the old state needs
     * migration or cannot be read, this serializer's {@link #toString()} says so. Flink prints the new serializer in
     * the message of a refused restore ("The new key serializer (...) must be compatible with the previous key
     * serializer (...)": Flink migrates no key), so the message names the type, says why, and what to do.
     */
    @Override
    public final TypegenSerializerSnapshot<T> snapshotConfiguration() {
        return createSnapshot().takenOf(this);
    }

    /** A new snapshot of this serializer: of its class's layout, and of the serializers it holds. */
    protected abstract TypegenSerializerSnapshot<T> createSnapshot();

    /**
     * {@code duplicate}, a new serializer of this class holding duplicates of this one's stateful serializers, told
     * what this one was told for a restore: Flink registers a state with a duplicate of its descriptor's serializer.
     */
    protected final <S extends TypegenSerializer<T>> S asDuplicate(S duplicate) {
        duplicate.savepointFlinkLine(savepointFlinkLine);
        duplicate.withEncoding(encoding);
        return duplicate;
    }

    void savepointFlinkLine(int line) {
        this.savepointFlinkLine = line;
    }

    int savepointFlinkLine() {
        return savepointFlinkLine;
    }

    void noteRestore(String note) {
        this.restoreNote = note;
    }

    /**
     * {@code FooSerializer<com.example.Foo>}, with the serializers it holds; after a restore that found the old
     * state needs migration or cannot be read, followed by what it found and what to do.
     */
    @Override
    public String toString() {
        NestedSerializers nested = nestedSerializers();
        String note = restoreNote;
        return getClass().getSimpleName() + "<" + type.getName() + ">" + (nested.isEmpty() ? "" : nested.toString())
                + (encoding == WireEncoding.VAR_INTS ? "" : " (in the " + encoding + " encoding of snapshot version "
                        + encoding.snapshotVersion() + ")")
                + (note == null ? "" : ": " + note);
    }

    /**
     * The class of a generic {@code @FlinkType}, typed as its parameterized use: {@code classOf(Envelope.class)}
     * as a {@code Class<Envelope<T>>}. Java has no class literal for a parameterized type; the cast is safe,
     * since the class object is the same for every parameterization.
     */
    @SuppressWarnings("unchecked")
    public static <T> Class<T> classOf(Class<?> rawClass) {
        return (Class<T>) rawClass;
    }
}
