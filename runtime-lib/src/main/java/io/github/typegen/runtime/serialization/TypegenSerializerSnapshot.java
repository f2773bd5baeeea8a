package io.github.typegen.runtime.serialization;

import java.io.IOException;
import java.util.function.Supplier;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The base of every generated serializer snapshot. It stores the {@link SchemaLayout} of the type: its
 * fields and their types, the layouts of nested types, the subtypes of sealed types, and the {@code
 * @FormerName}s of renamed fields.
 *
 * <p>On restore, Flink reads the stored layout into an instance of the current snapshot class (the old
 * class is not needed), then calls {@link #resolveSchemaCompatibility} on the current serializer's
 * snapshot with it, and {@link #restoreSerializer} on it:
 *
 * <ul>
 *   <li>an unchanged layout is compatible as is: the restored serializer is the current one;
 *   <li>a layout the current classes can read ({@link LayoutCompatibility}) is compatible after migration:
 *       the restored serializer is a {@link MigratingSerializer}, reading the old bytes into current objects;
 *   <li>any other layout is incompatible: {@link #resolveSchemaCompatibility} logs why, and {@link
 *       #restoreSerializer} throws an {@link IllegalStateException} saying why, naming the class, each field,
 *       its old and its new type. State backends that read state eagerly on restore (the heap backend)
 *       fail the restore with that message.
 * </ul>
 *
 * <p>Version 2 of the snapshot is the {@link SchemaLayout} encoding. Version 1 (a layout string, written by
 * pre-release builds of Typegen) is not readable.
 */
public abstract class TypegenSerializerSnapshot<T> implements TypeSerializerSnapshot<T> {

    private static final Logger LOG = LoggerFactory.getLogger(TypegenSerializerSnapshot.class);

    /** The version of the snapshot format written now. */
    public static final int VERSION = 2;

    private final Class<T> type;
    private final Supplier<Layout.Type> currentLayout;
    /** The layout this snapshot describes: the current one, or the one read from a checkpoint. */
    private SchemaLayout layout;

    /** @param currentLayout the {@code layout()} method of the generated serializer */
    protected TypegenSerializerSnapshot(Class<T> type, Supplier<Layout.Type> currentLayout) {
        this.type = type;
        this.currentLayout = currentLayout;
    }

    /** A serializer of the current layout. */
    protected abstract TypegenSerializer<T> createSerializer();

    /** The layout of the serializer this snapshot describes. */
    public final SchemaLayout getLayout() {
        if (layout == null) {
            layout = currentLayout();
        }
        return layout;
    }

    private SchemaLayout currentLayout() {
        return SchemaLayout.of(currentLayout.get());
    }

    @Override
    public final int getCurrentVersion() {
        return VERSION;
    }

    @Override
    public final void writeSnapshot(DataOutputView out) throws IOException {
        getLayout().write(out);
    }

    @Override
    public final void readSnapshot(int readVersion, DataInputView in, ClassLoader userCodeClassLoader)
            throws IOException {
        if (readVersion != VERSION) {
            throw new IOException("Cannot read version " + readVersion + " of the serializer snapshot of "
                    + type.getName() + ": this build of Typegen reads version " + VERSION
                    + (readVersion == 1 ? " (version 1 was written by a pre-release build)" : ""));
        }
        layout = SchemaLayout.read(in, type.getName());
    }

    @Override
    public final TypeSerializer<T> restoreSerializer() {
        SchemaLayout current = currentLayout();
        SchemaLayout old = getLayout();
        LayoutCompatibility compatibility = LayoutCompatibility.resolve(old, current);
        return switch (compatibility.kind()) {
            case COMPATIBLE_AS_IS -> createSerializer();
            case COMPATIBLE_AFTER_MIGRATION -> new MigratingSerializer<>(this, old, current, createSerializer());
            case INCOMPATIBLE -> throw new IllegalStateException(compatibility.message(old, current));
        };
    }

    @Override
    public final TypeSerializerSchemaCompatibility<T> resolveSchemaCompatibility(
            TypeSerializerSnapshot<T> oldSerializerSnapshot) {
        if (!(oldSerializerSnapshot instanceof TypegenSerializerSnapshot<T> old)
                || !old.type.getName().equals(type.getName())) {
            LOG.error("State of {} was written by {}, not by a Typegen serializer of {}: incompatible",
                    type.getName(), oldSerializerSnapshot.getClass().getName(), type.getName());
            return TypeSerializerSchemaCompatibility.incompatible();
        }
        LayoutCompatibility compatibility = LayoutCompatibility.resolve(old.getLayout(), getLayout());
        return switch (compatibility.kind()) {
            case COMPATIBLE_AS_IS -> TypeSerializerSchemaCompatibility.compatibleAsIs();
            case COMPATIBLE_AFTER_MIGRATION -> TypeSerializerSchemaCompatibility.compatibleAfterMigration();
            case INCOMPATIBLE -> {
                LOG.error(compatibility.message(old.getLayout(), getLayout()));
                yield TypeSerializerSchemaCompatibility.incompatible();
            }
        };
    }
}
