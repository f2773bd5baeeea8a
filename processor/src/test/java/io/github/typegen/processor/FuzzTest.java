package io.github.typegen.processor;

import static io.github.typegen.processor.ClassVersion.serialize;
import static io.github.typegen.processor.ClassVersion.writeSnapshot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.runtime.serialization.MigratingSerializer;
import io.github.typegen.runtime.serialization.TypegenSerializerSnapshot;
import io.github.typegen.testdomain.Audit;

/**
 * Fuzzing: random bytes, every truncation and random mutations of real values, fed to the generated
 * deserializers of the whole test domain and to a restored, migrating serializer (state of the frozen {@code
 * format.Shipment} read into a changed version of it). Every input must end in a value or an {@link
 * IOException}, within a time limit per serializer and an allocation limit per input: no other exception, no
 * {@code OutOfMemoryError}, no {@code StackOverflowError}, no endless loop. Snapshots are fuzzed the same way.
 * The seed is fixed, so a failure is reproducible. Fields handed to other serializers by {@code @TypeInfo} are
 * not Typegen's to defend ({@code Audit} is left out).
 */
class FuzzTest {

    private static final long SEED = 0x7e9e_2026L;
    private static final int RANDOM_INPUTS = 300;
    private static final int MUTATED_INPUTS = 300;
    private static final int MAX_RANDOM_LENGTH = 256;
    /** The most bytes reading one input of at most a few kilobytes may allocate. */
    private static final long MAX_ALLOCATED_BYTES = 64L << 20;
    private static final Duration TIME_LIMIT = Duration.ofSeconds(60);

    /** A serializer to fuzz and the bytes of a real value it reads. */
    record Target(String name, TypeSerializer<Object> serializer, byte[] valid) {
        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Target> targets() throws IOException {
        List<Target> targets = new ArrayList<>();
        for (DomainSamples.Sample sample : DomainSamples.all().toList()) {
            if (sample.type() == Audit.class) {
                // Audit's fields are read by the serializers its TypeInfoFactories create (Flink's StringSerializer,
                // Kryo): they are exactly as robust as those serializers, which allocate by the lengths they read
                continue;
            }
            TypeSerializer<Object> serializer = CompiledDomain.serializer(sample.type());
            targets.add(new Target(sample.name(), serializer, serialize(serializer, sample.value())));
        }
        Migration migration = Migration.shipment();
        targets.add(new Target("migrating Shipment v2 -> changed Shipment", migration.restored(), migration.data()));
        return targets.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("targets")
    void everyInputEndsInAValueOrAnIoExceptionWithinBoundedTimeAndMemory(Target target) {
        assertTimeoutPreemptively(TIME_LIMIT, () -> {
            Random random = new Random(SEED);
            for (byte[] input : inputs(target.valid(), random)) {
                read(target.serializer(), input);
            }
        });
    }

    /** The migrating target reads the intact bytes correctly, so the fuzzing above reaches deep paths. */
    @Test
    void theMigratingTargetReadsTheValidBytes() throws IOException {
        Migration migration = Migration.shipment();
        assertThat(migration.restored()).isInstanceOf(MigratingSerializer.class);

        Object shipment = ClassVersion.deserialize(migration.restored(), migration.data());

        assertThat(ClassVersion.get(shipment, "count")).isEqualTo((long) Integer.MIN_VALUE);
        assertThat(ClassVersion.get(shipment, "weight")).isEqualTo(-0.0d);
        assertThat(ClassVersion.get(shipment, "added")).isNull();
        Object main = ClassVersion.get(shipment, "main");
        assertThat(ClassVersion.get(main, "code")).isEqualTo("S-1");
        assertThat(ClassVersion.get(main, "rank")).isEqualTo(0);
        Object route = ClassVersion.get(shipment, "route");
        assertThat(route.getClass().getSimpleName()).isEqualTo("Hub");
        assertThat(ClassVersion.get(ClassVersion.get(ClassVersion.get(route, "next"), "next"), "to"))
                .isEqualTo("Berlin");
    }

    @Test
    void corruptSnapshotsEndInAnIoExceptionOrASnapshotThatRestoresOrExplainsItself() throws IOException {
        Migration migration = Migration.shipment();
        byte[] versioned = writeSnapshot(migration.v1Serializer().snapshotConfiguration());
        // The snapshot content, after Flink's header (the snapshot class name and the version).
        int header = 2 + "format.ShipmentSerializerSnapshot".length() + 4;
        byte[] content = Arrays.copyOfRange(versioned, header, versioned.length);
        assertTimeoutPreemptively(TIME_LIMIT, () -> {
            Random random = new Random(SEED);
            for (byte[] input : inputs(content, random)) {
                readSnapshot(migration, input);
            }
        });
    }

    private static void readSnapshot(Migration migration, byte[] input) {
        long before = allocatedBytes();
        @SuppressWarnings("unchecked") // a ShipmentSerializerSnapshot is a TypegenSerializerSnapshot<Shipment>
        TypegenSerializerSnapshot<Object> snapshot =
                (TypegenSerializerSnapshot<Object>) newInstance(migration.v2(), "format.ShipmentSerializerSnapshot");
        try {
            snapshot.readSnapshot(TypegenSerializerSnapshot.VERSION, new DataInputDeserializer(input),
                    migration.v2().loader());
        } catch (IOException expected) {
            return;
        } catch (Throwable e) {
            fail("Reading a corrupt snapshot threw " + e + " instead of an IOException", e);
        }
        migration.v2Serializer().snapshotConfiguration().resolveSchemaCompatibility(snapshot);
        TypeSerializer<Object> restored;
        try {
            restored = snapshot.restoreSerializer();
        } catch (IllegalStateException incompatible) {
            assertThat(incompatible).hasMessageContaining("format.Shipment");
            return;
        }
        read(restored, migration.data());
        assertThat(allocatedBytes() - before).isLessThan(MAX_ALLOCATED_BYTES);
    }

    private static Object newInstance(ClassVersion version, String name) {
        try {
            return version.type(name).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** Every truncation (at most 2000 of them), random mutations of the valid bytes, random bytes. */
    private static List<byte[]> inputs(byte[] valid, Random random) {
        List<byte[]> inputs = new ArrayList<>();
        int step = Math.max(1, valid.length / 2000);
        for (int length = 0; length < valid.length; length += step) {
            inputs.add(Arrays.copyOf(valid, length));
        }
        for (int i = 0; i < MUTATED_INPUTS && valid.length > 0; i++) {
            byte[] mutated = valid.clone();
            int changes = 1 + random.nextInt(4);
            for (int c = 0; c < changes; c++) {
                mutated[random.nextInt(mutated.length)] = (byte) random.nextInt(256);
            }
            inputs.add(mutated);
        }
        for (int i = 0; i < RANDOM_INPUTS; i++) {
            byte[] bytes = new byte[random.nextInt(MAX_RANDOM_LENGTH + 1)];
            random.nextBytes(bytes);
            inputs.add(bytes);
        }
        return inputs;
    }

    private static void read(TypeSerializer<Object> serializer, byte[] input) {
        long before = allocatedBytes();
        try {
            serializer.deserialize(new DataInputDeserializer(input));
        } catch (IOException expected) {
            // the documented outcome of corrupt input
        } catch (Throwable e) {
            fail(serializer + " threw " + e + " instead of an IOException on " + Arrays.toString(input), e);
        }
        long allocated = allocatedBytes() - before;
        if (allocated > MAX_ALLOCATED_BYTES) {
            fail(serializer + " allocated " + allocated + " bytes reading " + input.length + " bytes");
        }
    }

    private static long allocatedBytes() {
        return ((com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean())
                .getCurrentThreadAllocatedBytes();
    }

    /**
     * The frozen {@code format.Shipment} (v1) and a changed version of it (v2): a field widened, one removed,
     * one added, the nested {@code Parcel} reordered with a field added, a subtype added to the sealed {@code
     * Route} ahead of the others.
     */
    record Migration(ClassVersion v1, ClassVersion v2, byte[] data, TypeSerializer<Object> restored) {

        private static Migration cached;

        static synchronized Migration shipment() throws IOException {
            if (cached == null) {
                String source = FormatStabilityTest.resourceText("evolution/format/Shipment.java");
                ClassVersion v1 = ClassVersion.compile(source);
                ClassVersion v2 = ClassVersion.compile(changed(source));
                TypeSerializer<Object> serializer = v1.serializer("format.Shipment");
                byte[] data = serialize(serializer, v1.sample("format.Shipment"));
                TypeSerializerSnapshot<Object> old = v2.readSnapshot(writeSnapshot(serializer.snapshotConfiguration()));
                cached = new Migration(v1, v2, data, old.restoreSerializer());
            }
            return cached;
        }

        private static String changed(String source) {
            String changed = source.substring(0, source.indexOf("    public static Shipment sample()")) + "}\n";
            return replace(replace(replace(replace(replace(replace(changed,
                    "        int count,\n", "        long count,\n"),
                    "        float weight,\n", "        double weight,\n"),
                    "        short lane,\n", ""),
                    "        Parcel[][] grid) {", "        String added,\n        Parcel[][] grid) {"),
                    "record Parcel(String code, double kg)", "record Parcel(double kg, String code, int rank)"),
                    "permits Route.Direct, Route.Hub {",
                    "permits Route.Ship, Route.Direct, Route.Hub {\n"
                            + "        @FlinkType\n        record Ship(String name) implements Route {}\n");
        }

        private static String replace(String text, String from, String to) {
            if (!text.contains(from)) {
                throw new AssertionError("The frozen Shipment no longer contains " + from);
            }
            return text.replace(from, to);
        }

        TypeSerializer<Object> v1Serializer() {
            return v1.serializer("format.Shipment");
        }

        TypeSerializer<Object> v2Serializer() {
            return v2.serializer("format.Shipment");
        }
    }
}
