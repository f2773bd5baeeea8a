package io.github.typegen.benchmarks;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Arrays;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Checks that what {@link SerializerBenchmark} times is correct, so it never measures broken code. */
class SubjectTest {

    static Stream<Arguments> everyShapeAndImplementation() {
        return Arrays.stream(Shape.values()).flatMap(shape -> Arrays.stream(Implementation.values())
                .map(implementation -> Arguments.of(shape, implementation)));
    }

    @ParameterizedTest
    @MethodSource("everyShapeAndImplementation")
    void everyOperationGivesBackAnEqualSample(Shape shape, Implementation implementation) throws IOException {
        Subject<?> subject = shape.subject(implementation);

        assertThat(subject.serialize()).isEqualTo(subject.serializedSize()).isPositive();
        assertThat(subject.deserialize()).isEqualTo(subject.sample());
        assertThat(subject.roundTrip()).isEqualTo(subject.sample());
        assertThat(subject.copy()).isEqualTo(subject.sample());
    }

    @ParameterizedTest
    @MethodSource("everyShapeAndImplementation")
    void copyIsANewObjectExceptKryosCopyOfARecord(Shape shape, Implementation implementation) {
        Subject<?> subject = shape.subject(implementation);

        if (shape == Shape.RECORD && implementation == Implementation.KRYO) {
            // Kryo 5's RecordSerializer is an ImmutableSerializer: its copy is the original, list and all.
            assertThat(subject.copy()).isSameAs(subject.sample());
        } else {
            assertThat(subject.copy()).isNotSameAs(subject.sample());
        }
    }

    @ParameterizedTest
    @EnumSource(Shape.class)
    void generatedSerializerWritesNoMoreBytesThanPojoSerializer(Shape shape) {
        int generated = shape.subject(Implementation.GENERATED).serializedSize();
        int pojo = shape.subject(Implementation.POJO).serializedSize();

        assertThat(generated).isLessThanOrEqualTo(pojo);
    }

    /**
     * Fory writes ints as var-ints, in its fastest configuration ({@link ForySubject}); the generated serializer,
     * which writes {@code int}s and {@code Integer}s as zig-zag var-ints too, writes no more.
     */
    @ParameterizedTest
    @EnumSource(Shape.class)
    void generatedSerializerWritesNoMoreBytesThanFory(Shape shape) {
        int generated = shape.subject(Implementation.GENERATED).serializedSize();
        int fory = shape.subject(Implementation.FORY).serializedSize();

        assertThat(generated).as("the bytes of the generated serializer against Fory's %d", fory)
                .isLessThanOrEqualTo(fory);
    }
}
