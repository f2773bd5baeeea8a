package io.github.typegen.it.serializers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.EOFException;
import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import io.github.typegen.it.domain.CustomerSerializer;
import io.github.typegen.it.domain.DrawingSerializer;
import io.github.typegen.it.domain.InventorySerializer;
import io.github.typegen.it.domain.JourneySerializer;
import io.github.typegen.it.domain.LegacyTimesSerializer;
import io.github.typegen.it.domain.LineItemSerializer;
import io.github.typegen.it.domain.MoneySerializer;
import io.github.typegen.it.domain.OrderSerializer;
import io.github.typegen.it.domain.TreeNodeSerializer;
import io.github.typegen.it.domain.ZonesSerializer;
import io.github.typegen.runtime.serialization.CorruptDataException;

/**
 * Truncated and corrupted bytes: every read ends, in a value or in an {@link IOException} that names the
 * type, within a time limit (no endless loop) and without an allocation sized by a corrupt length.
 */
class CorruptInputTest {

    private static final int FLIPS_PER_VALUE = 300;

    static Stream<Arguments> values() {
        return Stream.of(
                        cases(new OrderSerializer(), TestData.orders()),
                        cases(new CustomerSerializer(), TestData.customers()),
                        cases(new MoneySerializer(), TestData.moneys()),
                        cases(new LineItemSerializer(), TestData.lineItems()),
                        cases(new DrawingSerializer(), TestData.drawings()),
                        cases(new TreeNodeSerializer(), TestData.trees()),
                        cases(new LegacyTimesSerializer(), TestData.legacyTimes()),
                        cases(new ZonesSerializer(), TestData.zones()),
                        cases(new InventorySerializer(), TestData.inventories()),
                        cases(new JourneySerializer(), TestData.journeys()))
                .flatMap(s -> s);
    }

    private static <T> Stream<Arguments> cases(TypeSerializer<T> serializer, T[] values) {
        return Arrays.stream(values).map(v -> Arguments.of(serializer, v));
    }

    @ParameterizedTest
    @MethodSource("values")
    <T> void everyTruncationIsAnEofNamingTheType(TypeSerializer<T> serializer, T value) throws IOException {
        byte[] bytes = serialize(serializer, value);
        String typeName = value.getClass().getName().replaceAll("\\$.*", "");

        for (int length = 0; length < bytes.length; length++) {
            DataInputDeserializer truncated = new DataInputDeserializer(bytes, 0, length);
            assertThatThrownBy(() -> serializer.deserialize(truncated))
                    .as("reading the first %d of %d bytes", length, bytes.length)
                    .isInstanceOf(EOFException.class)
                    .hasMessageContaining(typeName);
        }
    }

    @ParameterizedTest
    @MethodSource("values")
    <T> void corruptedBytesEndInAValueOrAnIoExceptionNamingTheType(TypeSerializer<T> serializer, T value)
            throws IOException {
        byte[] bytes = serialize(serializer, value);
        SplittableRandom random = new SplittableRandom(bytes.length);

        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (int flip = 0; flip < FLIPS_PER_VALUE; flip++) {
                byte[] corrupt = bytes.clone();
                int position = random.nextInt(corrupt.length);
                corrupt[position] = (byte) random.nextInt(256);
                if (random.nextBoolean()) {
                    corrupt[random.nextInt(corrupt.length)] = (byte) 0xFF;
                }
                try {
                    serializer.deserialize(new DataInputDeserializer(corrupt));
                } catch (EOFException | CorruptDataException e) {
                    assertThat(e).hasMessageContaining("io.github.typegen.it.domain.");
                }
            }
        });
    }

    private static <T> byte[] serialize(TypeSerializer<T> serializer, T value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        return out.getCopyOfBuffer();
    }
}
