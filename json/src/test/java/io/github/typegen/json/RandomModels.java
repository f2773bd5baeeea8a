package io.github.typegen.json;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Date;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;

import io.github.typegen.json.model.Address;
import io.github.typegen.json.model.Batch;
import io.github.typegen.json.model.Circle;
import io.github.typegen.json.model.Delivery;
import io.github.typegen.json.model.Drawing;
import io.github.typegen.json.model.Envelope;
import io.github.typegen.json.model.Everything;
import io.github.typegen.json.model.LineItem;
import io.github.typegen.json.model.Money;
import io.github.typegen.json.model.Order;
import io.github.typegen.json.model.Priority;
import io.github.typegen.json.model.Profile;
import io.github.typegen.json.model.Shape;
import io.github.typegen.json.model.Sku;
import io.github.typegen.json.model.Square;
import io.github.typegen.json.model.Status;

/** Random instances of the test model, with nulls, edge numbers, escapes and Unicode. */
final class RandomModels {

    private final Random random;

    RandomModels(long seed) {
        this.random = new Random(seed);
    }

    Everything everything() {
        Everything e = new Everything();
        e.flag = random.nextBoolean();
        e.tiny = (byte) random.nextInt();
        e.small = (short) random.nextInt();
        e.count = pick(() -> random.nextInt(), () -> Integer.MIN_VALUE, () -> Integer.MAX_VALUE, () -> 0);
        e.big = pick(() -> random.nextLong(), () -> Long.MIN_VALUE, () -> Long.MAX_VALUE, () -> -1L);
        e.ratio = pick(() -> random.nextFloat() * 1e6f, () -> Float.MAX_VALUE, () -> Float.MIN_VALUE,
                () -> Float.NaN, () -> -0.0f);
        e.amount = pick(() -> random.nextDouble() * 1e12, () -> Double.MAX_VALUE, () -> Double.MIN_VALUE,
                () -> Double.POSITIVE_INFINITY, () -> Double.NEGATIVE_INFINITY, () -> 1e-300);
        e.letter = (char) ('a' + random.nextInt(26));
        e.boxedFlag = orNull(random::nextBoolean);
        e.boxedTiny = orNull(() -> (byte) random.nextInt());
        e.boxedSmall = orNull(() -> (short) random.nextInt());
        e.boxedCount = orNull(random::nextInt);
        e.boxedBig = orNull(random::nextLong);
        e.boxedRatio = orNull(random::nextFloat);
        e.boxedAmount = orNull(random::nextDouble);
        e.boxedLetter = orNull(() -> (char) ('A' + random.nextInt(26)));
        e.text = orNull(this::text);
        e.decimal = orNull(this::decimal);
        e.integer = orNull(() -> new BigInteger(100 + random.nextInt(100), random).subtract(BigInteger.TEN.pow(40)));
        e.uuid = orNull(() -> new UUID(random.nextLong(), random.nextLong()));
        e.instant = orNull(this::instant);
        e.date = orNull(() -> LocalDate.ofEpochDay(random.nextInt(200_000) - 100_000));
        e.time = orNull(() -> LocalTime.ofNanoOfDay(nanos()));
        e.dateTime = orNull(() -> LocalDateTime.ofInstant(instant(), ZoneOffset.UTC));
        e.offsetDateTime = orNull(() -> OffsetDateTime.ofInstant(instant(),
                ZoneOffset.ofTotalSeconds(random.nextInt(18 * 4) * 900 - 18 * 1800)));
        e.zonedDateTime = orNull(() -> ZonedDateTime.ofInstant(instant(), ZoneId.of("Europe/Berlin")));
        e.duration = orNull(() -> Duration.ofSeconds(random.nextInt(1_000_000) - 500_000,
                random.nextInt(1000) * 1000L));
        e.legacyDate = orNull(() -> new Date(instant().toEpochMilli()));
        e.formattedDate = orNull(() -> new Date(instant().getEpochSecond() * 1000));
        e.formattedInstant = orNull(() -> Instant.ofEpochMilli(instant().toEpochMilli()));
        e.status = orNull(this::status);
        e.bytes = orNull(() -> {
            byte[] bytes = new byte[random.nextInt(20)];
            random.nextBytes(bytes);
            return bytes;
        });
        e.chars = orNull(() -> text().toCharArray());
        e.ints = orNull(() -> random.ints(random.nextInt(20)).toArray());
        e.longs = orNull(() -> random.longs(random.nextInt(20)).toArray());
        e.doubles = orNull(() -> random.doubles(random.nextInt(20)).toArray());
        e.flags = orNull(() -> {
            boolean[] flags = new boolean[random.nextInt(12)];
            for (int i = 0; i < flags.length; i++) {
                flags[i] = random.nextBoolean();
            }
            return flags;
        });
        e.texts = orNull(() -> list(() -> orNull(this::text)).toArray(new String[0]));
        e.addresses = orNull(() -> list(() -> orNull(this::address)).toArray(new Address[0]));
        e.list = orNull(() -> list(this::text));
        e.set = orNull(() -> {
            Set<Integer> set = new HashSet<>();
            list(random::nextInt).forEach(set::add);
            return set;
        });
        e.map = orNull(() -> map(() -> orNull(random::nextLong)));
        e.nestedList = orNull(() -> list(() -> list(this::text)));
        e.addressBook = orNull(() -> map(this::address));
        e.statuses = orNull(() -> list(this::status));
        e.optionalText = random.nextBoolean() ? Optional.of(text()) : Optional.empty();
        e.optionalAddress = random.nextBoolean() ? Optional.of(address()) : Optional.empty();
        e.address = orNull(this::address);
        e.items = orNull(() -> list(this::item));
        return e;
    }

    Order order() {
        return new Order(random.nextLong(), orNull(this::text), orNull(this::status), orNull(this::decimal),
                orNull(this::instant), orNull(() -> LocalDate.ofEpochDay(random.nextInt(40_000))),
                orNull(() -> list(this::item)), orNull(() -> map(this::text)),
                random.nextBoolean() ? Optional.of(text()) : Optional.empty(), orNull(this::address),
                orNull(this::text));
    }

    Drawing drawing() {
        return new Drawing(orNull(this::text), orNull(this::shape), orNull(() -> list(() -> orNull(this::shape))));
    }

    Shape shape() {
        return random.nextBoolean() ? new Circle(random.nextDouble(), orNull(this::text))
                : new Square(random.nextDouble() * 100, orNull(() -> list(this::text)));
    }

    <T> Envelope<T> envelope(Supplier<T> payload) {
        return new Envelope<>(orNull(this::text), orNull(this::instant), orNull(payload), orNull(() -> list(payload)));
    }

    <T> Batch<T> batch(Supplier<T> payload) {
        return new Batch<>(orNull(this::text), orNull(() -> envelope(payload)), orNull(() -> map(payload)),
                random.nextBoolean() ? Optional.of(payload.get()) : Optional.empty());
    }

    Delivery delivery() {
        return new Delivery(orNull(this::text), orNull(() -> envelope(this::address)),
                orNull(() -> list(() -> orNull(() -> envelope(this::item)))), orNull(() -> batch(this::item)),
                orNull(() -> envelope(this::text)), orNull(() -> batch(random::nextLong)));
    }

    Money money() {
        return new Money(orNull(() -> pick(() -> "EUR", () -> "CHF", this::text)), orNull(this::decimal),
                orNull(() -> random.nextBoolean() ? Optional.of(text()) : Optional.empty()));
    }

    Profile profile() {
        return new Profile(orNull(() -> pick(() -> "", this::text)), orNull(() -> list(this::text)),
                orNull(() -> map(() -> orNull(random::nextInt))),
                orNull(() -> random.nextBoolean() ? new int[0] : new int[] {random.nextInt()}),
                orNull(() -> random.nextBoolean() ? new String[0] : new String[] {text()}),
                orNull(() -> pick(() -> new UUID(0, 0), () -> new UUID(random.nextLong(), random.nextLong()))),
                random.nextBoolean() ? Optional.of(text()) : Optional.empty(),
                orNull(() -> pick(() -> "", this::text)), orNull(() -> pick(() -> "", this::text)),
                random.nextBoolean() ? Optional.of(random.nextInt()) : Optional.empty(),
                random.nextBoolean() ? Optional.of(random.nextInt()) : Optional.empty(),
                pick(() -> 0, random::nextInt), orNull(random::nextBoolean), orNull(this::instant),
                orNull(() -> new Sku(pick(() -> "", () -> "A-1", this::text).trim())),
                orNull(() -> list(() -> orNull(() -> new Priority(random.nextInt())))), orNull(this::money));
    }

    LineItem item() {
        return new LineItem(orNull(this::text), random.nextInt(), orNull(this::decimal));
    }

    Address address() {
        return new Address(orNull(this::text), orNull(this::text), random.nextInt(100_000));
    }

    Status status() {
        return Status.values()[random.nextInt(Status.values().length)];
    }

    /** Text with quotes, backslashes, control characters, non-ASCII letters and surrogate pairs. */
    String text() {
        String[] pieces = {"a", "Zürich", "\"", "\\", "\n", "\t", "\u0000", "\u001f", "/", "日本", "\uD83D\uDE00",
            "€", " ", "x y", "\u2028", "'"};
        StringBuilder text = new StringBuilder();
        int length = random.nextInt(8);
        for (int i = 0; i < length; i++) {
            text.append(pieces[random.nextInt(pieces.length)]);
        }
        return text.toString();
    }

    BigDecimal decimal() {
        return pick(() -> BigDecimal.valueOf(random.nextLong(), random.nextInt(20) - 5),
                () -> new BigDecimal("1E+30"), () -> new BigDecimal("-0.000000000000000000001"),
                () -> BigDecimal.ZERO, () -> new BigDecimal("12345678901234567890.1234567890"));
    }

    Instant instant() {
        return Instant.ofEpochSecond(random.nextInt(2_000_000_000) - 500_000_000L, nanos() % 1_000_000_000L);
    }

    private long nanos() {
        return pick(() -> 0L, () -> random.nextInt(1000) * 1_000_000L, () -> (long) random.nextInt(1_000_000_000))
                + random.nextInt(86_400) * 1_000_000_000L;
    }

    private <T> List<T> list(Supplier<T> element) {
        List<T> list = new ArrayList<>();
        int size = random.nextInt(5);
        for (int i = 0; i < size; i++) {
            list.add(element.get());
        }
        return list;
    }

    private <T> Map<String, T> map(Supplier<T> value) {
        Map<String, T> map = new LinkedHashMap<>();
        int size = random.nextInt(5);
        for (int i = 0; i < size; i++) {
            map.put(text(), value.get());
        }
        return map;
    }

    private <T> T orNull(Supplier<T> value) {
        return random.nextInt(6) == 0 ? null : value.get();
    }

    @SafeVarargs
    private <T> T pick(Supplier<T>... choices) {
        return choices[random.nextInt(choices.length)].get();
    }
}
