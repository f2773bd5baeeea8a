package format;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

import io.github.typegen.annotations.FlinkType;

/**
 * FROZEN: the class whose snapshot and serialized value under {@code v2/} were written by Typegen's
 * serialized format version 2 (snapshot version 2). Never edit this file or those files: FormatStabilityTest
 * checks that every later build reads them, and writes the same bytes. A new format version gets a new
 * folder, and this one stays.
 */
@FlinkType
public record Shipment(
        long id,
        int count,
        short lane,
        byte flags,
        char grade,
        boolean express,
        float weight,
        double price,
        Integer priority,
        Boolean fragile,
        String note,
        String missing,
        Status status,
        BigDecimal amount,
        BigInteger sequence,
        UUID uuid,
        Instant placedAt,
        LocalDate day,
        LocalTime time,
        LocalDateTime pickedAt,
        Duration handling,
        int[] scores,
        byte[] signature,
        String[] labels,
        List<Parcel> parcels,
        Set<String> tags,
        Map<String, Parcel> byCode,
        Optional<Parcel> extra,
        Parcel main,
        Route route,
        Parcel[][] grid) {

    public enum Status { NEW, PACKED, SHIPPED }

    @FlinkType
    public record Parcel(String code, double kg) {}

    @FlinkType
    public sealed interface Route permits Route.Direct, Route.Hub {
        @FlinkType
        record Direct(String to) implements Route {}

        @FlinkType
        record Hub(String via, Route next) implements Route {}
    }

    public static Shipment sample() {
        Parcel small = new Parcel("S-1", 0.25);
        Parcel large = new Parcel("L-\u00e9\u4e16", 12.5);
        List<Parcel> parcels = new ArrayList<>(Arrays.asList(small, null, large));
        Set<String> tags = new LinkedHashSet<>(Arrays.asList("fast", null, "\ud83d\ude00"));
        Map<String, Parcel> byCode = new LinkedHashMap<>();
        byCode.put("S-1", small);
        byCode.put("none", null);
        byCode.put("L", large);
        return new Shipment(
                -9_007_199_254_740_993L,
                Integer.MIN_VALUE,
                (short) 513,
                (byte) -3,
                '\u00df',
                true,
                -0.0f,
                Double.NaN,
                42,
                null,
                "note",
                null,
                Status.SHIPPED,
                new BigDecimal("-12345678901234567890.000123"),
                BigInteger.ONE.shiftLeft(100).negate(),
                new UUID(0x0123456789abcdefL, 0xfedcba9876543210L),
                Instant.ofEpochSecond(1_700_000_000L, 123_456_789),
                LocalDate.of(2026, 2, 28),
                LocalTime.of(23, 59, 59, 999_999_999),
                LocalDateTime.of(1969, 12, 31, 0, 0, 1),
                Duration.ofSeconds(-5, 7),
                new int[] {1, -1, Integer.MAX_VALUE},
                new byte[] {0, 127, -128},
                new String[] {"a", null, ""},
                parcels,
                tags,
                byCode,
                Optional.of(large),
                small,
                new Route.Hub("Leipzig", new Route.Hub("Halle", new Route.Direct("Berlin"))),
                new Parcel[][] {{small, null}, null, {}});
    }
}
