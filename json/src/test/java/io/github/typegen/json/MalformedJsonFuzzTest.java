package io.github.typegen.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.typegen.json.model.DeliveryJsonCodec;
import io.github.typegen.json.model.DrawingJsonCodec;
import io.github.typegen.json.model.EverythingJsonCodec;
import io.github.typegen.json.model.OrderJsonCodec;
import io.github.typegen.json.model.ProfileJsonCodec;

/**
 * Malformed and truncated JSON: every prefix of valid documents, and random byte flips, insertions and deletions,
 * either read or fail with a {@link TypegenJsonException} naming a position, never another exception, an {@code
 * Error} or a hang. A bounded loop: a few seconds.
 */
class MalformedJsonFuzzTest {

    private static final Duration BUDGET = Duration.ofSeconds(60);

    private static final ObjectMapper JACKSON = Mappers.flinkLike();

    @Test
    void everyPrefixOfValidDocumentsFailsWithThePositionOrReads() {
        assertTimeoutPreemptively(BUDGET, () -> {
            RandomModels random = new RandomModels(7);
            for (int i = 0; i < 2; i++) {
                byte[] everything = TypegenJson.write(EverythingJsonCodec.INSTANCE, random.everything());
                for (int length = 0; length < everything.length; length++) {
                    assertFailsCleanly(EverythingJsonCodec.INSTANCE, Arrays.copyOf(everything, length), true);
                }
            }
            for (int i = 0; i < 10; i++) {
                byte[] drawing = TypegenJson.write(DrawingJsonCodec.INSTANCE, random.drawing());
                for (int length = 0; length < drawing.length; length++) {
                    assertFailsCleanly(DrawingJsonCodec.INSTANCE, Arrays.copyOf(drawing, length), true);
                }
            }
            for (int i = 0; i < 10; i++) {
                // the type properties last: the subtypes' properties are buffered before the type id
                byte[] drawing = JACKSON.writeValueAsBytes(JsonDifferentialTest.reverseProperties(
                        JACKSON.readTree(TypegenJson.write(DrawingJsonCodec.INSTANCE, random.drawing()))));
                for (int length = 0; length < drawing.length; length++) {
                    assertFailsCleanly(DrawingJsonCodec.INSTANCE, Arrays.copyOf(drawing, length), true);
                }
            }
            for (int i = 0; i < 5; i++) {
                byte[] delivery = TypegenJson.write(DeliveryJsonCodec.INSTANCE, random.delivery());
                for (int length = 0; length < delivery.length; length++) {
                    assertFailsCleanly(DeliveryJsonCodec.INSTANCE, Arrays.copyOf(delivery, length), true);
                }
                byte[] profile = TypegenJson.write(ProfileJsonCodec.INSTANCE, random.profile());
                for (int length = 0; length < profile.length; length++) {
                    assertFailsCleanly(ProfileJsonCodec.INSTANCE, Arrays.copyOf(profile, length), true);
                }
            }
            for (int i = 0; i < 20; i++) {
                byte[] order = TypegenJson.write(OrderJsonCodec.INSTANCE, random.order());
                for (int length = 0; length < order.length; length++) {
                    assertFailsCleanly(OrderJsonCodec.INSTANCE, Arrays.copyOf(order, length), true);
                }
            }
        });
    }

    @Test
    void randomCorruptionsFailWithThePositionOrRead() {
        assertTimeoutPreemptively(BUDGET, () -> {
            RandomModels models = new RandomModels(8);
            Random random = new Random(8);
            List<byte[]> documents = new ArrayList<>();
            for (int i = 0; i < 40; i++) {
                documents.add(TypegenJson.write(EverythingJsonCodec.INSTANCE, models.everything()));
            }
            byte[] interesting = "{}[]\",:\\0123456789-+.eEtrufalsn \u00ff".getBytes(
                    java.nio.charset.StandardCharsets.ISO_8859_1);
            long deadline = System.nanoTime() + Duration.ofSeconds(3).toNanos();
            int runs = 0;
            while (System.nanoTime() < deadline) {
                byte[] document = documents.get(random.nextInt(documents.size())).clone();
                byte[] corrupted = switch (random.nextInt(3)) {
                    case 0 -> {
                        for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                            int at = random.nextInt(document.length);
                            document[at] = random.nextBoolean() ? (byte) random.nextInt(256)
                                    : interesting[random.nextInt(interesting.length)];
                        }
                        yield document;
                    }
                    case 1 -> {
                        int at = random.nextInt(document.length);
                        byte[] longer = new byte[document.length + 1];
                        System.arraycopy(document, 0, longer, 0, at);
                        longer[at] = interesting[random.nextInt(interesting.length)];
                        System.arraycopy(document, at, longer, at + 1, document.length - at);
                        yield longer;
                    }
                    default -> {
                        int at = random.nextInt(document.length);
                        byte[] shorter = new byte[document.length - 1];
                        System.arraycopy(document, 0, shorter, 0, at);
                        System.arraycopy(document, at + 1, shorter, at, document.length - at - 1);
                        yield shorter;
                    }
                };
                assertFailsCleanly(EverythingJsonCodec.INSTANCE, corrupted, false);
                runs++;
            }
            assertThat(runs).isGreaterThan(1000);
        });
    }

    /** Reads {@code json}: a {@link TypegenJsonException} with a position is fine, as is a value unless told not. */
    private static void assertFailsCleanly(JsonCodec<?> codec, byte[] json, boolean mustFail) {
        try {
            Object value = TypegenJson.read(codec, json);
            if (mustFail) {
                fail("Read a value from the truncated document " + new String(json,
                        java.nio.charset.StandardCharsets.UTF_8) + ": " + value);
            }
        } catch (TypegenJsonException e) {
            assertThat(e.line()).as(e.getMessage()).isPositive();
            assertThat(e.column()).as(e.getMessage()).isPositive();
            assertThat(e.getMessage()).contains("Cannot read io.github.typegen.json.model.", "at line ");
        } catch (Throwable e) {
            throw new AssertionError("Not a TypegenJsonException on " + new String(json,
                    java.nio.charset.StandardCharsets.UTF_8), e);
        }
    }
}
