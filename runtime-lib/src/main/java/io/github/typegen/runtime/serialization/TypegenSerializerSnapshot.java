package io.github.typegen.runtime.serialization;

import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
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
 * <p>State written by Flink's own serializers, before the class was a {@code @FlinkType} (adopting Typegen in a running
 * job), is compatible after migration when the serializer Flink restores from the old snapshot reads it into correct
 * instances of the current class: {@code PojoSerializer} state of the same POJO or record whose old fields all fit the
 * current ones, and Kryo state of the same class (Kryo's bytes carry no field names: the class must not change in
 * the adoption step). Flink then reads with that serializer and writes with the generated one. Any other state is
 * incompatible, and {@link #resolveSchemaCompatibility} logs why, naming the class and the field ({@link
 * ForeignStateCompatibility}).
 *
 * <p>A snapshot taken of a serializer ({@link TypegenSerializer#snapshotConfiguration()}) is tied to it: when
 * {@link #resolveSchemaCompatibility} finds that the old state needs migration or cannot be read, the serializer's
 * {@code toString()} says so, and what to do. Flink prints the new serializer when it refuses a restore; it migrates
 * no key, so a key type that moved to a generated serializer fails with that text.
 *
 * <p>A generic {@code @FlinkType}'s serializer, or one with fields of a generic {@code @FlinkType}, holds nested
 * serializers ({@link NestedSerializers}); its layout names them ({@link Layout.Delegated}), and the snapshot
 * stores their own snapshots after the layout. On restore each nested snapshot decides for the fields it
 * writes: compatible as is, after migration (the restored serializer reads those fields with the nested
 * snapshot's {@code restoreSerializer()}), or incompatible (the message names the field).
 *
 * <p>The version of the snapshot says how the serializer writes strings and ints ({@link WireEncoding}): version 4,
 * the current one, {@link WireEncoding#VAR_INTS} (compact strings, {@code int}s as zig-zag var-ints); version 3,
 * {@link WireEncoding#COMPACT_STRINGS} (compact strings, four-byte {@code int}s); version 2, {@link
 * WireEncoding#STRING_VALUE} (Flink's {@code StringValue} format, four-byte {@code int}s). Their content is the
 * same. A snapshot of version 2 or 3 whose layout is unchanged is compatible with a reconfigured serializer: the
 * current classes' serializer keeping the encoding of that version, whose own snapshots are of that version again.
 * So the bytes of the state stay as they were, which a key's must (Flink migrates no key, and RocksDB finds state
 * by the key's bytes). A snapshot of version 2 or 3 whose layout changed restores a {@link MigratingSerializer}
 * that reads the old strings and ints, and the state is written again in the current encoding.
 *
 * <p>The content of versions 2 to 4 is the {@link SchemaLayout} encoding, followed, when the layout has delegated
 * nodes, by {@code length(n)} and {@code n} times {@code string(name)} and the nested snapshot as {@link
 * TypeSerializerSnapshot#writeVersionedSnapshot} writes it: every serializer the serializer holds, which includes
 * those the delegated nodes name and may include more (a type parameter used only as a generic use's argument). A layout without delegated nodes is the whole
 * snapshot, as before. Version 1 (a layout string, written by
 * pre-release builds of Typegen) is not readable.
 */
public abstract class TypegenSerializerSnapshot<T> implements TypeSerializerSnapshot<T> {

    private static final Logger LOG = LoggerFactory.getLogger(TypegenSerializerSnapshot.class);

    /** The version of the snapshot format written now: strings and ints in {@link WireEncoding#VAR_INTS}. */
    public static final int VERSION = WireEncoding.VAR_INTS.snapshotVersion();

    /** The version of the snapshots whose serializers write in {@link WireEncoding#COMPACT_STRINGS}. */
    public static final int COMPACT_STRINGS_VERSION = WireEncoding.COMPACT_STRINGS.snapshotVersion();

    /** The version of the snapshots whose serializers write in {@link WireEncoding#STRING_VALUE}. */
    public static final int STRING_VALUE_VERSION = WireEncoding.STRING_VALUE.snapshotVersion();

    private final Class<T> type;
    private final Supplier<Layout.Type> currentLayout;
    /** The layout this snapshot describes: the current one, or the one read from a checkpoint. */
    private SchemaLayout layout;
    /** The snapshots of the nested serializers, by name: of the current ones, or read from a checkpoint. */
    private Map<String, TypeSerializerSnapshot<?>> nestedSnapshots;
    /**
     * The serializer this snapshot was taken of ({@link TypegenSerializer#snapshotConfiguration()}), or null for
     * one read from a checkpoint: {@link #resolveSchemaCompatibility} tells it what it found, for Flink's messages.
     */
    private TypegenSerializer<T> serializer;
    /** How the serializer this snapshot describes writes strings and ints: recorded by the snapshot's version. */
    private WireEncoding encoding = WireEncoding.VAR_INTS;

    /**
     * A snapshot to read from a checkpoint, or of a serializer without nested serializers.
     *
     * @param currentLayout the {@code layout()} method of the generated serializer
     */
    protected TypegenSerializerSnapshot(Class<T> type, Supplier<Layout.Type> currentLayout) {
        this(type, currentLayout, NestedSerializers.none());
    }

    /** The snapshot of a serializer holding {@code nested} serializers. */
    protected TypegenSerializerSnapshot(Class<T> type, Supplier<Layout.Type> currentLayout,
            NestedSerializers nested) {
        this.type = type;
        this.currentLayout = currentLayout;
        this.nestedSnapshots = new LinkedHashMap<>();
        nested.asMap().forEach((name, serializer) -> nestedSnapshots.put(name, serializer.snapshotConfiguration()));
    }

    /**
     * A serializer of the current layout holding {@code nested} serializers: for a generic class, its type
     * arguments' serializers restored from their snapshots. A class without nested serializers ignores them.
     */
    protected abstract TypegenSerializer<T> createSerializer(NestedSerializers nested);

    /** Ties this snapshot to the serializer it was taken of. */
    final TypegenSerializerSnapshot<T> takenOf(TypegenSerializer<T> taken) {
        this.serializer = taken;
        this.encoding = taken.wireEncoding();
        return this;
    }

    /** The class this snapshot's serializer reads and writes. */
    final Class<T> getType() {
        return type;
    }

    /** The layout of the serializer this snapshot describes. */
    public final SchemaLayout getLayout() {
        if (layout == null) {
            layout = currentLayout();
        }
        return layout;
    }

    /** The snapshots of the nested serializers, by name, in the order they are stored. */
    public final Map<String, TypeSerializerSnapshot<?>> getNestedSnapshots() {
        return Collections.unmodifiableMap(nestedSnapshots);
    }

    private SchemaLayout currentLayout() {
        return SchemaLayout.of(currentLayout.get());
    }

    @Override
    public final int getCurrentVersion() {
        return encoding.snapshotVersion();
    }

    /** How the serializer this snapshot describes writes strings and ints. */
    public final WireEncoding getWireEncoding() {
        return encoding;
    }

    @Override
    public final void writeSnapshot(DataOutputView out) throws IOException {
        SchemaLayout written = getLayout();
        written.write(out);
        Set<String> delegated = written.delegatedNames();
        if (delegated.isEmpty()) {
            return;
        }
        if (!nestedSnapshots.keySet().containsAll(delegated)) {
            throw new IllegalStateException("The serializer of " + type.getName() + " holds nested serializers "
                    + nestedSnapshots.keySet() + ", but its layout is written by " + delegated);
        }
        Codecs.writeLength(out, nestedSnapshots.size());
        for (Map.Entry<String, TypeSerializerSnapshot<?>> nested : nestedSnapshots.entrySet()) {
            Codecs.writeString(out, nested.getKey());
            TypeSerializerSnapshot.writeVersionedSnapshot(out, nested.getValue());
        }
    }

    @Override
    public final void readSnapshot(int readVersion, DataInputView in, ClassLoader userCodeClassLoader)
            throws IOException {
        WireEncoding written = WireEncoding.ofSnapshotVersion(readVersion);
        if (written == null) {
            throw new IOException("Cannot read version " + readVersion + " of the serializer snapshot of "
                    + type.getName() + ": this build of Typegen reads versions " + STRING_VALUE_VERSION + " to "
                    + VERSION + (readVersion == 1 ? " (version 1 was written by a pre-release build)" : ""));
        }
        encoding = written;
        layout = SchemaLayout.read(in, type.getName());
        nestedSnapshots = new LinkedHashMap<>();
        Set<String> delegated = layout.delegatedNames();
        if (delegated.isEmpty()) {
            return;
        }
        int count = Codecs.readLength(in, "the nested snapshot count of " + type.getName());
        for (int i = 0; i < count; i++) {
            String name = Codecs.readString(in);
            if (name == null || nestedSnapshots.containsKey(name)) {
                throw new CorruptDataException("Corrupt serializer snapshot of " + type.getName()
                        + ": a nested snapshot named " + name + (name == null ? "" : " twice"));
            }
            nestedSnapshots.put(name, TypeSerializerSnapshot.readVersionedSnapshot(in, userCodeClassLoader));
        }
        if (!nestedSnapshots.keySet().containsAll(delegated)) {
            throw new CorruptDataException("Corrupt serializer snapshot of " + type.getName()
                    + ": nested snapshots " + nestedSnapshots.keySet() + " for fields written by " + delegated);
        }
    }

    /** The serializers restored from the nested snapshots: they read the state their serializers wrote. */
    private NestedSerializers restoreNested() {
        Map<String, TypeSerializer<?>> restored = new LinkedHashMap<>();
        nestedSnapshots.forEach((name, snapshot) -> restored.put(name, snapshot.restoreSerializer()));
        return NestedSerializers.of(restored);
    }

    @Override
    public final TypeSerializer<T> restoreSerializer() {
        SchemaLayout current = currentLayout();
        SchemaLayout old = getLayout();
        // The nested serializers restored from their snapshots read what they wrote, migrating if they must.
        LayoutCompatibility compatibility = LayoutCompatibility.resolve(old, current);
        return switch (compatibility.kind()) {
            case COMPATIBLE_AS_IS -> createSerializer(restoreNested()).withEncoding(encoding);
            case COMPATIBLE_AFTER_MIGRATION -> {
                NestedSerializers nested = restoreNested();
                yield new MigratingSerializer<>(this, old, current, createSerializer(nested), nested);
            }
            case INCOMPATIBLE -> throw new IllegalStateException(compatibility.message(old, current));
        };
    }

    @Override
    public final TypeSerializerSchemaCompatibility<T> resolveSchemaCompatibility(
            TypeSerializerSnapshot<T> oldSerializerSnapshot) {
        if (!(oldSerializerSnapshot instanceof TypegenSerializerSnapshot<T> old)
                || !old.type.getName().equals(type.getName())) {
            return adopt(oldSerializerSnapshot);
        }
        Map<String, TypeSerializer<?>> reconfiguredNested = new LinkedHashMap<>();
        LayoutCompatibility compatibility = compareWith(old, reconfiguredNested);
        return switch (compatibility.kind()) {
            case COMPATIBLE_AS_IS -> old.encoding == encoding && reconfiguredNested.isEmpty()
                    ? TypeSerializerSchemaCompatibility.compatibleAsIs()
                    : TypeSerializerSchemaCompatibility.compatibleWithReconfiguredSerializer(
                            reconfigured(old.encoding, reconfiguredNested));
            case COMPATIBLE_AFTER_MIGRATION -> {
                note("state of " + type.getName() + " written in an earlier layout" + MIGRATES_AS_A_VALUE_ONLY);
                yield TypeSerializerSchemaCompatibility.compatibleAfterMigration();
            }
            case INCOMPATIBLE -> {
                String message = compatibility.message(old.getLayout(), getLayout());
                LOG.error(message);
                note(message);
                yield TypeSerializerSchemaCompatibility.incompatible();
            }
        };
    }

    /**
     * The serializer of the current classes that writes what the old one wrote: strings and ints in {@code
     * encoding}, and the values of nested serializers by the reconfigured ones their snapshots answered, by the
     * current ones otherwise.
     */
    private TypegenSerializer<T> reconfigured(WireEncoding encoding,
            Map<String, TypeSerializer<?>> reconfiguredNested) {
        Map<String, TypeSerializer<?>> nested = new LinkedHashMap<>(currentNested().asMap());
        nested.putAll(reconfiguredNested);
        TypegenSerializer<T> reconfigured = createSerializer(NestedSerializers.of(nested)).withEncoding(encoding);
        TypegenSerializer<T> taken = serializer;
        if (taken != null) {
            reconfigured.savepointFlinkLine(taken.savepointFlinkLine());
        }
        LOG.info("State of {} was written in the {} encoding (snapshot version {}) and an unchanged layout: it is"
                + " read and written so by {}", type.getName(), encoding, encoding.snapshotVersion(), reconfigured);
        return reconfigured;
    }

    /** The nested serializers of the serializer this (current) snapshot describes. */
    private NestedSerializers currentNested() {
        TypegenSerializer<T> taken = serializer;
        return taken != null ? taken.nestedSerializers() : restoreNested();
    }

    /** What a serializer says of state it can migrate as a value: Flink migrates no key. */
    private static final String MIGRATES_AS_A_VALUE_ONLY = " can migrate as a value, but Flink migrates no key or"
            + " MapState key: keep the key a basic type, or rewrite the savepoint with the State Processor API"
            + " (docs/state-and-migration.md: Adopting Typegen in a running job)";

    /**
     * State written by a serializer other than Typegen's of this class: compatible after migration when Flink's
     * serializer restored from {@code old} reads it into correct instances of the current class ({@link
     * ForeignStateCompatibility}: {@code PojoSerializer} of this POJO or record, field by field; Kryo of this
     * class, whose bytes carry no field names, so the class must not change in the adoption step), incompatible
     * otherwise, logging why. Kryo state of a savepoint that Flink 1.x wrote (or may have: {@link SavepointFlinkLine})
     * is refused on Flink 2.x with a {@link SavepointRefusedException}, which fails the restore before any value
     * reaches user code and carries the reason into the job's failure.
     */
    private TypeSerializerSchemaCompatibility<T> adopt(TypeSerializerSnapshot<T> old) {
        TypegenSerializer<T> taken = serializer;
        ForeignStateCompatibility.Outcome outcome = ForeignStateCompatibility.resolve(type, getLayout(), old,
                taken == null ? 0 : taken.savepointFlinkLine());
        if (outcome.adoptable()) {
            LOG.info("State of {} was written by {}: it migrates to the Typegen serializer", type.getName(),
                    outcome.writer());
            note("state of " + type.getName() + " written by " + outcome.writer() + MIGRATES_AS_A_VALUE_ONLY);
            return TypeSerializerSchemaCompatibility.compatibleAfterMigration();
        }
        String message = "State of " + type.getName() + " was written by " + outcome.writer() + ", and cannot be"
                + " read into the current classes:\n  - " + String.join("\n  - ", outcome.problems())
                + "\n" + outcome.advice();
        if (outcome.wrongFlinkLine()) {
            // Flink prints a composite serializer (of a MapState or ListState) without its element's, so the answer
            // "incompatible" would leave the reason in the log only.
            throw new SavepointRefusedException(message);
        }
        LOG.error(message);
        note(message);
        return TypeSerializerSchemaCompatibility.incompatible();
    }

    /** Tells the serializer this snapshot was taken of what {@link #resolveSchemaCompatibility} found. */
    private void note(String restoreNote) {
        TypegenSerializer<T> taken = serializer;
        if (taken != null) {
            taken.noteRestore(restoreNote);
        }
    }

    /**
     * The comparison {@link #resolveSchemaCompatibility} answers from, this snapshot being the current one: the
     * layouts, and for each field written by a nested serializer, what its nested snapshot says. Each field that
     * cannot be read is one of its {@link LayoutCompatibility#problems()}.
     */
    public final LayoutCompatibility compareWith(TypegenSerializerSnapshot<T> old) {
        return compareWith(old, new LinkedHashMap<>());
    }

    /** As {@link #compareWith(TypegenSerializerSnapshot)}, putting the reconfigured nested serializers by name. */
    private LayoutCompatibility compareWith(TypegenSerializerSnapshot<T> old,
            Map<String, TypeSerializer<?>> reconfiguredNested) {
        return LayoutCompatibility.resolve(old.getLayout(), getLayout(),
                name -> nestedCompatibility(name, old.nestedSnapshots.get(name), reconfiguredNested));
    }

    /**
     * What the current nested snapshot {@code name} says of the old one. A nested serializer that is compatible
     * with a reconfigured serializer counts as compatible as is, its reconfigured serializer put in {@code
     * reconfiguredNested}: the serializer this snapshot answers with holds it (when the layout is unchanged), or,
     * when the state migrates, the old state is read by the restored nested serializer and written by the current
     * one.
     */
    private LayoutCompatibility.Kind nestedCompatibility(String name, TypeSerializerSnapshot<?> oldNested,
            Map<String, TypeSerializer<?>> reconfiguredNested) {
        TypeSerializerSnapshot<?> currentNested = nestedSnapshots.get(name);
        if (oldNested == null || currentNested == null) {
            return LayoutCompatibility.Kind.INCOMPATIBLE;
        }
        TypeSerializerSchemaCompatibility<?> nested = resolveNested(currentNested, oldNested);
        if (nested.isCompatibleAsIs()) {
            return LayoutCompatibility.Kind.COMPATIBLE_AS_IS;
        }
        if (nested.isIncompatible()) {
            return LayoutCompatibility.Kind.INCOMPATIBLE;
        }
        if (nested.isCompatibleWithReconfiguredSerializer()) {
            reconfiguredNested.put(name, nested.getReconfiguredSerializer());
            return LayoutCompatibility.Kind.COMPATIBLE_AS_IS;
        }
        return LayoutCompatibility.Kind.COMPATIBLE_AFTER_MIGRATION;
    }

    /** Both snapshots were written for the same nested name, so they describe serializers of the same type. */
    @SuppressWarnings("unchecked")
    private static <S> TypeSerializerSchemaCompatibility<S> resolveNested(TypeSerializerSnapshot<S> current,
            TypeSerializerSnapshot<?> old) {
        return current.resolveSchemaCompatibility((TypeSerializerSnapshot<S>) old);
    }
}
