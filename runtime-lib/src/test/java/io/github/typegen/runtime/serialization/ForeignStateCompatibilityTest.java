package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.StringSerializer;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializer;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.format.Shape;

/**
 * The table of Flink's leaf serializers that adoption checks fields by: each serializer, restored from its own
 * snapshot as Flink restores it, is of the class the table is keyed by, and reads back values of the class the table
 * says. And the form Flink 1.20 gives a POJO with collection fields: a {@code PojoSerializer} whose {@code List},
 * {@code Set} and {@code Map} fields are Kryo fields ({@code GenericTypeInfo}), checked by their classes only.
 */
class ForeignStateCompatibilityTest {

    /** A POJO with collection fields, as a team has it before adoption. */
    public static class Basket {
        public String owner;
        public List<String> items;
        public Set<Integer> codes;
        public Map<String, Long> counts;
    }

    /** The same fields, each declared by a concrete collection class. */
    public static class ConcreteBasket {
        public String owner;
        public ArrayList<String> items;
        public HashSet<Integer> codes;
        public HashMap<String, Long> counts;
    }

    /**
     * The snapshot Flink 1.20's {@code PojoSerializer} writes for {@code type}, whose fields {@code owner}, {@code
     * items}, {@code codes} and {@code counts} Flink 1.20 serializes with String, Kryo of the declared {@code List},
     * Kryo of {@code Set} and Kryo of {@code Map}: its type extraction gives collections a {@code GenericTypeInfo}.
     */
    private static TypeSerializerSnapshot<?> asFlink120WritesIt(Class<?> type) throws Exception {
        SerializerConfigImpl config = new SerializerConfigImpl();
        Field[] fields = {type.getField("owner"), type.getField("items"), type.getField("codes"),
                type.getField("counts")};
        TypeSerializer<?>[] serializers = {StringSerializer.INSTANCE, new KryoSerializer<>(List.class, config),
                new KryoSerializer<>(Set.class, config), new KryoSerializer<>(Map.class, config)};
        return new PojoSerializer<>(type, serializers, fields, config).snapshotConfiguration();
    }

    @Test
    void aPojoWhoseCollectionFieldsFlink120GaveToKryoIsAdoptedByTheFieldsClasses() throws Exception {
        ForeignStateCompatibility.Outcome outcome = ForeignStateCompatibility.resolve(Basket.class,
                SchemaLayout.of(Layout.type(Shape.POJO, Basket.class.getCanonicalName())),
                asFlink120WritesIt(Basket.class));

        assertThat(outcome.problems()).isEmpty();
        assertThat(outcome.adoptable()).isTrue();
        assertThat(outcome.writer()).isEqualTo("PojoSerializer");
    }

    @Test
    void aKryoCollectionFieldNowDeclaredByAConcreteClassIsRefused() throws Exception {
        ForeignStateCompatibility.Outcome outcome = ForeignStateCompatibility.resolve(ConcreteBasket.class,
                SchemaLayout.of(Layout.type(Shape.POJO, ConcreteBasket.class.getCanonicalName())),
                asFlink120WritesIt(ConcreteBasket.class));

        assertThat(outcome.adoptable()).isFalse();
        String type = ConcreteBasket.class.getName();
        assertThat(outcome.problems()).containsExactly(
                "field 'items' of " + type + ": Kryo wrote java.util.List values, which a field of type"
                        + " java.util.ArrayList<java.lang.String> cannot hold",
                "field 'codes' of " + type + ": Kryo wrote java.util.Set values, which a field of type"
                        + " java.util.HashSet<java.lang.Integer> cannot hold",
                "field 'counts' of " + type + ": Kryo wrote java.util.Map values, which a field of type"
                        + " java.util.HashMap<java.lang.String, java.lang.Long> cannot hold");
    }

    static Stream<Map.Entry<Class<?>, Class<?>>> leaves() {
        return ForeignStateCompatibility.LEAVES.entrySet().stream()
                .sorted(Map.Entry.comparingByKey((a, b) -> a.getName().compareTo(b.getName())));
    }

    @ParameterizedTest
    @MethodSource("leaves")
    @SuppressWarnings("unchecked")
    void eachLeafSerializerRestoresItselfAndProducesTheClassTheTableSays(Map.Entry<Class<?>, Class<?>> leaf)
            throws Exception {
        TypeSerializer<Object> serializer = (TypeSerializer<Object>) leaf.getKey().getField("INSTANCE").get(null);
        TypeSerializer<?> restored = serializer.snapshotConfiguration().restoreSerializer();
        assertThat(restored).isInstanceOf(leaf.getKey());

        Object value = serializer.createInstance();
        assertThat(value).as("an instance of %s", leaf.getKey().getSimpleName()).isNotNull();
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        Object read = restored.deserialize(new DataInputDeserializer(out.getCopyOfBuffer()));
        assertThat(read.getClass()).isEqualTo(leaf.getValue());
    }
}
