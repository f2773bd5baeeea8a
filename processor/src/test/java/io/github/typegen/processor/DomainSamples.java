package io.github.typegen.processor;

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
import java.util.HashSet;
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
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import org.apache.flink.api.java.tuple.Tuple0;
import org.apache.flink.api.java.tuple.Tuple1;
import org.apache.flink.api.java.tuple.Tuple2;
import org.apache.flink.api.java.tuple.Tuple25;
import org.apache.flink.api.java.tuple.Tuple3;

import io.github.typegen.testdomain.Audit;
import io.github.typegen.testdomain.Batch;
import io.github.typegen.testdomain.Collisions;
import io.github.typegen.testdomain.Containers;
import io.github.typegen.testdomain.Counter;
import io.github.typegen.testdomain.Envelope;
import io.github.typegen.testdomain.Holder;
import io.github.typegen.testdomain.JdkTypes;
import io.github.typegen.testdomain.AmountRecordConverter;
import io.github.typegen.testdomain.JdkValues;
import io.github.typegen.testdomain.Priced;
import io.github.typegen.testlib.Amount;
import io.github.typegen.testlib.Tally;
import io.github.typegen.testdomain.Keyed;
import io.github.typegen.testdomain.Label;
import io.github.typegen.testdomain.Legacy;
import io.github.typegen.testdomain.Link;
import io.github.typegen.testdomain.Money;
import io.github.typegen.testdomain.Operation;
import io.github.typegen.testdomain.Person;
import io.github.typegen.testdomain.Point;
import io.github.typegen.testdomain.PrimitiveArrays;
import io.github.typegen.testdomain.Scalars;
import io.github.typegen.testdomain.Shape;
import io.github.typegen.testdomain.Shipments;
import io.github.typegen.testdomain.Tagged;
import io.github.typegen.testdomain.TaggedPoints;
import io.github.typegen.testdomain.Tier;
import io.github.typegen.testdomain.TreeNode;
import io.github.typegen.testdomain.TupleOf;
import io.github.typegen.testdomain.Tuples;
import io.github.typegen.testdomain.Vehicle;

/** Values of every type of the test domain: typical, empty, all-null, extreme and large ones. */
final class DomainSamples {

    /**
     * A value and the type whose serializer writes it.
     *
     * @param name for test names
     * @param type the {@code @FlinkType} whose generated serializer is used (a sealed type for its subtypes)
     * @param value the value
     */
    record Sample(String name, Class<?> type, Object value) {
        @Override
        public String toString() {
            return name;
        }
    }

    static final String SURROGATES = "\ud83d\ude00 \ud801\udc37";
    static final String NON_ASCII = "h\u00e9llo w\u00f6rld \u4e16\u754c \u0000 \uffff " + SURROGATES;

    private DomainSamples() {}

    static Stream<Sample> all() {
        return Stream.of(
                new Sample("Scalars typical", Scalars.class, scalars()),
                new Sample("Scalars extremes", Scalars.class, scalarExtremes()),
                new Sample("Scalars minimums", Scalars.class, scalarMinimums()),
                new Sample("Scalars all null", Scalars.class, scalarsAllNull()),
                new Sample("PrimitiveArrays typical", PrimitiveArrays.class, primitiveArrays()),
                new Sample("PrimitiveArrays empty", PrimitiveArrays.class, new PrimitiveArrays(new boolean[0],
                        new byte[0], new short[0], new char[0], new int[0], new long[0], new float[0], new double[0])),
                new Sample("PrimitiveArrays null", PrimitiveArrays.class,
                        new PrimitiveArrays(null, null, null, null, null, null, null, null)),
                new Sample("PrimitiveArrays large", PrimitiveArrays.class, largePrimitiveArrays()),
                new Sample("Containers typical", Containers.class, containers()),
                new Sample("Containers empty", Containers.class, emptyContainers()),
                new Sample("Containers all null", Containers.class, new Containers()),
                new Sample("Containers null elements", Containers.class, containersOfNulls()),
                new Sample("Containers large", Containers.class, largeContainers()),
                new Sample("Counter", Counter.class, new Counter("clicks", 42)),
                new Sample("Person with friends", Person.class, person()),
                new Sample("Person empty", Person.class, new Person()),
                new Sample("Tagged (generic superclass)", Tagged.class, tagged()),
                new Sample("Money", Money.class, new Money("EUR", new BigDecimal("19.99"))),
                new Sample("Money null fields", Money.class, new Money(null, null)),
                new Sample("Label", Label.class, new Label("fragile", 12, new ArrayList<>(Arrays.asList("a", null)))),
                new Sample("Label null fields", Label.class, new Label(null, -1, null)),
                new Sample("Shape circle", Shape.class, new Shape.Circle(new Point(1, 2), 3.5)),
                new Sample("Shape square without corner", Shape.class, new Shape.Square(null, 2)),
                new Sample("Shape triangle", Shape.class, triangle()),
                new Sample("Shape path", Shape.class, path()),
                new Sample("Shape.Polygon triangle", Shape.Polygon.class, triangle()),
                new Sample("Shape.Polygon path", Shape.Polygon.class, path()),
                new Sample("Shape.Circle alone", Shape.Circle.class, new Shape.Circle(new Point(-1, 0), 0.5)),
                new Sample("Vehicle car", Vehicle.class, car()),
                new Sample("Vehicle bike", Vehicle.class, bike()),
                new Sample("Vehicle.Bike alone", Vehicle.Bike.class, bike()),
                new Sample("TreeNode", TreeNode.class, tree()),
                new Sample("TreeNode leaf", TreeNode.class, new TreeNode("leaf", null)),
                new Sample("Link chain of 300", Link.class, chain(300)),
                new Sample("Holder.Item", Holder.Item.class, new Holder.Item("sku-1", Holder.Color.GREEN,
                        new Money("USD", BigDecimal.ONE))),
                new Sample("Holder.Basket", Holder.Basket.class, basket()),
                new Sample("Holder.Everything", Holder.Everything.class, everything()),
                new Sample("Holder.Everything all null", Holder.Everything.class,
                        new Holder.Everything(null, null, null, null, null, null, null, null, null, null, null, null,
                                null)),
                new Sample("Collisions", Collisions.class, collisions()),
                new Sample("Collisions all null", Collisions.class, new Collisions()),
                new Sample("JdkTypes typical", JdkTypes.class, jdkTypes()),
                new Sample("JdkTypes extremes", JdkTypes.class, jdkTypesExtremes()),
                new Sample("JdkTypes empty", JdkTypes.class, emptyJdkTypes()),
                new Sample("JdkTypes null elements", JdkTypes.class, jdkTypesOfNulls()),
                new Sample("JdkTypes all null", JdkTypes.class, new JdkTypes()),
                new Sample("JdkValues typical", JdkValues.class, jdkValues()),
                new Sample("JdkValues extremes", JdkValues.class, jdkValuesExtremes()),
                new Sample("JdkValues all null", JdkValues.class, new JdkValues(null, null, null, null, null, null, null,
                        null, null, null, null, null, null)),
                new Sample("Priced through converters", Priced.class, priced()),
                new Sample("Priced null elements", Priced.class, new Priced("s", null, null,
                        new ArrayList<>(Arrays.asList(Amount.of(1, "EUR"), null)), new LinkedHashMap<>(mapOfNull()),
                        Optional.empty(), new Tally[] {null})),
                new Sample("Priced all null", Priced.class, new Priced(null, null, null, null, null, null, null)),
                new Sample("Batch of generic types", Batch.class, batch()),
                new Sample("Batch all null", Batch.class, new Batch(null, null, null, null, null)),
                new Sample("Shipments", Shipments.class,
                        new Shipments(Optional.of(batch()), new Batch[] {batch(), null})),
                new Sample("Shipments empty", Shipments.class, new Shipments(Optional.empty(), new Batch[0])),
                new Sample("Audit through factories", Audit.class, new Audit("al", "c-1", new Legacy("x"),
                        new ArrayList<>(Arrays.asList(new Legacy("y"), null)))),
                new Sample("Audit all null", Audit.class, new Audit(null, null, null, null)),
                new Sample("Tuples of type parameters", TaggedPoints.class, taggedPoints()),
                new Sample("Tuples of type parameters all null", TaggedPoints.class, new TaggedPoints(null, null)),
                new Sample("Tuples typical", Tuples.class, tuples()),
                new Sample("Tuples null elements", Tuples.class, tuplesOfNulls()),
                new Sample("Tuples all null", Tuples.class, new Tuples(null, null, null, null, null, null, null)));
    }

    static Scalars scalars() {
        return new Scalars(true, (byte) 7, (short) 300, 'x', 123456, 9_876_543_210L, 1.5f, 2.25,
                Boolean.FALSE, (byte) -8, (short) -300, '\u00e9', -123456, -9_876_543_210L, -1.5f, -2.25,
                NON_ASCII, Tier.SILVER, Operation.SUBTRACT,
                new BigDecimal("-12345678901234567890.000000001"), new BigInteger("340282366920938463463374607431768211456"),
                UUID.fromString("123e4567-e89b-12d3-a456-426614174000"), Instant.ofEpochSecond(1_700_000_000L, 123_456_789),
                LocalDate.of(2024, 2, 29), LocalTime.of(13, 14, 15, 16), LocalDateTime.of(2024, 12, 31, 23, 59, 59),
                Duration.ofMillis(-1500));
    }

    static Scalars scalarExtremes() {
        return new Scalars(false, Byte.MAX_VALUE, Short.MAX_VALUE, Character.MAX_VALUE, Integer.MAX_VALUE,
                Long.MAX_VALUE, Float.NaN, Double.POSITIVE_INFINITY,
                Boolean.TRUE, Byte.MAX_VALUE, Short.MAX_VALUE, Character.MAX_VALUE, Integer.MAX_VALUE, Long.MAX_VALUE,
                Float.MAX_VALUE, Double.NaN,
                "", Tier.GOLD, Operation.ADD,
                new BigDecimal(BigInteger.valueOf(Long.MAX_VALUE).pow(5), Integer.MAX_VALUE),
                BigInteger.ONE.shiftLeft(2048), new UUID(-1L, -1L), Instant.MAX, LocalDate.MAX, LocalTime.MAX,
                LocalDateTime.MAX, Duration.ofSeconds(Long.MAX_VALUE, 999_999_999));
    }

    static Scalars scalarMinimums() {
        return new Scalars(false, Byte.MIN_VALUE, Short.MIN_VALUE, Character.MIN_VALUE, Integer.MIN_VALUE,
                Long.MIN_VALUE, -0.0f, -0.0,
                Boolean.FALSE, Byte.MIN_VALUE, Short.MIN_VALUE, Character.MIN_VALUE, Integer.MIN_VALUE, Long.MIN_VALUE,
                Float.NEGATIVE_INFINITY, -Double.MIN_VALUE,
                "\u0000", Tier.BRONZE, Operation.ADD,
                new BigDecimal(BigInteger.ZERO, Integer.MIN_VALUE), BigInteger.ZERO, new UUID(0L, 0L), Instant.MIN,
                LocalDate.MIN, LocalTime.MIN, LocalDateTime.MIN, Duration.ofSeconds(Long.MIN_VALUE));
    }

    static Scalars scalarsAllNull() {
        return new Scalars(false, (byte) 0, (short) 0, '\0', 0, 0L, 0f, 0d,
                null, null, null, null, null, null, null, null,
                null, null, null, null, null, null, null, null, null, null, null);
    }

    static PrimitiveArrays primitiveArrays() {
        return new PrimitiveArrays(new boolean[] {true, false, true}, new byte[] {Byte.MIN_VALUE, -1, 0, 1, Byte.MAX_VALUE},
                new short[] {Short.MIN_VALUE, 0, Short.MAX_VALUE}, ("a\u00e9" + SURROGATES + "\uffff").toCharArray(),
                new int[] {Integer.MIN_VALUE, -1, 0, 1, Integer.MAX_VALUE}, new long[] {Long.MIN_VALUE, 0, Long.MAX_VALUE},
                new float[] {Float.NaN, -0.0f, Float.MIN_VALUE, Float.NEGATIVE_INFINITY},
                new double[] {Double.NaN, -0.0, Double.MAX_VALUE, Double.POSITIVE_INFINITY});
    }

    /** Arrays larger than the readers' first allocation and than one chunk of bytes. */
    static PrimitiveArrays largePrimitiveArrays() {
        boolean[] flags = new boolean[100_003];
        byte[] bytes = new byte[70_001];
        short[] shorts = new short[40_000];
        char[] chars = new char[33_000];
        int[] ints = new int[20_000];
        long[] longs = new long[9_000];
        float[] floats = new float[17_000];
        double[] doubles = new double[8_500];
        for (int i = 0; i < flags.length; i++) {
            flags[i] = i % 3 == 0;
        }
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31);
        }
        for (int i = 0; i < shorts.length; i++) {
            shorts[i] = (short) (i * 7919);
        }
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) (i * 40503);
        }
        for (int i = 0; i < ints.length; i++) {
            ints[i] = i * 1_000_003;
        }
        for (int i = 0; i < longs.length; i++) {
            longs[i] = i * 1_000_000_007L * 1_000_003L;
        }
        for (int i = 0; i < floats.length; i++) {
            floats[i] = i / 7f;
        }
        for (int i = 0; i < doubles.length; i++) {
            doubles[i] = -i / 13d;
        }
        return new PrimitiveArrays(flags, bytes, shorts, chars, ints, longs, floats, doubles);
    }

    static Containers containers() {
        Containers c = new Containers();
        c.names = new ArrayList<>(List.of("ann", "", NON_ASCII));
        c.numbers = new ArrayList<>(List.of(1, -2, Integer.MAX_VALUE));
        c.tags = new LinkedHashSet<>(List.of("z", "a", "m"));
        c.ids = new HashSet<>(List.of(5L, Long.MIN_VALUE, 1L << 40));
        c.uuids = new LinkedHashSet<>(List.of(new UUID(1, 2), new UUID(3, 4)));
        c.counts = new LinkedHashMap<>(Map.of("one", 1));
        c.counts.put("two", 2);
        c.series = new HashMap<>();
        c.series.put("temp", new ArrayList<>(List.of(20.5, -3.0)));
        c.series.put("empty", new ArrayList<>());
        c.byTier = new LinkedHashMap<>();
        c.byTier.put(Tier.GOLD, new LinkedHashSet<>(List.of("vip")));
        c.byTier.put(Tier.BRONZE, new LinkedHashSet<>());
        c.nestedMaps = new LinkedHashMap<>();
        c.nestedMaps.put("outer", new LinkedHashMap<>(Map.of("inner", new Point(1, 1))));
        c.listOfLists = new ArrayList<>(List.of(new ArrayList<>(List.of("a", "b")), new ArrayList<>()));
        c.maybeNames = new ArrayList<>(List.of(Optional.of("x"), Optional.empty()));
        c.note = Optional.of("note");
        c.route = Optional.of(new ArrayList<>(List.of(new Point(0, 0), new Point(5, 5))));
        c.counter = Optional.of(new Counter("c", 1));
        c.counters = new ArrayList<>(List.of(new Counter("a", 1), new Counter(null, 2)));
        c.countersByPoint = new LinkedHashMap<>();
        c.countersByPoint.put(new Point(9, 9), new Counter("p", 3));
        c.labels = new String[] {"x", "", NON_ASCII};
        c.points = new Point[] {new Point(1, 2), new Point(3, 4)};
        c.counterArray = new Counter[] {new Counter("arr", 7)};
        c.matrix = new int[][] {{1, 2, 3}, {}, {4}};
        c.grid = new Point[][] {{new Point(0, 1)}, {}};
        c.cube = new String[][][] {{{"a", "b"}, {}}, {}};
        c.rows = new ArrayList<>(List.of(new int[] {1, 2}, new int[0]));
        c.blobs = new LinkedHashMap<>();
        c.blobs.put("blob", new byte[] {1, 2, 3});
        return c;
    }

    static Containers emptyContainers() {
        Containers c = new Containers();
        c.names = new ArrayList<>();
        c.numbers = new ArrayList<>();
        c.tags = new LinkedHashSet<>();
        c.ids = new HashSet<>();
        c.uuids = new LinkedHashSet<>();
        c.counts = new LinkedHashMap<>();
        c.series = new HashMap<>();
        c.byTier = new LinkedHashMap<>();
        c.nestedMaps = new LinkedHashMap<>();
        c.listOfLists = new ArrayList<>();
        c.maybeNames = new ArrayList<>();
        c.note = Optional.empty();
        c.route = Optional.empty();
        c.counter = Optional.empty();
        c.counters = new ArrayList<>();
        c.countersByPoint = new LinkedHashMap<>();
        c.labels = new String[0];
        c.points = new Point[0];
        c.counterArray = new Counter[0];
        c.matrix = new int[0][];
        c.grid = new Point[0][];
        c.cube = new String[0][][];
        c.rows = new ArrayList<>();
        c.blobs = new LinkedHashMap<>();
        return c;
    }

    /** Null elements, keys and values wherever a container can hold them. */
    static Containers containersOfNulls() {
        Containers c = new Containers();
        c.names = new ArrayList<>(Arrays.asList(null, "x", null));
        c.numbers = new ArrayList<>(Arrays.asList((Integer) null));
        c.tags = new LinkedHashSet<>(Arrays.asList((String) null));
        c.ids = new HashSet<>(Arrays.asList(null, 1L));
        c.uuids = new LinkedHashSet<>(Arrays.asList((UUID) null));
        c.counts = new LinkedHashMap<>();
        c.counts.put(null, null);
        c.counts.put("k", null);
        c.series = new HashMap<>();
        c.series.put(null, null);
        c.series.put("list", new ArrayList<>(Arrays.asList((Double) null)));
        c.byTier = new LinkedHashMap<>();
        c.byTier.put(null, new LinkedHashSet<>(Arrays.asList((String) null)));
        c.byTier.put(Tier.SILVER, null);
        c.nestedMaps = new LinkedHashMap<>();
        c.nestedMaps.put("n", null);
        c.nestedMaps.put("m", new LinkedHashMap<>());
        c.nestedMaps.get("m").put(null, null);
        c.listOfLists = new ArrayList<>(Arrays.asList(null, new ArrayList<>(Arrays.asList((String) null))));
        c.maybeNames = new ArrayList<>(Arrays.asList(null, Optional.empty()));
        c.counters = new ArrayList<>(Arrays.asList((Counter) null));
        c.countersByPoint = new LinkedHashMap<>();
        c.countersByPoint.put(null, null);
        c.labels = new String[] {null};
        c.points = new Point[] {null, new Point(0, 0)};
        c.counterArray = new Counter[] {null};
        c.matrix = new int[][] {null};
        c.grid = new Point[][] {null, {null}};
        c.cube = new String[][][] {null, {null, {null}}};
        c.rows = new ArrayList<>(Arrays.asList((int[]) null));
        c.blobs = new LinkedHashMap<>();
        c.blobs.put(null, null);
        return c;
    }

    /** Containers larger than the readers' first allocation, so that they grow while reading. */
    static Containers largeContainers() {
        Containers c = new Containers();
        c.names = IntStream.range(0, 3000).mapToObj(i -> "name-" + i).collect(Collectors.toCollection(ArrayList::new));
        c.tags = IntStream.range(0, 2500).mapToObj(i -> "tag-" + i)
                .collect(Collectors.toCollection(LinkedHashSet::new));
        c.counts = new LinkedHashMap<>();
        for (int i = 0; i < 2100; i++) {
            c.counts.put("k" + i, i);
        }
        c.labels = IntStream.range(0, 2500).mapToObj(i -> i % 10 == 0 ? null : "label-" + i).toArray(String[]::new);
        c.points = IntStream.range(0, 1500).mapToObj(i -> i % 7 == 0 ? null : new Point(i, -i)).toArray(Point[]::new);
        c.counterArray = IntStream.range(0, 1100).mapToObj(i -> new Counter("c" + i, i)).toArray(Counter[]::new);
        c.matrix = new int[1030][];
        for (int i = 0; i < c.matrix.length; i++) {
            c.matrix[i] = new int[] {i};
        }
        c.note = Optional.of("x".repeat(5000) + SURROGATES);
        return c;
    }

    static Person person() {
        Person friend = new Person();
        friend.setId(2);
        friend.setName("bo");
        friend.setFriends(new ArrayList<>());
        Person person = new Person();
        person.setId(1);
        person.version = 3;
        person.setName("al");
        person.setActive(true);
        person.setVerified(Boolean.TRUE);
        person.setBirthday(LocalDate.of(1990, 5, 17));
        person.setFriends(new ArrayList<>(Arrays.asList(friend, null)));
        return person;
    }

    static Tagged tagged() {
        Tagged tagged = new Tagged();
        tagged.setPayload("payload");
        tagged.setHistory(new ArrayList<>(Arrays.asList("v1", null, "v3")));
        tagged.weight = 5;
        return tagged;
    }

    static Shape.Polygon.Triangle triangle() {
        return new Shape.Polygon.Triangle(new Point(0, 0), new Point(1, 0), null);
    }

    static Shape.Polygon.Path path() {
        Shape.Polygon.Path path = new Shape.Polygon.Path();
        path.points = new ArrayList<>(Arrays.asList(new Point(0, 0), null, new Point(2, 2)));
        path.closed = true;
        return path;
    }

    static Vehicle.Car car() {
        Vehicle.Car car = new Vehicle.Car();
        car.setPlate("AB-123");
        car.setSeats(5);
        return car;
    }

    static Vehicle.Bike bike() {
        Vehicle.Bike bike = new Vehicle.Bike();
        bike.electric = true;
        bike.price = new Money("EUR", new BigDecimal("999.00"));
        return bike;
    }

    static TreeNode tree() {
        TreeNode leaf = new TreeNode("leaf", new ArrayList<>());
        TreeNode inner = new TreeNode("inner", new ArrayList<>(Arrays.asList(leaf, null, new TreeNode(null, null))));
        return new TreeNode("root", new ArrayList<>(List.of(inner, new TreeNode("second", new ArrayList<>(List.of(leaf))))));
    }

    static Link chain(int length) {
        Link head = null;
        for (int i = length; i > 0; i--) {
            Link link = new Link();
            link.value = i;
            link.next = head;
            head = link;
        }
        return head;
    }

    static Holder.Basket basket() {
        Holder.Basket basket = new Holder.Basket();
        basket.items = new ArrayList<>(List.of(new Holder.Item("a", Holder.Color.RED, null),
                new Holder.Item(null, null, new Money("GBP", BigDecimal.TEN))));
        basket.countByColor = new LinkedHashMap<>(Map.of(Holder.Color.BLUE, 2));
        basket.shape = path();
        basket.vehicle = car();
        return basket;
    }

    static Holder.Everything everything() {
        Map<String, Vehicle> vehicles = new LinkedHashMap<>();
        vehicles.put("car", car());
        vehicles.put("bike", bike());
        vehicles.put("none", null);
        return new Holder.Everything(scalars(), primitiveArrays(), containers(), person(),
                new Money("CHF", new BigDecimal("0.05")), new Label("l", 1, new ArrayList<>(List.of("x"))), path(),
                bike(), tree(), chain(3), basket(),
                new ArrayList<>(Arrays.asList(new Shape.Circle(null, 1), null, triangle(), path())), vehicles);
    }

    /** A generic record with tuples of its type parameter, as a field and inside a tuple. */
    static TaggedPoints taggedPoints() {
        TupleOf<Point> points = new TupleOf<>("p", Tuple2.of(new Point(1, 2), "first"),
                new ArrayList<>(Arrays.asList(Tuple2.of("a", new Point(3, 4)), Tuple2.of(null, null), null)));
        TupleOf<Money> money = new TupleOf<>(null, new Tuple2<>(), new ArrayList<>());
        return new TaggedPoints(points, Tuple2.of("money" + NON_ASCII, money));
    }

    /** Generic @FlinkTypes as fields: in a list, a map, nested in one another, a POJO with two type arguments. */
    static Batch batch() {
        Map<String, Envelope<Long>> counters = new LinkedHashMap<>();
        counters.put("a", new Envelope<>("c1", 7L, new ArrayList<>(List.of(1L, 2L))));
        counters.put("b", null);
        List<Envelope<Point>> items = new ArrayList<>();
        items.add(new Envelope<>("p", new Point(1, 2), new ArrayList<>(Arrays.asList(new Point(3, 4), null))));
        items.add(null);
        items.add(new Envelope<>(null, null, null));
        Envelope<Envelope<Money>> nested = new Envelope<>("outer",
                new Envelope<>("inner", new Money("EUR", new BigDecimal("12.50")), new ArrayList<>()), null);
        Keyed<String, Person> owner = new Keyed<>("k" + NON_ASCII, new ArrayList<>(List.of(person())),
                new Envelope<>("latest", person(), null));
        return new Batch("batch", items, nested, counters, owner);
    }

    static Collisions collisions() {
        Collisions c = new Collisions();
        c.value = "value";
        c.target = "target";
        c.source = "source";
        c.result = "result";
        c.nulls = 7;
        c.tag = 8;
        c.i = 9;
        c.element = new ArrayList<>(List.of("element"));
        c.key = new LinkedHashMap<>(Map.of("key", "value"));
        c.entry = new LinkedHashMap<>(Map.of("entry", new ArrayList<>(List.of("x"))));
        c.present = Optional.of("present");
        c.from = "from";
        c.e = "e";
        c.record = "record";
        c.var = new ArrayList<>(List.of("var"));
        c.yield = new ArrayList<>(List.of("yield"));
        c.valueSize = "valueSize";
        return c;
    }

    static Tuples tuples() {
        Map<String, Tuple1<Counter>> counters = new LinkedHashMap<>();
        counters.put("clicks", Tuple1.of(new Counter("clicks", 7)));
        counters.put("views", Tuple1.of(new Counter("views", Long.MAX_VALUE)));
        Tuple25<Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, String> wide = new Tuple25<>();
        for (int i = 0; i < 24; i++) {
            wide.setField(i * 1000 - 5, i);
        }
        wide.f24 = NON_ASCII;
        return new Tuples(new Tuple0(), Tuple2.of("answer", 42),
                Tuple3.of(-1L, new Point(3, 4), new ArrayList<>(List.of("x", "y"))),
                new ArrayList<>(List.of(Tuple2.of("a", 1L), Tuple2.of("b", Long.MIN_VALUE))), counters,
                Optional.of(Tuple2.of(Tier.GOLD, new int[] {1, 2, 3})), wide);
    }

    static Tuples tuplesOfNulls() {
        Map<String, Tuple1<Counter>> counters = new LinkedHashMap<>();
        counters.put("none", new Tuple1<>());
        counters.put("null", null);
        Tuple25<Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer, Integer,
                Integer, Integer, String> wide = new Tuple25<>();
        wide.f12 = 12;
        return new Tuples(Tuple0.INSTANCE, new Tuple2<>(), new Tuple3<>(null, null, null),
                new ArrayList<>(Arrays.asList(null, Tuple2.of(null, 5L), Tuple2.of("c", null))), counters,
                Optional.of(new Tuple2<>(null, null)), wide);
    }

    /** The types whose serializers hold only immutable values, so that copies may share them. */
    static final Set<Class<?>> IMMUTABLE_TYPES = Set.of(Scalars.class, Money.class, Point.class, Shape.Circle.class,
            Shape.Square.class, Shape.Polygon.Triangle.class, Holder.Item.class, AmountRecordConverter.Stored.class);

    static JdkTypes jdkTypes() {
        JdkTypes j = new JdkTypes();
        j.date = new Date(1_700_000_000_123L);
        j.sqlDate = java.sql.Date.valueOf(LocalDate.of(2024, 2, 29));
        j.sqlTime = Time.valueOf(LocalTime.of(13, 14, 15));
        j.timestamp = Timestamp.valueOf(LocalDateTime.of(2024, 12, 31, 23, 59, 59, 123_456_789));
        j.offsetDateTime = OffsetDateTime.of(2024, 1, 2, 3, 4, 5, 6, ZoneOffset.ofHoursMinutes(-9, -30));
        j.zonedDateTime = ZonedDateTime.ofLocal(LocalDateTime.of(2023, 11, 5, 1, 30), ZoneId.of("America/New_York"),
                ZoneOffset.ofHours(-5));
        j.zoneId = ZoneId.of("Europe/Paris");
        j.zoneOffset = ZoneOffset.ofHoursMinutesSeconds(5, 45, 30);
        j.period = Period.of(1, -2, 3);
        j.year = Year.of(-44);
        j.yearMonth = YearMonth.of(1999, 12);
        j.datesByName = new TreeMap<>(Map.of("b", new Date(2), "a", new Date(1)));
        j.listsByNumber = new TreeMap<>(Map.of(3, new ArrayList<>(List.of("three")), -1, new ArrayList<>()));
        j.stampsByTier = new TreeMap<>(Map.of(Tier.GOLD, new Timestamp(0), Tier.BRONZE, new Timestamp(-1)));
        j.sortedNames = new TreeSet<>(List.of("z", "", NON_ASCII));
        j.sortedIds = new TreeSet<>(List.of(Long.MAX_VALUE, 0L, Long.MIN_VALUE));
        j.sortedTiers = new TreeSet<>(List.of(Tier.SILVER, Tier.BRONZE));
        j.tiers = EnumSet.of(Tier.GOLD, Tier.BRONZE);
        j.datesByTier = new EnumMap<>(Tier.class);
        j.datesByTier.put(Tier.SILVER, new ArrayList<>(List.of(new Date(5))));
        j.points = new ArrayList<>(List.of(new Point(1, 2), new Point(3, 4)));
        j.queue = new LinkedList<>(List.of("first", "second"));
        j.deque = new LinkedList<>(List.of(new Date(7), new Date(8)));
        j.arrayDeque = new ArrayDeque<>(List.of(3, 1, 2));
        j.zones = new LinkedList<>(List.of(ZoneOffset.UTC, ZoneId.of("UTC"), ZoneId.of("Asia/Tokyo")));
        return j;
    }

    static JdkTypes jdkTypesExtremes() {
        JdkTypes j = jdkTypes();
        j.date = new Date(Long.MIN_VALUE);
        j.sqlDate = new java.sql.Date(Long.MAX_VALUE);
        j.sqlTime = new Time(-1L);
        j.timestamp = new Timestamp(Long.MIN_VALUE);
        j.timestamp.setNanos(999_999_999);
        j.offsetDateTime = OffsetDateTime.MAX;
        j.zonedDateTime = ZonedDateTime.of(LocalDateTime.MIN, ZoneOffset.MAX);
        j.zoneId = ZoneOffset.MIN;
        j.zoneOffset = ZoneOffset.MAX;
        j.period = Period.of(Integer.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE);
        j.year = Year.of(Year.MAX_VALUE);
        j.yearMonth = YearMonth.of(Year.MIN_VALUE, 1);
        j.tiers = EnumSet.allOf(Tier.class);
        return j;
    }

    static Priced priced() {
        Map<String, Tally> tallies = new LinkedHashMap<>();
        tallies.put("views", new Tally(3));
        tallies.put("", new Tally(Integer.MIN_VALUE));
        return new Priced("sku-1", Amount.of(1999, "EUR"), Amount.of(-5, "JPY"),
                new ArrayList<>(List.of(Amount.of(0, ""), Amount.of(Long.MAX_VALUE, NON_ASCII))), tallies,
                Optional.of(Amount.of(100, "CHF")), new Tally[] {new Tally(1), new Tally(2)});
    }

    private static Map<String, Tally> mapOfNull() {
        Map<String, Tally> map = new LinkedHashMap<>();
        map.put("none", null);
        return map;
    }

    static JdkValues jdkValues() {
        try {
            BitSet bits = new BitSet();
            bits.set(3);
            bits.set(130);
            Map<Locale, BitSet> bitsByLocale = new LinkedHashMap<>();
            bitsByLocale.put(Locale.CANADA_FRENCH, new BitSet());
            bitsByLocale.put(Locale.forLanguageTag("sr-Latn-RS"), null);
            return new JdkValues(Currency.getInstance("EUR"), Locale.forLanguageTag("de-CH"),
                    URI.create("https://example.com/a%20b?q=1#frag"), new URL("http://127.0.0.1:8080/path?x=y"),
                    InetAddress.getByAddress(new byte[] {10, 0, 0, (byte) 255}), bits, OptionalInt.of(-7),
                    OptionalLong.of(Long.MIN_VALUE), OptionalDouble.of(Double.NaN),
                    Pattern.compile("[a-z]+\\d*", Pattern.CASE_INSENSITIVE | Pattern.MULTILINE),
                    new ArrayList<>(Arrays.asList(Currency.getInstance("JPY"), null)), bitsByLocale,
                    Optional.of(Pattern.compile("^$")));
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    static JdkValues jdkValuesExtremes() {
        try {
            BitSet bits = new BitSet();
            bits.set(0, 1000);
            return new JdkValues(Currency.getInstance("XXX"), Locale.ROOT, URI.create(""), new URL("file:/"),
                    InetAddress.getByAddress(new byte[16]), new BitSet(), OptionalInt.empty(), OptionalLong.empty(),
                    OptionalDouble.empty(), Pattern.compile("", Pattern.LITERAL), new ArrayList<>(),
                    new LinkedHashMap<>(Map.of(Locale.forLanguageTag("ja-JP-u-ca-japanese"), bits)),
                    Optional.empty());
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }

    static JdkTypes emptyJdkTypes() {
        JdkTypes j = new JdkTypes();
        j.datesByName = new TreeMap<>();
        j.listsByNumber = new TreeMap<>();
        j.stampsByTier = new TreeMap<>();
        j.sortedNames = new TreeSet<>();
        j.sortedIds = new TreeSet<>();
        j.sortedTiers = new TreeSet<>();
        j.tiers = EnumSet.noneOf(Tier.class);
        j.datesByTier = new EnumMap<>(Tier.class);
        j.points = new ArrayList<>();
        j.queue = new LinkedList<>();
        j.deque = new LinkedList<>();
        j.arrayDeque = new ArrayDeque<>();
        j.zones = new LinkedList<>();
        return j;
    }

    /** Null values and elements wherever the declared types allow them. */
    static JdkTypes jdkTypesOfNulls() {
        JdkTypes j = emptyJdkTypes();
        j.datesByName.put("k", null);
        j.listsByNumber.put(0, null);
        j.listsByNumber.put(1, new ArrayList<>(Arrays.asList((String) null)));
        j.stampsByTier.put(Tier.GOLD, null);
        j.datesByTier.put(Tier.BRONZE, null);
        j.datesByTier.put(Tier.GOLD, new ArrayList<>(Arrays.asList((Date) null)));
        j.points.add(null);
        j.queue.add(null);
        j.deque.add(null);
        j.zones.add(null);
        return j;
    }
}
