package io.github.typegen.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonGenerator;

/**
 * {@link JsonWriting#writeDouble} writes what the shared factory's generator writes for a double (the shortest text
 * that reads back as the value), on random decimals of each precision, random doubles of every magnitude, and the
 * edges of the range it writes itself.
 */
class DoubleWritingTest {

    @Test
    void writesWhatTheGeneratorWrites() throws IOException {
        Random random = new Random(31);
        List<Double> values = new ArrayList<>(List.of(0.0, -0.0, 1e-3, Math.nextDown(1e-3), Math.nextUp(1e-3), 1e7,
                Math.nextDown(1e7), -Math.nextDown(1e7), 9_999_999.999999, 9_999_999.9999999, 0.1 + 0.2, 1.0, -1.0,
                0.5, 2.0E-3, 1249.85, 99.95, 50.05, 999.90, Double.NaN, Double.POSITIVE_INFINITY,
                Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, 123_456.000_001, 0.001_000_001,
                4_503_599_627_370_496.5, 0.1, 0.01, 0.000_999_999_999_999_999_9));
        long[] powers = {1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000};
        for (int i = 0; i < 50_000; i++) {
            int scale = random.nextInt(powers.length);
            long unscaled = (long) (random.nextDouble() * 10_000_000L * powers[scale]);
            double decimal = unscaled / (double) powers[scale];
            values.add(random.nextBoolean() ? decimal : -decimal);
            values.add(Double.longBitsToDouble(random.nextLong()));
            values.add(random.nextDouble() * Math.pow(10, random.nextInt(12) - 4));
        }
        for (double value : values) {
            assertThat(written(generator -> JsonWriting.writeDouble(generator, value)))
                    .as("%s", value).isEqualTo(written(generator -> generator.writeNumber(value)));
        }
    }

    private interface Writer {
        void write(JsonGenerator generator) throws IOException;
    }

    private static String written(Writer writer) throws IOException {
        StringWriter json = new StringWriter();
        try (JsonGenerator generator = TypegenJson.factory().createGenerator(json)) {
            writer.write(generator);
        }
        return json.toString();
    }
}
