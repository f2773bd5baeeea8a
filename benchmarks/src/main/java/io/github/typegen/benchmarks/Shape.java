package io.github.typegen.benchmarks;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.typeutils.GenericTypeInfo;
import org.apache.flink.api.java.typeutils.PojoTypeInfo;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializer;

/** The shapes of data under benchmark: each a class, one sample value and its two dedicated serializers. */
public enum Shape {

    /** {@link FlatPojo}: String, Integer, Instant, long, double, List&lt;String&gt;. */
    FLAT_POJO(new Fixture<>(FlatPojo.class, Shape::flatPojo, FlatPojoSerializer::new, FlatPojoHandSerializer::new,
            List.of(FlatPojo.class))),

    /** {@link NestedPojo}: ints and strings around a String[] and an array of three {@link Operation}s. */
    NESTED_POJO(new Fixture<>(NestedPojo.class, Shape::nestedPojo, NestedPojoSerializer::new,
            NestedPojoHandSerializer::new, List.of(NestedPojo.class, Operation.class, Operation[].class))),

    /** {@link FlatRecord}: the fields of {@link FlatPojo} as a record. */
    RECORD(new Fixture<>(FlatRecord.class, Shape::flatRecord, FlatRecordSerializer::new,
            FlatRecordHandSerializer::new, List.of(FlatRecord.class)));

    private final Fixture<?> fixture;

    Shape(Fixture<?> fixture) {
        this.fixture = fixture;
    }

    /**
     * A fresh sample value bound to a new serializer of {@code implementation}.
     *
     * @throws IllegalStateException if Flink does not treat the class as the POJO this benchmark compares with
     */
    public Subject<?> subject(Implementation implementation) {
        return fixture.subject(implementation);
    }

    private static FlatPojo flatPojo() {
        return new FlatPojo("sensor-0042", 17, Instant.parse("2026-01-15T10:15:30.123456789Z"), 1_234_567_890_123L,
                42.5, tags());
    }

    private static FlatRecord flatRecord() {
        return new FlatRecord("sensor-0042", 17, Instant.parse("2026-01-15T10:15:30.123456789Z"), 1_234_567_890_123L,
                42.5, tags());
    }

    /** An {@link ArrayList}, the class every serializer reads back, so Kryo can rebuild it too. */
    private static List<String> tags() {
        return new ArrayList<>(List.of("alpha", "beta", "gamma"));
    }

    private static NestedPojo nestedPojo() {
        NestedPojo pojo = new NestedPojo();
        pojo.id = 1;
        pojo.name = "word-count";
        pojo.operationNames = new String[] {"tokenize", "count", "emit"};
        pojo.operations = new Operation[] {
            new Operation(10, "tokenize"), new Operation(11, "count"), new Operation(12, "emit")
        };
        pojo.otherId1 = 100;
        pojo.otherId2 = 200;
        pojo.otherId3 = 300;
        pojo.note = "nested sample";
        return pojo;
    }

    /**
     * One class of a shape with what makes each of its serializers.
     *
     * @param foryClasses the classes Fory registers for the shape, the shape's own first
     */
    private record Fixture<T>(
            Class<T> type,
            Supplier<T> sample,
            Supplier<TypeSerializer<T>> generated,
            Supplier<TypeSerializer<T>> handWritten,
            List<Class<?>> foryClasses) {

        Subject<T> subject(Implementation implementation) {
            return switch (implementation) {
                case GENERATED -> flink(generated.get());
                case HAND_WRITTEN -> flink(handWritten.get());
                case POJO -> flink(pojoSerializer());
                case KRYO -> flink(new GenericTypeInfo<>(type).createSerializer(new SerializerConfigImpl()));
                case FORY -> new ForySubject<>(type, sample.get(), foryClasses);
            };
        }

        private Subject<T> flink(TypeSerializer<T> serializer) {
            return new FlinkSubject<>(serializer, sample.get());
        }

        /**
         * The serializer Flink's type extraction picks for the class, checked to be a {@link PojoSerializer}
         * whose own fields do not fall back to Kryo: otherwise the comparison would be with something else.
         */
        private TypeSerializer<T> pojoSerializer() {
            TypeInformation<T> info = TypeInformation.of(type);
            if (!(info instanceof PojoTypeInfo<T> pojo)) {
                throw new IllegalStateException(
                        "Flink does not treat " + type.getName() + " as a POJO: TypeExtractor gave " + info);
            }
            for (int i = 0; i < pojo.getArity(); i++) {
                if (pojo.getPojoFieldAt(i).getTypeInformation() instanceof GenericTypeInfo<?> generic) {
                    throw new IllegalStateException("PojoSerializer of " + type.getName() + " would use Kryo for field "
                            + pojo.getPojoFieldAt(i).getField().getName() + ": " + generic);
                }
            }
            TypeSerializer<T> serializer = info.createSerializer(new SerializerConfigImpl());
            if (!(serializer instanceof PojoSerializer)) {
                throw new IllegalStateException("Expected a PojoSerializer for " + type.getName() + ", got " + serializer);
            }
            return serializer;
        }
    }
}
