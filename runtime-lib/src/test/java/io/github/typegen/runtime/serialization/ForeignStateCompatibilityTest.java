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
import org.apache.flink.api.common.typeutils.base.LongSerializer;
import org.apache.flink.api.common.typeutils.base.StringSerializer;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializer;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.typegen.format.Shape;

/**
 * The table of Flink's leaf serializers that adoption checks fields by: each serializer, restored from its own
 * snapshot as Flink restores it, is of the class the table is keyed by, and reads back values of the class the table
 * says. And the form Flink 1.20 gives a POJO with collection fields: a {@code PojoSerializer} whose {@code List},
 * {@code Set} and {@code Map} fields are Kryo fields ({@code GenericTypeInfo}), checked by their classes only, and
 * on Flink 2.x (where these tests run) refused as Flink 1.x's; and the word the job must give on Flink 2.x for Kryo
 * state that nothing tells apart.
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

    /** An immutable class, which Flink's type extraction gives to Kryo on every line. */
    public static final class Money {
        private final long cents;

        public Money(long cents) {
            this.cents = cents;
        }

        public long cents() {
            return cents;
        }
    }

    /** A POJO whose fields Flink 2.x serializes without Kryo: a String and a Long. */
    public static class Plain {
        public String owner;
        public Long count;
    }

    /** A POJO with a field Flink gives to Kryo on every line: an immutable class. */
    public static class Wallet {
        public String owner;
        public Money money;
    }

    private static ForeignStateCompatibility.Outcome resolve(Class<?> type, TypeSerializerSnapshot<?> old,
            int statedLine) {
        return ForeignStateCompatibility.resolve(type,
                SchemaLayout.of(Layout.type(Shape.POJO, type.getCanonicalName())), old, statedLine);
    }

    private static TypeSerializerSnapshot<?> pojoSnapshot(Class<?> type, String[] names,
            TypeSerializer<?>[] serializers) throws Exception {
        Field[] fields = new Field[names.length];
        for (int i = 0; i < names.length; i++) {
            fields[i] = type.getField(names[i]);
        }
        return new PojoSerializer<>(type, serializers, fields, new SerializerConfigImpl()).snapshotConfiguration();
    }

    /**
     * The reported corruption: on Flink 2.x, a POJO whose collection fields Flink 1.x gave to Kryo reads wrong
     * values (Kryo 5 on Kryo 2's bytes) where Flink 2.x would have written those fields with its own serializers.
     * Refused, whatever the job says, naming each field and the way that works.
     */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2})
    void aPojoWhoseCollectionFieldsFlink1GaveToKryoIsRefusedOnFlink2AsWrittenByFlink1(int statedLine)
            throws Exception {
        ForeignStateCompatibility.Outcome outcome = resolve(Basket.class, asFlink120WritesIt(Basket.class),
                statedLine);

        assertThat(outcome.adoptable()).isFalse();
        assertThat(outcome.wrongFlinkLine()).isTrue();
        assertThat(outcome.advice()).isEqualTo(ForeignStateCompatibility.ADOPT_ON_FLINK_1_20);
        String type = Basket.class.getName();
        String stated = statedLine == 2 ? " (though the job says Flink 2.x wrote its savepoint, "
                + SavepointFlinkLine.OPTION + ")" : "";
        assertThat(outcome.problems()).containsExactly(
                "field 'items' of " + type + " was written by Kryo, as Flink 1.x writes a POJO's field of type"
                        + " java.util.List<java.lang.String>; Flink 2.x writes it with its own ListSerializer:"
                        + " Flink 1.x wrote this state" + stated,
                "field 'codes' of " + type + " was written by Kryo, as Flink 1.x writes a POJO's field of type"
                        + " java.util.Set<java.lang.Integer>; Flink 2.x writes it with its own SetSerializer:"
                        + " Flink 1.x wrote this state" + stated,
                "field 'counts' of " + type + " was written by Kryo, as Flink 1.x writes a POJO's field of type"
                        + " java.util.Map<java.lang.String, java.lang.Long>; Flink 2.x writes it with its own"
                        + " MapSerializer: Flink 1.x wrote this state" + stated);
    }

    @Test
    void aKryoCollectionFieldNowDeclaredByAConcreteClassIsRefused() throws Exception {
        ForeignStateCompatibility.Outcome outcome = resolve(ConcreteBasket.class,
                asFlink120WritesIt(ConcreteBasket.class), 2);

        assertThat(outcome.adoptable()).isFalse();
        assertThat(outcome.wrongFlinkLine()).isFalse();
        assertThat(outcome.advice()).isEqualTo(ForeignStateCompatibility.CHANGE_IN_A_SECOND_STEP);
        String type = ConcreteBasket.class.getName();
        assertThat(outcome.problems()).containsExactly(
                "field 'items' of " + type + ": Kryo wrote java.util.List values, which a field of type"
                        + " java.util.ArrayList<java.lang.String> cannot hold",
                "field 'codes' of " + type + ": Kryo wrote java.util.Set values, which a field of type"
                        + " java.util.HashSet<java.lang.Integer> cannot hold",
                "field 'counts' of " + type + ": Kryo wrote java.util.Map values, which a field of type"
                        + " java.util.HashMap<java.lang.String, java.lang.Long> cannot hold");
    }

    @Test
    void kryoStateIsAdoptedOnFlink2WhenTheJobSaysFlink2WroteTheSavepoint() {
        ForeignStateCompatibility.Outcome outcome = resolve(Money.class,
                new KryoSerializer<>(Money.class, new SerializerConfigImpl()).snapshotConfiguration(), 2);

        assertThat(outcome.problems()).isEmpty();
        assertThat(outcome.adoptable()).isTrue();
        assertThat(outcome.writer()).isEqualTo("Kryo");
    }

    @Test
    void kryoStateIsRefusedOnFlink2WhenTheJobDoesNotSayWhichFlinkWroteTheSavepoint() {
        ForeignStateCompatibility.Outcome outcome = resolve(Money.class,
                new KryoSerializer<>(Money.class, new SerializerConfigImpl()).snapshotConfiguration(), 0);

        assertThat(outcome.adoptable()).isFalse();
        assertThat(outcome.problems()).containsExactly("state of " + Money.class.getName() + " was written by Kryo,"
                + " on Flink 1.x or on Flink 2.x: the job does not say which (" + SavepointFlinkLine.OPTION + ")");
        assertThat(outcome.wrongFlinkLine()).isTrue();
        assertThat(outcome.advice()).isEqualTo(ForeignStateCompatibility.SAY_WHICH_FLINK)
                .contains("-Dpipeline.global-job-parameters=" + SavepointFlinkLine.OPTION + ":2.3.0");
    }

    @Test
    void kryoStateIsRefusedOnFlink2WhenTheJobSaysFlink1WroteTheSavepoint() {
        ForeignStateCompatibility.Outcome outcome = resolve(Money.class,
                new KryoSerializer<>(Money.class, new SerializerConfigImpl()).snapshotConfiguration(), 1);

        assertThat(outcome.adoptable()).isFalse();
        assertThat(outcome.problems()).containsExactly("state of " + Money.class.getName() + " was written by Kryo,"
                + " and the job says Flink 1.x wrote its savepoint (" + SavepointFlinkLine.OPTION + ")");
        assertThat(outcome.advice()).isEqualTo(ForeignStateCompatibility.ADOPT_ON_FLINK_1_20);
    }

    @Test
    void aPojosKryoFieldOfAClassFlink2GivesToKryoTooNeedsTheJobsWord() throws Exception {
        TypeSerializerSnapshot<?> old = pojoSnapshot(Wallet.class, new String[] {"owner", "money"},
                new TypeSerializer<?>[] {StringSerializer.INSTANCE,
                        new KryoSerializer<>(Money.class, new SerializerConfigImpl())});

        assertThat(resolve(Wallet.class, old, 0).problems()).containsExactly("field 'money' of "
                + Wallet.class.getName() + " was written by Kryo, on Flink 1.x or on Flink 2.x: the job does not say"
                + " which (" + SavepointFlinkLine.OPTION + ")");
        assertThat(resolve(Wallet.class, old, 2).adoptable()).isTrue();
    }

    @Test
    void aPojoWithoutKryoFieldsNeedsNoWordOnEitherLine() throws Exception {
        TypeSerializerSnapshot<?> old = pojoSnapshot(Plain.class, new String[] {"owner", "count"},
                new TypeSerializer<?>[] {StringSerializer.INSTANCE, LongSerializer.INSTANCE});

        for (int statedLine : new int[] {0, 1, 2}) {
            assertThat(resolve(Plain.class, old, statedLine).adoptable()).as("stated line %s", statedLine).isTrue();
        }
    }

    @Test
    void flink2GivesParameterizedCollectionsWithClassArgumentsSerializersOfItsOwn() throws Exception {
        assertThat(ForeignStateCompatibility.flink2WritesWithoutKryo(Basket.class.getField("items").getGenericType()))
                .isTrue();
        assertThat(ForeignStateCompatibility.flink2WritesWithoutKryo(
                ConcreteBasket.class.getField("items").getGenericType())).isFalse();
        assertThat(ForeignStateCompatibility.flink2WritesWithoutKryo(List.class)).as("a raw List").isFalse();
        assertThat(ForeignStateCompatibility.flink2WritesWithoutKryo(
                Nested.class.getField("lists").getGenericType())).as("a List of Lists").isFalse();
    }

    /** A field whose type argument is itself parameterized: Flink 2.x gives it to Kryo. */
    public static class Nested {
        public List<List<String>> lists;
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
