package io.github.typegen.it.serializers;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.InetAddress;
import java.net.URI;
import java.net.URL;
import java.sql.Time;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.Period;
import java.time.Year;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Currency;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.UUID;
import java.util.regex.Pattern;

import org.apache.flink.api.java.tuple.Tuple0;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.api.java.tuple.Tuple25;
import org.apache.flink.api.java.tuple.Tuple3;

import io.github.typegen.it.domain.Customer;
import io.github.typegen.it.domain.Drawing;
import io.github.typegen.it.domain.Endpoint;
import io.github.typegen.it.domain.Inventory;
import io.github.typegen.it.domain.Journey;
import io.github.typegen.it.domain.LegacyTimes;
import io.github.typegen.it.domain.LineItem;
import io.github.typegen.it.domain.Money;
import io.github.typegen.it.domain.Order;
import io.github.typegen.it.domain.Point;
import io.github.typegen.it.domain.Shape;
import io.github.typegen.it.domain.Tier;
import io.github.typegen.it.domain.TreeNode;
import io.github.typegen.it.domain.Zones;

/** Values of the test domain, from empty to full, with nulls, immutable collections and edge values. */
public final class TestData {

    private TestData() {}

    public static Money money(String amount, String currency) {
        return new Money(new BigDecimal(amount), currency);
    }

    public static Money[] moneys() {
        return new Money[] {
            money("0", "EUR"),
            money("-12.50", "USD"),
            money("123456789012345678901234567890.123456789", "JPY"),
            new Money(null, null),
            money("1E-40", "ünïcødé €"),
        };
    }

    public static LineItem[] lineItems() {
        return new LineItem[] {
            new LineItem("sku-1", 3, money("9.99", "EUR")),
            new LineItem("", 0, null),
            new LineItem(null, Integer.MIN_VALUE, money("1", "")),
            new LineItem("x".repeat(5000), Integer.MAX_VALUE, money("2.5", "CHF")),
        };
    }

    public static Journey[] journeys() {
        Tuple25<String, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, Long> readings = new Tuple25<>();
        readings.f0 = "sensor-7";
        for (int i = 1; i < 24; i++) {
            readings.setField(i % 3 == 0 ? null : i * 11, i);
        }
        readings.f24 = Long.MIN_VALUE;
        return new Journey[] {
            journey(0),
            new Journey("r-empty", new Tuple0(), new Tuple2<>(), new Tuple3<>(null, null, null),
                    new ArrayList<>(Arrays.asList(null, Tuple2.of(null, null))), new Tuple25<>()),
            new Journey(null, null, null, null, null, null),
            new Journey("r-wide", Tuple0.INSTANCE, Tuple2.of("ünïcødé €", Integer.MIN_VALUE),
                    Tuple3.of("", new Money(null, null), new LineItem(null, 0, null)), new ArrayList<>(), readings),
        };
    }

    public static Journey journey(int i) {
        return new Journey("r-" + i, Tuple0.INSTANCE, Tuple2.of("origin-" + i % 7, i),
                Tuple3.of("leg-" + i, money(i + ".50", "EUR"), new LineItem("sku-" + i, i, money("1." + i, "USD"))),
                new ArrayList<>(List.of(Tuple2.of("stop-a", (long) i), Tuple2.of("stop-b", -1L))), null);
    }

    public static Shape[] shapes() {
        return new Shape[] {
            new Shape.Circle(new Point(0, 0), 1.5),
            new Shape.Rectangle(new Point(-3, 4), 2, Double.NaN),
            new Shape.Polygon(List.of(new Point(1, 2), new Point(3, 4), new Point(5, 6))),
            new Shape.Polygon(new ArrayList<>()),
            new Shape.Circle(null, -0.0),
        };
    }

    public static Drawing[] drawings() {
        Shape[] shapes = shapes();
        Drawing[] drawings = new Drawing[shapes.length + 1];
        for (int i = 0; i < shapes.length; i++) {
            drawings[i] = new Drawing("owner-" + (i % 3), shapes[i], Instant.ofEpochSecond(1_700_000_000L + i, i));
        }
        drawings[shapes.length] = new Drawing(null, null, null);
        return drawings;
    }

    public static Customer[] customers() {
        Customer inactive = new Customer(2, 0, null, null, false);
        return new Customer[] {
            new Customer(1, 7, "Ada", Tier.GOLD, true),
            inactive,
            new Customer(Long.MIN_VALUE, -1, "名前", Tier.BRONZE, true),
            new Customer(),
        };
    }

    public static TreeNode[] trees() {
        TreeNode leaf = new TreeNode("leaf", List.of());
        TreeNode deep = leaf;
        for (int depth = 0; depth < 50; depth++) {
            deep = new TreeNode("level-" + depth, List.of(deep, leaf));
        }
        return new TreeNode[] {
            leaf,
            new TreeNode("root", Arrays.asList(leaf, null, new TreeNode(null, null))),
            deep,
        };
    }

    /** An order with every field set, using immutable collections where Java offers them. */
    public static Order fullOrder(int n) {
        Order order = new Order();
        order.id = new UUID(n, -n);
        order.customer = new Customer(n, 1, "customer-" + n, Tier.values()[n % 3], n % 2 == 0);
        order.itemsByWarehouse = Map.of(
                "north", List.of(new LineItem("a-" + n, n, money("1.10", "EUR")), new LineItem("b", 2, null)),
                "south", List.of());
        order.tags = Set.of("rush", "gift-" + n);
        order.note = Optional.of("leave at the door");
        order.discount = Optional.of(money("0.15", "EUR"));
        order.scores = new int[] {n, -n, Integer.MAX_VALUE};
        order.signature = new byte[] {1, 2, 3, (byte) n};
        order.labels = new String[] {"fragile", null, ""};
        order.grid = new Point[][] {{new Point(n, n)}, {}, null, {null, new Point(1, 1)}};
        order.placedAt = Instant.parse("2026-11-30T12:00:00.123456789Z").plusSeconds(n);
        order.deliveryDate = LocalDate.of(2026, 12, 1 + n % 28);
        order.deliveryTime = LocalTime.of(23, 59, 59, 999_999_999);
        order.pickedAt = LocalDateTime.of(-5000, 1, 1, 0, 0);
        order.handlingTime = Duration.ofMinutes(90).plusNanos(n);
        order.sequence = BigInteger.TWO.pow(100).negate().add(BigInteger.valueOf(n));
        order.tier = Tier.SILVER;
        order.gift = Boolean.TRUE;
        order.priority = n;
        order.grade = 'λ';
        order.lane = Short.MIN_VALUE;
        order.flags = (byte) 0xFF;
        order.weight = Float.MIN_VALUE;
        order.version = Long.MAX_VALUE - n;
        Map<Tier, Set<Long>> limits = new HashMap<>();
        limits.put(Tier.GOLD, new TreeSet<>(List.of(1L, 2L, 3L)));
        limits.put(null, new LinkedHashSet<>(Arrays.asList(null, 4L)));
        limits.put(Tier.BRONZE, null);
        order.limits = limits;
        order.samples = Arrays.asList(Optional.of(1.0), Optional.empty(), null);
        return order;
    }

    public static Order[] orders() {
        Order empty = new Order();
        Order emptyCollections = new Order();
        emptyCollections.itemsByWarehouse = new LinkedHashMap<>();
        emptyCollections.tags = Set.of();
        emptyCollections.note = Optional.empty();
        emptyCollections.discount = Optional.empty();
        emptyCollections.scores = new int[0];
        emptyCollections.signature = new byte[0];
        emptyCollections.labels = new String[0];
        emptyCollections.grid = new Point[0][];
        emptyCollections.limits = Map.of();
        emptyCollections.samples = List.of();
        return new Order[] {fullOrder(1), empty, emptyCollections, fullOrder(2)};
    }

    /** A {@code LegacyTimes} with every field set; {@code n} varies the values. */
    public static LegacyTimes legacyTimes(int n) {
        LegacyTimes times = new LegacyTimes();
        times.created = new Date(1_700_000_000_123L + n);
        times.day = java.sql.Date.valueOf(LocalDate.of(2024, 2, 29).plusDays(n));
        times.time = Time.valueOf(LocalTime.of(23, 59, 58).minusSeconds(n));
        times.stamp = Timestamp.valueOf(LocalDateTime.of(2024, 3, 31, 2, 30, 0, 123_456_789 + n));
        times.offsetAt = OffsetDateTime.of(2024, 1, 1, 12, 0, n % 60, 5, ZoneOffset.ofHoursMinutes(5, 30));
        // the second 02:30 of the night Paris leaves summer time: the offset chooses it
        times.zonedAt = ZonedDateTime.ofLocal(LocalDateTime.of(2023, 10, 29, 2, 30).plusDays(n),
                ZoneId.of("Europe/Paris"), ZoneOffset.ofHours(1));
        times.zone = n % 2 == 0 ? ZoneId.of("America/New_York") : ZoneOffset.ofHours(-n % 18);
        times.offset = ZoneOffset.ofTotalSeconds(-(n % 64_800));
        times.period = Period.of(1, 14, -40 + n);
        times.year = Year.of(1970 + n);
        times.month = YearMonth.of(2000 + n, 12);
        times.history = new ArrayList<>(Arrays.asList(new Date(n), null, new Date(-n)));
        return times;
    }

    public static LegacyTimes[] legacyTimes() {
        LegacyTimes extremes = new LegacyTimes();
        extremes.created = new Date(Long.MIN_VALUE);
        extremes.day = new java.sql.Date(Long.MAX_VALUE);
        extremes.time = new Time(-1L);
        extremes.stamp = new Timestamp(-1L);
        extremes.stamp.setNanos(999_999_999);
        extremes.offsetAt = OffsetDateTime.MAX;
        extremes.zonedAt = ZonedDateTime.of(LocalDateTime.MIN, ZoneOffset.MIN);
        extremes.zone = ZoneId.of("UTC");
        extremes.offset = ZoneOffset.MAX;
        extremes.period = Period.of(Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE);
        extremes.year = Year.of(Year.MIN_VALUE);
        extremes.month = YearMonth.of(Year.MAX_VALUE, 1);
        extremes.history = new ArrayList<>();
        LegacyTimes zoneOffsetAsZone = legacyTimes(3);
        zoneOffsetAsZone.zone = ZoneOffset.UTC;
        zoneOffsetAsZone.zonedAt = ZonedDateTime.of(LocalDateTime.of(2020, 1, 1, 0, 0), ZoneId.of("GMT+02:00"));
        return new LegacyTimes[] {legacyTimes(0), legacyTimes(1), new LegacyTimes(), extremes, zoneOffsetAsZone};
    }

    public static Zones[] zones() {
        return new Zones[] {
            new Zones(ZoneId.of("Asia/Kolkata"), ZoneOffset.UTC,
                    ZonedDateTime.of(LocalDateTime.of(2024, 6, 1, 8, 0), ZoneId.of("Australia/Lord_Howe")),
                    OffsetDateTime.MIN, Period.ZERO, Year.of(0), YearMonth.of(-1, 2)),
            new Zones(ZoneOffset.ofHoursMinutesSeconds(-3, -30, -15), ZoneOffset.MIN, ZonedDateTime.of(
                    LocalDateTime.MAX, ZoneId.of("Z")), OffsetDateTime.of(LocalDateTime.of(1969, 12, 31, 23, 59, 59,
                    999_999_999), ZoneOffset.ofHours(14)), Period.ofDays(-1), Year.of(Year.MAX_VALUE),
                    YearMonth.of(Year.MIN_VALUE, 12)),
            new Zones(null, null, null, null, null, null, null),
        };
    }

    /** An {@code Inventory} with every collection filled; {@code n} varies the values. */
    public static Inventory inventory(int n) {
        Inventory inventory = new Inventory();
        inventory.stock = new TreeMap<>(Map.of("pears", n, "apples", -n, "", 0));
        inventory.stock.put("zucchini", null);
        inventory.events = new TreeMap<>(Map.of(Long.MIN_VALUE, "first", Long.MAX_VALUE, "last", (long) n, ""));
        inventory.deliveries = new TreeMap<>();
        inventory.deliveries.put("north", new ArrayList<>(List.of(new Date(n), new Date(1_000L * n))));
        inventory.deliveries.put("south", null);
        inventory.names = new TreeSet<>(List.of("b", "a", "c" + n));
        inventory.bins = new TreeSet<>(List.of(3, -1, n));
        inventory.tiers = new TreeSet<>(List.of(Tier.GOLD, Tier.BRONZE));
        inventory.flags = n % 2 == 0 ? EnumSet.of(Tier.SILVER) : EnumSet.allOf(Tier.class);
        inventory.reviewed = new EnumMap<>(Tier.class);
        inventory.reviewed.put(Tier.GOLD, new Date(n));
        inventory.reviewed.put(Tier.BRONZE, null);
        inventory.notes = new ArrayList<>(Arrays.asList("note", null, "note"));
        inventory.pending = new LinkedList<>(Arrays.asList(null, "next", "after"));
        inventory.stack = new LinkedList<>(Arrays.asList(n, null, -n));
        inventory.recent = new ArrayDeque<>(List.of("x", "y", "z".repeat(n + 1)));
        inventory.log = new LinkedList<>(Arrays.asList(Optional.of("started"), Optional.empty(), null));
        return inventory;
    }

    public static Inventory[] inventories() {
        Inventory empty = new Inventory();
        empty.stock = new TreeMap<>();
        empty.events = new TreeMap<>();
        empty.deliveries = new TreeMap<>();
        empty.names = new TreeSet<>();
        empty.bins = new TreeSet<>();
        empty.tiers = new TreeSet<>();
        empty.flags = EnumSet.noneOf(Tier.class);
        empty.reviewed = new EnumMap<>(Tier.class);
        empty.notes = new ArrayList<>();
        empty.pending = new LinkedList<>();
        empty.stack = new LinkedList<>();
        empty.recent = new ArrayDeque<>();
        empty.log = new LinkedList<>();
        return new Inventory[] {inventory(0), inventory(1), empty, new Inventory()};
    }

    /** Typical values, the smallest and largest ones, and all null. */
    public static Endpoint[] endpoints() {
        try {
            BitSet ports = new BitSet();
            ports.set(80);
            ports.set(443);
            ports.set(8080, 8090);
            return new Endpoint[] {
                new Endpoint(Currency.getInstance("CHF"), Locale.forLanguageTag("de-CH"),
                        URI.create("https://shop.example/checkout?cart=1#pay"), new URL("http://127.0.0.1:8081/jobs"),
                        InetAddress.getByAddress(new byte[] {(byte) 192, (byte) 168, 0, 1}), ports,
                        OptionalInt.of(3), OptionalLong.of(1L << 40), OptionalDouble.of(0.25),
                        Pattern.compile("^/api/v[0-9]+/.*", Pattern.CASE_INSENSITIVE)),
                new Endpoint(Currency.getInstance("XXX"), Locale.ROOT, URI.create(""), new URL("file:/"),
                        InetAddress.getByAddress(new byte[16]), new BitSet(), OptionalInt.empty(),
                        OptionalLong.empty(), OptionalDouble.empty(), Pattern.compile("")),
                new Endpoint(null, null, null, null, null, null, null, null, null, null),
            };
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
