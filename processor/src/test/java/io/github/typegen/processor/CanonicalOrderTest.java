package io.github.typegen.processor;

import static io.github.typegen.processor.ClassVersion.deserialize;
import static io.github.typegen.processor.ClassVersion.serialize;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Equal values serialize to equal bytes: the elements of {@code Set} and {@code HashSet} fields and the entries
 * of {@code Map} and {@code HashMap} fields are written in a canonical order, whatever the insertion order,
 * capacity or runtime class of the value, at any depth. RocksDB and ForSt find keyed state by the bytes of the
 * key, so this is what keeps one state per key.
 *
 * <p>Each case first checks that the two values it compares are equal but iterate in different orders, so
 * that writing in iteration order would fail it.
 */
class CanonicalOrderTest {

    private static final String BAG = """
            package keys;

            import java.util.HashSet;
            import java.util.LinkedHashSet;
            import java.util.List;
            import java.util.Map;
            import java.util.Set;

            import io.github.typegen.annotations.FlinkType;

            @FlinkType
            public record Bag(
                    Set<String> tags,
                    Map<String, Integer> counts,
                    HashSet<Long> ids,
                    Set<Part> parts,
                    Map<Part, Set<String>> byPart,
                    List<Set<String>> groups,
                    Map<String, Map<String, Integer>> nested,
                    LinkedHashSet<String> history) {}
            """;

    private static final String PART = """
            package keys;

            import io.github.typegen.annotations.FlinkType;

            @FlinkType
            public record Part(String name, int size) {}
            """;

    private static final String SHELF = """
            package keys;

            import java.util.List;
            import java.util.Map;

            import io.github.typegen.annotations.FlinkType;

            @FlinkType
            public record Shelf(List<Bag> bags, Map<String, Bag> byName, Bag main) {}
            """;

    /** "Aa" and "BB" have the same hash code, so a hash set iterates them in insertion order. */
    private static final List<String> COLLIDING = List.of("Aa", "BB", "C#");

    private static ClassVersion classes;
    private static TypeSerializer<Object> bags;
    private static TypeSerializer<Object> shelves;

    @BeforeAll
    static void compile() {
        classes = ClassVersion.compile(BAG, PART, SHELF);
        bags = classes.serializer("keys.Bag");
        shelves = classes.serializer("keys.Shelf");
    }

    private static Object part(String name, int size) {
        return classes.create("keys.Part", name, size);
    }

    /** A bag with every field empty but the one given. */
    private static Object bag(int field, Object value) {
        Object[] fields = {new HashSet<>(), new HashMap<>(), new HashSet<>(), new HashSet<>(), new HashMap<>(),
                new ArrayList<>(), new HashMap<>(), new LinkedHashSet<>()};
        fields[field] = value;
        return classes.create("keys.Bag", fields);
    }

    private static final int TAGS = 0;
    private static final int COUNTS = 1;
    private static final int IDS = 2;
    private static final int PARTS = 3;
    private static final int BY_PART = 4;
    private static final int GROUPS = 5;
    private static final int NESTED = 6;
    private static final int HISTORY = 7;

    @Test
    void hashSetsOfCollidingStringsInDifferentInsertionOrders() throws IOException {
        Set<String> forward = new HashSet<>(COLLIDING);
        Set<String> backward = new HashSet<>(reversed(COLLIDING));
        assertEqualButIteratedDifferently(forward, backward);

        assertSameBytes(bag(TAGS, forward), bag(TAGS, backward));
    }

    @Test
    void setsGrownToALargeCapacityThenShrunk() throws IOException {
        Set<String> shrunk = new HashSet<>();
        for (int i = 0; i < 10_000; i++) {
            shrunk.add("element-" + i);
        }
        shrunk.removeIf(element -> !element.endsWith("7"));
        shrunk.removeIf(element -> element.length() > "element-77".length());
        Set<String> fresh = new HashSet<>(new TreeSet<>(shrunk));
        assertEqualButIteratedDifferently(shrunk, fresh);

        assertSameBytes(bag(TAGS, shrunk), bag(TAGS, fresh));
    }

    @Test
    void setsOfEveryRuntimeClassInASetField() throws IOException {
        List<String> elements = new ArrayList<>(COLLIDING);
        elements.addAll(List.of("zeta", "alpha", "", "\u00e9t\u00e9"));
        Set<String> hashed = new HashSet<>(elements);
        Set<String> linked = new LinkedHashSet<>(reversed(elements));
        Set<String> reverseSorted = new TreeSet<>(Comparator.reverseOrder());
        reverseSorted.addAll(elements);
        Set<String> immutable = Set.copyOf(elements);
        assertEqualButIteratedDifferently(linked, reverseSorted);
        assertEqualButIteratedDifferently(hashed, linked);

        byte[] expected = serialize(bags, bag(TAGS, hashed));
        for (Set<String> value : List.of(linked, reverseSorted, immutable)) {
            assertThat(serialize(bags, bag(TAGS, value))).as(value.getClass().getName()).isEqualTo(expected);
        }
    }

    @Test
    void nullElementsAndKeys() throws IOException {
        Set<String> forward = new LinkedHashSet<>(Arrays.asList("b", null, "a"));
        Set<String> backward = new LinkedHashSet<>(Arrays.asList("a", "b", null));
        assertEqualButIteratedDifferently(forward, backward);
        assertSameBytes(bag(TAGS, forward), bag(TAGS, backward));

        Set<Object> parts = new LinkedHashSet<>(Arrays.asList(part("p", 1), null, part("q", 2)));
        Set<Object> partsBackward = new LinkedHashSet<>(Arrays.asList(part("q", 2), part("p", 1), null));
        assertEqualButIteratedDifferently(parts, partsBackward);
        assertSameBytes(bag(PARTS, parts), bag(PARTS, partsBackward));

        Map<String, Integer> counts = new LinkedHashMap<>();
        counts.put("x", 1);
        counts.put(null, null);
        counts.put("a", 2);
        Map<String, Integer> countsBackward = new LinkedHashMap<>();
        countsBackward.put("a", 2);
        countsBackward.put("x", 1);
        countsBackward.put(null, null);
        assertEqualButIteratedDifferently(counts.keySet(), countsBackward.keySet());
        assertSameBytes(bag(COUNTS, counts), bag(COUNTS, countsBackward));
    }

    @Test
    void mapsOfCollidingKeysAndOfEveryRuntimeClass() throws IOException {
        Map<String, Integer> forward = new HashMap<>();
        Map<String, Integer> backward = new HashMap<>();
        for (int i = 0; i < COLLIDING.size(); i++) {
            forward.put(COLLIDING.get(i), i);
            backward.put(COLLIDING.get(COLLIDING.size() - 1 - i), COLLIDING.size() - 1 - i);
        }
        assertEqualButIteratedDifferently(forward.keySet(), backward.keySet());
        Map<String, Integer> reverseSorted = new TreeMap<>(Comparator.reverseOrder());
        reverseSorted.putAll(forward);

        byte[] expected = serialize(bags, bag(COUNTS, forward));
        for (Map<String, Integer> value : List.of(backward, reverseSorted, Map.copyOf(forward))) {
            assertThat(serialize(bags, bag(COUNTS, value))).as(value.getClass().getName()).isEqualTo(expected);
        }
    }

    @Test
    void hashSetsOfBoxedNumbers() throws IOException {
        Set<Long> small = new HashSet<>(List.of(3L, 1L << 40, -1L, Long.MIN_VALUE));
        Set<Long> grown = new HashSet<>(1 << 12);
        grown.addAll(reversed(List.copyOf(small)));
        assertEqualButIteratedDifferently(small, grown);

        assertSameBytes(bag(IDS, small), bag(IDS, grown));
    }

    /** Elements and keys with no natural order are ordered by their bytes. */
    @Test
    void setsAndMapsOfRecordsAreOrderedByTheirBytes() throws IOException {
        List<Object> elements = List.of(part("Aa", 1), part("BB", 1), part("Aa", 2), part("", 0));
        Set<Object> forward = new LinkedHashSet<>(elements);
        Set<Object> backward = new LinkedHashSet<>(reversed(elements));
        assertEqualButIteratedDifferently(forward, backward);
        assertSameBytes(bag(PARTS, forward), bag(PARTS, backward));

        Map<Object, Set<String>> byPart = new LinkedHashMap<>();
        Map<Object, Set<String>> byPartBackward = new LinkedHashMap<>();
        for (int i = 0; i < elements.size(); i++) {
            byPart.put(elements.get(i), new HashSet<>(COLLIDING.subList(0, i % COLLIDING.size() + 1)));
            Object backwardKey = elements.get(elements.size() - 1 - i);
            byPartBackward.put(backwardKey, null);
        }
        for (Object key : byPartBackward.keySet()) {
            byPartBackward.put(key, new HashSet<>(reversed(List.copyOf(byPart.get(key)))));
        }
        assertEqualButIteratedDifferently(byPart.keySet(), byPartBackward.keySet());
        assertSameBytes(bag(BY_PART, byPart), bag(BY_PART, byPartBackward));
    }

    @Test
    void setsAndMapsNestedInListsMapsAndRecords() throws IOException {
        Set<String> forward = new HashSet<>(COLLIDING);
        Set<String> backward = new HashSet<>(reversed(COLLIDING));
        assertEqualButIteratedDifferently(forward, backward);
        assertSameBytes(bag(GROUPS, List.of(forward, Set.of())), bag(GROUPS, List.of(backward, Set.of())));

        Map<String, Integer> inner = new HashMap<>();
        Map<String, Integer> innerBackward = new HashMap<>();
        for (String key : COLLIDING) {
            inner.put(key, key.length());
        }
        for (String key : reversed(COLLIDING)) {
            innerBackward.put(key, key.length());
        }
        Map<String, Map<String, Integer>> nested = new LinkedHashMap<>();
        nested.put("z", inner);
        nested.put("a", Map.of());
        Map<String, Map<String, Integer>> nestedBackward = new LinkedHashMap<>();
        nestedBackward.put("a", Map.of());
        nestedBackward.put("z", innerBackward);
        assertSameBytes(bag(NESTED, nested), bag(NESTED, nestedBackward));

        Object shelf = classes.create("keys.Shelf", List.of(bag(TAGS, forward)),
                Map.of("b", bag(TAGS, forward)), bag(TAGS, forward));
        Object shelfBackward = classes.create("keys.Shelf", List.of(bag(TAGS, backward)),
                Map.of("b", bag(TAGS, backward)), bag(TAGS, backward));
        assertThat(shelf).isEqualTo(shelfBackward);
        assertThat(serialize(shelves, shelf)).isEqualTo(serialize(shelves, shelfBackward));
        assertThat(deserialize(shelves, serialize(shelves, shelfBackward))).isEqualTo(shelf);
    }

    /** A LinkedHashSet field keeps its insertion order: it is data, so equal sets may have different bytes. */
    @Test
    void aLinkedHashSetFieldKeepsItsInsertionOrder() throws IOException {
        Set<String> forward = new LinkedHashSet<>(List.of("b", "a"));
        Object read = deserialize(bags, serialize(bags, bag(HISTORY, forward)));

        assertThat(new ArrayList<Object>((Collection<?>) ClassVersion.get(read, "history"))).containsExactly("b", "a");
    }

    /** Checks the two values are equal and read back equal, and that they have the same bytes. */
    private static void assertSameBytes(Object value, Object other) throws IOException {
        assertThat(value).isEqualTo(other);
        byte[] bytes = serialize(bags, value);
        assertThat(serialize(bags, other)).isEqualTo(bytes);
        assertThat(deserialize(bags, bytes)).isEqualTo(value);
    }

    /** The precondition that makes a case fail when sets and maps are written in iteration order. */
    private static void assertEqualButIteratedDifferently(Collection<?> value, Collection<?> other) {
        assertThat(value).isEqualTo(other);
        assertThat(new ArrayList<>(value)).as("the iteration orders").isNotEqualTo(new ArrayList<>(other));
    }

    private static <T> List<T> reversed(List<T> list) {
        List<T> copy = new ArrayList<>(list);
        java.util.Collections.reverse(copy);
        return copy;
    }
}
