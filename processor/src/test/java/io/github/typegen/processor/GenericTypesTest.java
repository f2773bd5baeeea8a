package io.github.typegen.processor;

import static io.github.typegen.processor.CompiledDomain.deserializeAll;
import static io.github.typegen.processor.CompiledDomain.serialize;
import static io.github.typegen.processor.DeepEquals.assertDeepEquals;
import static io.github.typegen.processor.TestCompilations.generatedName;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.functions.InvalidTypesException;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.LongSerializer;
import org.apache.flink.api.common.typeutils.base.StringSerializer;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

import io.github.typegen.testdomain.Envelope;
import io.github.typegen.testdomain.Keyed;
import io.github.typegen.testdomain.Latest;
import io.github.typegen.testdomain.Point;

/**
 * Generic {@code @FlinkType}s of the test domain ({@code Envelope<T>}, {@code Keyed<K extends Comparable<K>, V>}):
 * their serializers hold their type arguments' serializers, their type information holds the arguments' type
 * information, and their snapshots nest the arguments' snapshots. The classes using them as fields ({@code
 * Batch}, {@code Shipments}) are among the samples of {@link GeneratedCodeTest}.
 */
class GenericTypesTest {

    @SuppressWarnings("unchecked")
    private static TypeSerializer<Object> genericSerializer(Class<?> type, TypeSerializer<?>... arguments) {
        Class<?>[] parameters = new Class<?>[arguments.length];
        java.util.Arrays.fill(parameters, TypeSerializer.class);
        try {
            return (TypeSerializer<Object>) CompiledDomain.loader().loadClass(generatedName(type, "Serializer"))
                    .getConstructor(parameters).newInstance((Object[]) arguments);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static TypeInformation<?> genericTypeInfo(Class<?> type, TypeInformation<?>... arguments) {
        Class<?>[] parameters = new Class<?>[arguments.length];
        java.util.Arrays.fill(parameters, TypeInformation.class);
        try {
            return (TypeInformation<?>) CompiledDomain.loader().loadClass(generatedName(type, "TypeInfo"))
                    .getConstructor(parameters).newInstance((Object[]) arguments);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void aGenericRecordIsWrittenByItsTypeArgumentsSerializer() throws IOException {
        TypeSerializer<Object> serializer = genericSerializer(Envelope.class, StringSerializer.INSTANCE);
        Envelope<String> value = new Envelope<>("id", "payload", new ArrayList<>(java.util.Arrays.asList("a", null)));

        assertDeepEquals(deserializeAll(serializer, serialize(serializer, value)), value);
        assertDeepEquals(serializer.copy(value), value);
        assertThat(((Envelope<?>) serializer.copy(value)).history()).isNotSameAs(value.history());
    }

    @Test
    void aGenericPojoWithABoundedParameterHoldsEachArgumentsSerializer() throws IOException {
        TypeSerializer<Object> serializer = genericSerializer(Keyed.class, LongSerializer.INSTANCE,
                CompiledDomain.serializer(Point.class));
        Keyed<Long, Point> value = new Keyed<>(42L, new ArrayList<>(List.of(new Point(1, 2))),
                new Envelope<>("e", new Point(3, 4), null));

        assertDeepEquals(deserializeAll(serializer, serialize(serializer, value)), value);
        assertThat(serializer.createInstance()).isInstanceOf(Keyed.class);
    }

    @Test
    void serializersAreEqualWhenTheirArgumentsSerializersAre() {
        TypeSerializer<Object> ofString = genericSerializer(Envelope.class, StringSerializer.INSTANCE);

        assertThat(ofString).isEqualTo(genericSerializer(Envelope.class, StringSerializer.INSTANCE))
                .hasSameHashCodeAs(genericSerializer(Envelope.class, StringSerializer.INSTANCE))
                .isNotEqualTo(genericSerializer(Envelope.class, LongSerializer.INSTANCE));
        assertThat(ofString.isImmutableType()).isFalse();
    }

    @Test
    void duplicateDuplicatesAStatefulArgumentSerializer() {
        KryoSerializer<String> kryo = new KryoSerializer<>(String.class, new SerializerConfigImpl());
        TypeSerializer<Object> serializer = genericSerializer(Envelope.class, kryo);
        TypeSerializer<Object> plain = genericSerializer(Envelope.class, StringSerializer.INSTANCE);

        assertThat(serializer.duplicate()).isNotSameAs(serializer).isEqualTo(serializer);
        assertThat(plain.duplicate()).isSameAs(plain);
    }

    @Test
    void typeInformationHoldsItsTypeArguments() {
        TypeInformation<?> ofString = genericTypeInfo(Envelope.class, Types.STRING);

        assertThat(ofString).isEqualTo(genericTypeInfo(Envelope.class, Types.STRING))
                .hasSameHashCodeAs(genericTypeInfo(Envelope.class, Types.STRING))
                .isNotEqualTo(genericTypeInfo(Envelope.class, Types.LONG));
        assertThat(ofString.getGenericParameters()).isEqualTo(Map.of("T", Types.STRING));
        assertThat(ofString.getTypeClass()).isEqualTo(Envelope.class);
        assertThat(ofString.createSerializer(new SerializerConfigImpl()))
                .isEqualTo(genericSerializer(Envelope.class, StringSerializer.INSTANCE));
        assertThat(ofString.isKeyType()).isTrue();
        assertThat(genericTypeInfo(Envelope.class, Types.LIST(Types.STRING)).isKeyType()).isFalse();
    }

    @Test
    void theFactoryBuildsTheTypeInformationFromTheArgumentsFlinkExtracted() {
        @SuppressWarnings("unchecked")
        TypeInfoFactory<Object> factory = (TypeInfoFactory<Object>) CompiledDomain.loader()
                .instantiate(generatedName(Envelope.class, "TypeInfoFactory"));

        assertThat(factory.createTypeInfo(Envelope.class, Map.of("T", Types.STRING)))
                .isEqualTo(genericTypeInfo(Envelope.class, Types.STRING));
        assertThatThrownBy(() -> factory.createTypeInfo(Envelope.class, Map.of()))
                .isInstanceOf(InvalidTypesException.class)
                .hasMessageContaining("Type parameter T of " + Envelope.class.getName());
    }

    @Test
    void theSnapshotNestsTheArgumentsSnapshots() throws IOException {
        TypeSerializer<Object> serializer = genericSerializer(Keyed.class, StringSerializer.INSTANCE,
                CompiledDomain.serializer(Point.class));
        TypeSerializerSnapshot<Object> restored = writeAndRead(serializer.snapshotConfiguration());

        assertThat(restored.restoreSerializer()).isEqualTo(serializer);
        assertThat(serializer.snapshotConfiguration().resolveSchemaCompatibility(restored).isCompatibleAsIs())
                .isTrue();
    }

    @Test
    void anArgumentsIncompatibleSnapshotMakesTheWholeIncompatible() throws IOException {
        TypeSerializerSnapshot<Object> ofString =
                writeAndRead(genericSerializer(Envelope.class, StringSerializer.INSTANCE).snapshotConfiguration());

        TypeSerializerSchemaCompatibility<Object> compatibility = genericSerializer(Envelope.class,
                LongSerializer.INSTANCE).snapshotConfiguration().resolveSchemaCompatibility(ofString);

        assertThat(compatibility.isIncompatible()).isTrue();
    }

    @Test
    void aParameterUsedOnlyInsideAGenericFieldIsInTheSnapshotToo() throws IOException {
        TypeSerializer<Object> serializer = genericSerializer(Latest.class, LongSerializer.INSTANCE);
        Latest<Long> value = new Latest<>("k", new Envelope<>("e", 7L, new ArrayList<>(List.of(8L))));
        TypeSerializerSnapshot<Object> restored = writeAndRead(serializer.snapshotConfiguration());

        assertThat(restored.restoreSerializer()).isEqualTo(serializer);
        assertDeepEquals(deserializeAll(restored.restoreSerializer(), serialize(serializer, value)), value);
    }

    private static TypeSerializerSnapshot<Object> writeAndRead(TypeSerializerSnapshot<Object> snapshot)
            throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
        return TypeSerializerSnapshot.readVersionedSnapshot(new DataInputDeserializer(out.getCopyOfBuffer()),
                CompiledDomain.loader());
    }
}
