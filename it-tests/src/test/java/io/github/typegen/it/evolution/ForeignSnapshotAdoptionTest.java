package io.github.typegen.it.evolution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Type;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.ListSerializer;
import org.apache.flink.api.common.typeutils.base.MapSerializer;
import org.apache.flink.api.common.typeutils.base.StringSerializer;
import org.apache.flink.api.java.typeutils.TypeExtractor;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializer;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.runtime.state.StateSerializerProvider;
import org.apache.flink.util.ParameterTool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.it.versions.SourceVersions;
import io.github.typegen.runtime.serialization.SavepointFlinkLine;

/**
 * Adopting Typegen in a running job, at the level of serializers and snapshots: state written by Flink's own
 * serializers ({@code PojoSerializer} for POJOs and records, Kryo for classes Flink cannot analyse) restores into
 * the generated serializers as compatible after migration, as Flink restores it: the old serializer's snapshot is
 * written and read back ({@code writeVersionedSnapshot}, {@code readVersionedSnapshot}), the generated serializer's
 * snapshot resolves it, the old snapshot's restored serializer reads the old bytes, and the generated serializer
 * writes them; state it cannot read is refused, naming the class and the field.
 *
 * <p>The classes exist in two versions, compiled at test time into class loaders of their own from {@code
 * src/test/resources/foreign-snapshots}: {@code before} (plain classes, which Flink's {@code TypeExtractor} gives
 * its own serializers) and {@code after} ({@code @FlinkType}, compiled with the Typegen processor), each with {@code
 * common}. Values are written under the first and read under the second, each the thread's context class loader, as
 * the user code class loader is in a task.
 */
class ForeignSnapshotAdoptionTest {

    @TempDir
    static Path temp;

    private static URLClassLoader before;
    private static URLClassLoader after;

    @BeforeAll
    static void compileBothVersions() throws IOException {
        before = new URLClassLoader(new URL[] {compile("before", false).toUri().toURL()},
                ForeignSnapshotAdoptionTest.class.getClassLoader());
        after = new URLClassLoader(new URL[] {compile("after", true).toUri().toURL()},
                ForeignSnapshotAdoptionTest.class.getClassLoader());
    }

    @AfterAll
    static void close() throws IOException {
        before.close();
        after.close();
    }

    // ------------------------------------------------------------------------
    //  PojoSerializer and Kryo state of unchanged classes
    // ------------------------------------------------------------------------

    @Test
    void aPojoOfBasicEnumTimeAndArrayFieldsMigrates() throws Exception {
        assertMigrates("fsa.Plain", "plain");
    }

    @Test
    void aRecordMigratesThroughItsCanonicalConstructor() throws Exception {
        assertMigrates("fsa.Reading", "reading");
    }

    @Test
    void aPojoWithCollectionTupleNestedPojoAndKryoFieldsMigrates() throws Exception {
        assertMigrates("fsa.Basket", "basket");
    }

    @Test
    void anImmutableClassWrittenByKryoMigrates() throws Exception {
        TypeSerializer<Object> old = flinkSerializer("fsa.Money");
        assertThat(old).isInstanceOf(KryoSerializer.class);
        Restore restore = restore(old, samples("money"), generated("fsa.Money"));
        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThat(restore.migrate()).isEqualTo(expected("money"));
    }

    @Test
    void anInterfaceWrittenByKryoMigratesToASealedHierarchy() throws Exception {
        TypeSerializer<Object> old = flinkSerializer("fsa.Shape");
        assertThat(old).isInstanceOf(KryoSerializer.class);
        Restore restore = restore(old, samples("shapes"), generated("fsa.Shape"));
        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThat(restore.migrate()).isEqualTo(expected("shapes"));
    }

    /** A generic class: its serializer holds the type argument's, and adopts the whole object PojoSerializer made. */
    @Test
    void aGenericPojoMigratesIntoASerializerHoldingItsTypeArgumentsSerializer() throws Exception {
        Type envelopeOfString = before.loadClass("fsa.Samples").getField("envelopeType").getGenericType();
        TypeSerializer<Object> old = serializerOf(TypeExtractor.createTypeInfo(envelopeOfString));
        assertThat(old).isInstanceOf(PojoSerializer.class);
        TypeSerializer<Object> current = construct("fsa.EnvelopeSerializer", StringSerializer.INSTANCE);
        Restore restore = restore(old, samples("envelope"), current);
        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThat(restore.migrate()).isEqualTo(expected("envelope"));
    }

    /** ListState and operator ListState: Flink's ListSerializerSnapshot delegates to the element's. */
    @Test
    void listStateElementsMigrate() throws Exception {
        TypeSerializer<Object> old = list(flinkSerializer("fsa.Plain"));
        TypeSerializer<Object> current = list(generated("fsa.Plain"));
        Restore restore = restore(old, List.of(samples("plain")), current);
        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThat(restore.migrate()).isEqualTo(List.of(expected("plain")));
    }

    /** MapState values and broadcast state: Flink's MapSerializerSnapshot delegates to the key's and value's. */
    @Test
    void mapStateValuesMigrate() throws Exception {
        TypeSerializer<Object> old = map(StringSerializer.INSTANCE, flinkSerializer("fsa.Reading"));
        TypeSerializer<Object> current = map(StringSerializer.INSTANCE, generated("fsa.Reading"));
        Restore restore = restore(old, List.of(byIndex(samples("reading"))), current);
        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThat(restore.migrate()).isEqualTo(List.of(byIndex(expected("reading"))));
    }

    // ------------------------------------------------------------------------
    //  field changes in the adoption step
    // ------------------------------------------------------------------------

    @Test
    void fieldsWidenedWhereTheRecordConstructorWidensMigrate() throws Exception {
        assertChangeMigrates("fsa.Widened", "widened");
    }

    @Test
    void aPojoDropsARemovedFieldAndKeepsTheInitialValuesOfAddedOnes() throws Exception {
        assertChangeMigrates("fsa.Profile", "profile");
    }

    @Test
    void aRecordDropsARemovedComponentAndGivesAddedOnesTheirDefaults() throws Exception {
        assertChangeMigrates("fsa.Track", "track");
    }

    @Test
    void aFieldRenamedWithFormerNameIsRefusedWithTheTwoStepRecipe() throws Exception {
        assertRefused("fsa.Renamed", "renamed",
                "field 'amount' of fsa.Renamed is renamed to 'total' with @FormerName(\"amount\"), but"
                        + " PojoSerializer matches fields by their current names and would drop its values",
                "adopt under the old name first");
    }

    @Test
    void aFieldWhoseTypeChangedIsRefusedNamingIt() throws Exception {
        assertRefused("fsa.Changed", "changed", "field 'balance' of fsa.Changed: StringSerializer wrote"
                + " java.lang.String values, which a field of type long cannot hold");
    }

    @Test
    void aPrimitiveWidenedIntoABoxIsRefusedSayingFieldSetDoesNotDoIt() throws Exception {
        assertRefused("fsa.Boxed", "boxed", "field 'count' of fsa.Boxed: IntSerializer wrote java.lang.Integer"
                + " values, which a field of type java.lang.Long cannot hold (Field.set and a record's constructor"
                + " widen a value only into a primitive field");
    }

    @Test
    void aListWhoseElementTypeChangedIsRefusedThoughErasureWouldLetItThrough() throws Exception {
        assertRefused("fsa.ListChanged", "listChanged", "field 'values' of fsa.ListChanged, its elements:"
                + " IntSerializer wrote java.lang.Integer values, which a field of type java.lang.Long cannot hold");
    }

    @Test
    void aChangeInsideANestedPojoIsRefusedNamingTheNestedClassAndField() throws Exception {
        assertRefused("fsa.Holder", "holder", "field 'size' of fsa.Part: IntSerializer wrote java.lang.Integer"
                + " values, which a field of type java.lang.String cannot hold");
    }

    @Test
    void stateHoldingSubclassInstancesIsRefused() throws Exception {
        assertRefused("fsa.Base", "base", "subclass fsa.Special of fsa.Base: PojoSerializer wrote (or had registered)"
                + " instances of it, and the generated serializer of fsa.Base writes that class only");
    }

    @Test
    void aClassWithoutAConstructorWithoutParametersIsRefused() throws Exception {
        assertRefused("fsa.NoCtor", "noCtor", "fsa.NoCtor has no constructor without parameters, which"
                + " PojoSerializer needs");
    }

    @Test
    void aFieldWrittenByASerializerOfTheUsersOwnIsRefusedSayingSo() throws Exception {
        Restore restore = restore(flinkSerializer("fsa.Thermo"), samples("thermo"), generated("fsa.Thermo"));
        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThat(restore.current().toString()).contains("field 'temperature' of fsa.Thermo was written by"
                + " fsa.Celsius$Snapshot, a serializer Typegen does not know");
    }

    @Test
    void stateOfAnotherClassIsRefused() throws Exception {
        Restore restore = restore(flinkSerializer("fsa.Item"), List.of(), generated("fsa.Plain"));
        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThat(restore.current().toString())
                .contains("State of fsa.Plain was written by PojoSerializer, and cannot be read")
                .contains("state of fsa.Plain was written by PojoSerializer for fsa.Item, which is not fsa.Plain");
    }

    @Test
    void kryoStateOfAnotherClassIsRefused() throws Exception {
        Restore restore = restore(flinkSerializer("fsa.Money"), samples("money"), generated("fsa.Shape"));
        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThat(restore.current().toString())
                .contains("State of fsa.Shape was written by Kryo, and cannot be read")
                .contains("state of fsa.Shape was written by Kryo for fsa.Money, which is not fsa.Shape");
    }

    // ------------------------------------------------------------------------
    //  keys
    // ------------------------------------------------------------------------

    /**
     * Flink migrates no key: a keyed backend refuses a key serializer that is not compatible as is, printing it.
     * Through Flink's own {@code StateSerializerProvider}, as the keyed backends register the key serializer, the
     * serializer it prints says what happened and what to do.
     */
    @Test
    void aKeySerializerThatNeedsMigrationSaysFlinkMigratesNoKey() throws Exception {
        TypeSerializer<Object> current = generated("fsa.Reading");
        TypeSerializer<Object> equal = generated("fsa.Reading");
        Restore restore = restore(flinkSerializer("fsa.Reading"), samples("reading"), current);
        StateSerializerProvider<Object> keys = StateSerializerProvider.fromNewRegisteredSerializer(equal);
        TypeSerializerSchemaCompatibility<Object> compatibility =
                within(after, () -> keys.setPreviousSerializerSnapshotForRestoredState(restore.oldSnapshot()));

        assertThat(compatibility.isCompatibleAfterMigration()).isTrue();
        assertThat(keys.currentSchemaSerializer().toString()).isEqualTo("ReadingSerializer<fsa.Reading>: state of"
                + " fsa.Reading written by PojoSerializer can migrate as a value, but Flink migrates no key or MapState"
                + " key: keep the key a basic type, or rewrite the savepoint with the State Processor API"
                + " (docs/state-and-migration.md: Adopting Typegen in a running job)");
        assertThat(current).as("the note is not part of equality").isEqualTo(generated("fsa.Reading"))
                .hasSameHashCodeAs(generated("fsa.Reading"));
        assertThat(generated("fsa.Reading").toString()).isEqualTo("ReadingSerializer<fsa.Reading>");
    }

    // ------------------------------------------------------------------------
    //  helpers
    // ------------------------------------------------------------------------

    private static void assertMigrates(String className, String samples) throws Exception {
        TypeSerializer<Object> old = flinkSerializer(className);
        assertThat(old).isInstanceOf(PojoSerializer.class);
        Restore restore = restore(old, samples(samples), generated(className));
        assertThat(restore.compatibility().isCompatibleAfterMigration()).as("%s", restore.current()).isTrue();
        assertThat(restore.migrate()).isEqualTo(expected(samples));
    }

    private static void assertChangeMigrates(String className, String samples) throws Exception {
        Restore restore = restore(flinkSerializer(className), changes(before, samples), generated(className));
        assertThat(restore.compatibility().isCompatibleAfterMigration()).as("%s", restore.current()).isTrue();
        assertThat(restore.migrate()).isEqualTo(changes(after, samples));
    }

    private static void assertRefused(String className, String samples, String... message) throws Exception {
        Restore restore = restore(flinkSerializer(className), changes(before, samples), generated(className));
        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThat(restore.current().toString()).contains("State of " + className + " was written by PojoSerializer,"
                + " and cannot be read into the current classes").contains(message);
    }

    /**
     * The old state's bytes and snapshot as Flink keeps them, and what the current serializer's snapshot says of
     * the old snapshot read back.
     */
    private record Restore(TypeSerializer<Object> current, TypeSerializerSnapshot<Object> oldSnapshot, byte[] state,
            int count, TypeSerializerSchemaCompatibility<Object> compatibility) {

        /** Flink's migration: read with the old snapshot's restored serializer, write with the current one. */
        List<Object> migrate() throws Exception {
            return within(after, () -> {
                TypeSerializer<Object> reader = oldSnapshot.restoreSerializer();
                DataInputDeserializer in = new DataInputDeserializer(state);
                DataOutputSerializer out = new DataOutputSerializer(256);
                for (int i = 0; i < count; i++) {
                    current.serialize(reader.deserialize(in), out);
                }
                assertThat(in.available()).as("the old bytes, read to their end").isZero();
                DataInputDeserializer migrated = new DataInputDeserializer(out.getCopyOfBuffer());
                List<Object> values = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    values.add(current.duplicate().deserialize(migrated));
                }
                return values;
            });
        }
    }

    private static Restore restore(TypeSerializer<Object> old, List<Object> values, TypeSerializer<Object> current)
            throws Exception {
        DataOutputSerializer state = new DataOutputSerializer(256);
        DataOutputSerializer snapshot = new DataOutputSerializer(256);
        within(before, () -> {
            for (Object value : values) {
                old.serialize(value, state);
            }
            TypeSerializerSnapshot.writeVersionedSnapshot(snapshot, old.snapshotConfiguration());
            return null;
        });
        return within(after, () -> {
            TypeSerializerSnapshot<Object> oldSnapshot = TypeSerializerSnapshot.readVersionedSnapshot(
                    new DataInputDeserializer(snapshot.getCopyOfBuffer()), after);
            return new Restore(current, oldSnapshot, state.getCopyOfBuffer(), values.size(),
                    current.snapshotConfiguration().resolveSchemaCompatibility(oldSnapshot));
        });
    }

    /** Runs {@code action} with {@code classLoader} as the context class loader, as a task runs user code. */
    private static <T> T within(ClassLoader classLoader, Callable<T> action) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(classLoader);
        try {
            return action.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** The serializer Flink gives the class of the version before @FlinkType: PojoSerializer or Kryo. */
    private static TypeSerializer<Object> flinkSerializer(String className) throws Exception {
        return serializerOf(TypeInformation.of(before.loadClass(className)));
    }

    @SuppressWarnings("unchecked")
    private static TypeSerializer<Object> serializerOf(TypeInformation<?> typeInfo) {
        return (TypeSerializer<Object>) typeInfo.createSerializer(new SerializerConfigImpl());
    }

    /** The generated serializer of the class of the version after @FlinkType. */
    @SuppressWarnings("unchecked")
    private static TypeSerializer<Object> generated(String className) throws Exception {
        TypeInformation<?> typeInfo = (TypeInformation<?>) after.loadClass(className + "TypeInfo").getConstructor()
                .newInstance();
        return (TypeSerializer<Object>) typeInfo.createSerializer(SAVEPOINT_OF_FLINK_2.getSerializerConfig());
    }

    /**
     * The configuration of a job that says Flink 2.x wrote the savepoint it restores, as Flink gives it to the type
     * information of a state: the old state here is written by this JVM's Flink, and Kryo state is adopted on Flink
     * 2.x only when the job says so.
     */
    private static final ExecutionConfig SAVEPOINT_OF_FLINK_2 = new ExecutionConfig();

    static {
        SAVEPOINT_OF_FLINK_2.setGlobalJobParameters(
                ParameterTool.fromMap(Map.of(SavepointFlinkLine.OPTION, "2.3.0")));
    }

    @SuppressWarnings("unchecked")
    private static TypeSerializer<Object> construct(String serializerClass, TypeSerializer<?>... arguments)
            throws Exception {
        Class<?>[] parameters = new Class<?>[arguments.length];
        java.util.Arrays.fill(parameters, TypeSerializer.class);
        return (TypeSerializer<Object>) after.loadClass(serializerClass).getConstructor(parameters)
                .newInstance((Object[]) arguments);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static TypeSerializer<Object> list(TypeSerializer<Object> element) {
        return (TypeSerializer) new ListSerializer<>(element);
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static TypeSerializer<Object> map(TypeSerializer<?> key, TypeSerializer<?> value) {
        return (TypeSerializer) new MapSerializer<>(key, value);
    }

    private static Map<String, Object> byIndex(List<Object> values) {
        Map<String, Object> map = new HashMap<>();
        for (int i = 0; i < values.size(); i++) {
            map.put("k" + i, values.get(i));
        }
        return map;
    }

    private static List<Object> samples(String name) throws Exception {
        return invoke(before, "fsa.Samples", name);
    }

    private static List<Object> expected(String name) throws Exception {
        return invoke(after, "fsa.Samples", name);
    }

    private static List<Object> changes(ClassLoader version, String name) throws Exception {
        return invoke(version, "fsa.Changes", name);
    }

    @SuppressWarnings("unchecked")
    private static List<Object> invoke(ClassLoader version, String className, String method) throws Exception {
        return (List<Object>) version.loadClass(className).getMethod(method).invoke(null);
    }

    /** Compiles {@code common} and {@code version}, with the Typegen processor or without annotation processing. */
    private static Path compile(String version, boolean typegen) throws IOException {
        return SourceVersions.compile(temp.resolve(version), typegen, "foreign-snapshots/common",
                "foreign-snapshots/" + version);
    }
}
