package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.CompiledDomain.deserializeAll;
import static io.github.typegen.processor.CompiledDomain.serialize;
import static io.github.typegen.processor.CompiledDomain.serializer;
import static io.github.typegen.processor.DeepEquals.assertDeepEquals;
import static io.github.typegen.processor.TestCompilations.generatedName;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.util.InstantiationUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.processor.DomainSamples.Sample;
import io.github.typegen.testdomain.Audit;
import io.github.typegen.testdomain.Batch;
import io.github.typegen.testdomain.Collisions;
import io.github.typegen.testdomain.Containers;
import io.github.typegen.testdomain.Counter;
import io.github.typegen.testdomain.Holder;
import io.github.typegen.testdomain.JdkTypes;
import io.github.typegen.testdomain.AmountRecordConverter;
import io.github.typegen.testdomain.JdkValues;
import io.github.typegen.testdomain.Priced;
import io.github.typegen.testdomain.Label;
import io.github.typegen.testdomain.Link;
import io.github.typegen.testdomain.Money;
import io.github.typegen.testdomain.Person;
import io.github.typegen.testdomain.Point;
import io.github.typegen.testdomain.PrimitiveArrays;
import io.github.typegen.testdomain.Scalars;
import io.github.typegen.testdomain.Shape;
import io.github.typegen.testdomain.Shipments;
import io.github.typegen.testdomain.Tagged;
import io.github.typegen.testdomain.TaggedPoints;
import io.github.typegen.testdomain.TreeNode;
import io.github.typegen.testdomain.Tuples;
import io.github.typegen.testdomain.Vehicle;

/**
 * Layer 3: the test domain ({@code io.github.typegen.testdomain}), which uses every supported field type and
 * shape, compiles with the processor under {@code -Xlint:all -Werror}; and the generated serializers, loaded
 * from that compilation, round-trip and copy a value of every type.
 */
class GeneratedCodeTest {

    /** Every {@code @FlinkType} of the test domain. */
    static final List<Class<?>> FLINK_TYPES = List.of(Scalars.class, PrimitiveArrays.class, Point.class,
            Containers.class, Counter.class, Person.class, Tagged.class, Money.class, Label.class, Shape.class,
            Shape.Circle.class, Shape.Square.class, Shape.Polygon.class, Shape.Polygon.Triangle.class,
            Shape.Polygon.Path.class, Vehicle.class, Vehicle.Car.class, Vehicle.Bike.class, TreeNode.class,
            Link.class, Holder.Item.class, Holder.Basket.class, Holder.Everything.class, Collisions.class,
            Batch.class, Shipments.class, Audit.class, JdkTypes.class, JdkValues.class, Priced.class, AmountRecordConverter.Stored.class, Tuples.class,
            TaggedPoints.class);

    static Stream<Sample> samples() {
        return DomainSamples.all();
    }

    static Stream<Class<?>> flinkTypes() {
        return FLINK_TYPES.stream();
    }

    @Test
    void compilesWithoutWarningsUnderXlintAllAndWerror() {
        assertThat(CompiledDomain.compilation()).succeededWithoutWarnings();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flinkTypes")
    void generatesTheFourClassesOfEveryFlinkType(Class<?> type) {
        for (String suffix : List.of("Serializer", "SerializerSnapshot", "TypeInfo", "TypeInfoFactory")) {
            assertThat(CompiledDomain.compilation())
                    .generatedSourceFile(generatedName(type, suffix).replace('.', '/'))
                    .contentsAsUtf8String()
                    .contains("@Generated(\"io.github.typegen.processor.TypegenProcessor\")");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void roundTrips(Sample sample) throws IOException {
        TypeSerializer<Object> serializer = serializer(sample.type());

        byte[] bytes = serialize(serializer, sample.value());
        Object read = deserializeAll(serializer, bytes);

        assertThat(read).isNotSameAs(sample.value());
        assertDeepEquals(read, sample.value());
        if (serializer.getLength() >= 0) {
            assertThat(bytes).hasSize(serializer.getLength());
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void readsWhatItWritesThroughFlinksStreamCopy(Sample sample) throws IOException {
        TypeSerializer<Object> serializer = serializer(sample.type());
        byte[] bytes = serialize(serializer, sample.value());
        DataOutputSerializer copied = new DataOutputSerializer(bytes.length);

        serializer.copy(new DataInputDeserializer(bytes), copied);

        assertDeepEquals(deserializeAll(serializer, copied.getCopyOfBuffer()), sample.value());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("samples")
    void copiesDeeply(Sample sample) {
        TypeSerializer<Object> serializer = serializer(sample.type());

        Object copy = serializer.copy(sample.value());

        assertDeepEquals(copy, sample.value());
        DeepCopies.assertSharesNoMutableState(sample.value(), copy);
        assertDeepEquals(serializer.copy(sample.value(), serializer.createInstance()), sample.value());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flinkTypes")
    void isImmutableTypeOnlyWhenEveryReachableValueIsImmutable(Class<?> type) {
        assertThat(serializer(type).isImmutableType()).isEqualTo(DomainSamples.IMMUTABLE_TYPES.contains(type));
    }

    /** A tuple of its own class: held where a Tuple2 is declared, it would come back as a plain Tuple2. */
    static final class NamedCount extends Tuple2<String, Integer> {
        private static final long serialVersionUID = 1L;

        NamedCount(String name, int count) {
            super(name, count);
        }
    }

    @Test
    void aSubclassOfADeclaredTupleFailsWhenWrittenOrCopiedNamingTheField() {
        Tuples sample = DomainSamples.tuples();
        Tuples inField = new Tuples(sample.none(), new NamedCount("clicks", 7), sample.triple(), sample.pairs(),
                sample.counters(), sample.tiered(), sample.wide());
        Tuples inList = new Tuples(sample.none(), sample.pair(), sample.triple(),
                List.of(new Tuple2<>("a", 1L), new Tuple2<String, Long>("b", 2L) {
                    private static final long serialVersionUID = 1L;
                }), sample.counters(), sample.tiered(), sample.wide());
        TypeSerializer<Object> serializer = serializer(Tuples.class);

        assertThatThrownBy(() -> serialize(serializer, inField))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.github.typegen.testdomain.Tuples.pair")
                .hasMessageContaining(NamedCount.class.getName() + ", a subclass of Tuple2");
        assertThatThrownBy(() -> serializer.copy(inField))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.github.typegen.testdomain.Tuples.pair");
        assertThatThrownBy(() -> serialize(serializer, inList))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.github.typegen.testdomain.Tuples.pairs");
        assertThatThrownBy(() -> serializer.copy(inList))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.github.typegen.testdomain.Tuples.pairs");
    }

    @Test
    void aCopyIsIndependentOfTheOriginal() {
        Containers original = DomainSamples.containers();
        Containers copy = (Containers) serializer(Containers.class).copy(original);

        original.names.add("added");
        original.series.get("temp").add(1.0);
        original.counters.get(0).value = 99;
        original.counter.orElseThrow().name = "changed";
        original.matrix[0][0] = 42;
        original.grid[0][0] = null;
        original.cube[0][0][0] = "changed";
        original.blobs.get("blob")[0] = 9;

        assertDeepEquals(copy, DomainSamples.containers());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flinkTypes")
    void createsAnInstanceOfMutableClasses(Class<?> type) {
        Object instance = serializer(type).createInstance();

        if (instance != null) {
            assertThat(instance).isExactlyInstanceOf(type);
        } else {
            assertThat(type.isRecord() || type.isInterface() || java.lang.reflect.Modifier.isAbstract(type.getModifiers())
                    || type == Money.class || type == Label.class)
                    .as("only records, immutable classes and sealed types have no empty instance")
                    .isTrue();
        }
    }

    @Test
    void refusesToWriteNull() {
        TypeSerializer<Object> serializer = serializer(Point.class);

        assertThatThrownBy(() -> serialize(serializer, null))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining(Point.class.getName());
    }

    /** A subclass the serializer of its superclass does not know: writing it would lose its fields. */
    static final class SpecialCounter extends Counter {
        String extra = "lost";
    }

    @Test
    void refusesToWriteAnUnknownSubclass() {
        TypeSerializer<Object> serializer = serializer(Counter.class);

        assertThatThrownBy(() -> serialize(serializer, new SpecialCounter()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(Counter.class.getName())
                .hasMessageContaining(SpecialCounter.class.getName());
    }

    // ------------------------------------------------------------------------
    //  Flink's contracts: duplicates, snapshots, Java serialization, type information
    // ------------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @MethodSource("flinkTypes")
    void snapshotsRestoreAnEqualSerializer(Class<?> type) throws IOException {
        TypeSerializer<Object> serializer = serializer(type);
        TypeSerializerSnapshot<Object> snapshot = serializer.snapshotConfiguration();
        DataOutputSerializer out = new DataOutputSerializer(256);

        TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
        TypeSerializerSnapshot<Object> restored = TypeSerializerSnapshot.readVersionedSnapshot(
                new DataInputDeserializer(out.getCopyOfBuffer()), CompiledDomain.loader());

        assertThat(restored).hasSameClassAs(snapshot);
        assertThat(restored.restoreSerializer()).isEqualTo(serializer);
        TypeSerializerSchemaCompatibility<Object> compatibility =
                serializer.snapshotConfiguration().resolveSchemaCompatibility(restored);
        assertThat(compatibility.isCompatibleAsIs()).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flinkTypes")
    void survivesJavaSerializationAndDuplication(Class<?> type) throws Exception {
        TypeSerializer<Object> serializer = serializer(type);

        TypeSerializer<Object> cloned = InstantiationUtil.clone(serializer, CompiledDomain.loader());

        assertThat(cloned).isEqualTo(serializer).hasSameHashCodeAs(serializer);
        assertThat(serializer.duplicate()).isEqualTo(serializer);
        assertThat(serializer).isNotEqualTo(serializer(type == Point.class ? Money.class : Point.class));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("flinkTypes")
    void typeInformationCreatesTheSerializer(Class<?> type) {
        GeneratedClassLoader loader = CompiledDomain.loader();
        TypeInformation<?> typeInfo = (TypeInformation<?>) loader.instantiate(generatedName(type, "TypeInfo"));
        @SuppressWarnings("unchecked")
        TypeInfoFactory<Object> factory =
                (TypeInfoFactory<Object>) loader.instantiate(generatedName(type, "TypeInfoFactory"));

        assertThat(typeInfo.getTypeClass()).isEqualTo(type);
        assertThat(typeInfo.createSerializer(new SerializerConfigImpl())).isEqualTo(serializer(type));
        assertThat(factory.createTypeInfo((Type) type, Map.of())).isEqualTo(typeInfo);
    }

    @Test
    void onlyTypesWithEqualsAndHashCodeAreKeys() {
        assertThat(isKeyType(Point.class)).isTrue();
        assertThat(isKeyType(TreeNode.class)).isTrue();
        assertThat(isKeyType(Money.class)).isTrue();
        assertThat(isKeyType(Vehicle.class)).isFalse();
        assertThat(isKeyType(Counter.class)).isFalse();
        assertThat(isKeyType(Shape.class)).as("Shape.Polygon.Path has no equals").isFalse();
    }

    private static boolean isKeyType(Class<?> type) {
        return ((TypeInformation<?>) CompiledDomain.loader().instantiate(generatedName(type, "TypeInfo")))
                .isKeyType();
    }
}
