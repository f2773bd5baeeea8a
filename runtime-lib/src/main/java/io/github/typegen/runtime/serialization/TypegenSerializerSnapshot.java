package io.github.typegen.runtime.serialization;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The base of every generated serializer snapshot. It stores the serialized layout of the type (its
 * fields and their types, nested types included) as written by the serializer that took the snapshot.
 *
 * <p>On restore, an unchanged layout is compatible as is; a changed one is reported incompatible with
 * both layouts in the message, rather than read with the wrong layout.
 */
public abstract class TypegenSerializerSnapshot<T> implements TypeSerializerSnapshot<T> {

    private static final int VERSION = 1;

    private final Class<T> type;
    private final String currentSchema;
    private String schema;

    protected TypegenSerializerSnapshot(Class<T> type, String currentSchema) {
        this.type = type;
        this.currentSchema = currentSchema;
        this.schema = currentSchema;
    }

    /** A serializer of the current layout. */
    protected abstract TypeSerializer<T> createSerializer();

    /** The layout of the serializer this snapshot describes. */
    public final String getSchema() {
        return schema;
    }

    @Override
    public final int getCurrentVersion() {
        return VERSION;
    }

    @Override
    public final void writeSnapshot(DataOutputView out) throws IOException {
        Codecs.writeString(out, schema);
    }

    @Override
    public final void readSnapshot(int readVersion, DataInputView in, ClassLoader userCodeClassLoader)
            throws IOException {
        if (readVersion != VERSION) {
            throw new IOException(
                    "Unknown version " + readVersion + " of the serializer snapshot of " + type.getName());
        }
        String stored = Codecs.readString(in);
        if (stored == null) {
            throw new CorruptDataException("Corrupt serializer snapshot of " + type.getName());
        }
        schema = stored;
    }

    @Override
    public final TypeSerializer<T> restoreSerializer() {
        if (!schema.equals(currentSchema)) {
            throw new IllegalStateException(layoutChanged(schema));
        }
        return createSerializer();
    }

    @Override
    public final TypeSerializerSchemaCompatibility<T> resolveSchemaCompatibility(
            TypeSerializerSnapshot<T> oldSerializerSnapshot) {
        if (oldSerializerSnapshot.getClass() != getClass()) {
            return TypeSerializerSchemaCompatibility.incompatible();
        }
        String oldSchema = ((TypegenSerializerSnapshot<T>) oldSerializerSnapshot).schema;
        return oldSchema.equals(schema)
                ? TypeSerializerSchemaCompatibility.compatibleAsIs()
                : TypeSerializerSchemaCompatibility.incompatible();
    }

    private String layoutChanged(String oldSchema) {
        return "The serialized layout of "
                + type.getName()
                + " has changed since the snapshot was taken, and state in the old layout cannot be"
                + " read by this serializer.\n  old: "
                + oldSchema
                + "\n  new: "
                + currentSchema;
    }
}
