package io.github.typegen.processor;

import static io.github.typegen.processor.ClassVersion.deserialize;
import static io.github.typegen.processor.ClassVersion.get;
import static io.github.typegen.processor.ClassVersion.serialize;
import static io.github.typegen.processor.ClassVersion.writeSnapshot;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Array;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.java.tuple.Tuple2;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.serialization.MigratingSerializer;
import io.github.typegen.runtime.serialization.TypegenSerializerSnapshot;

/**
 * Schema evolution, one rule per test: a value written by version 1 of a class, with the snapshot of
 * version 1, is restored by version 2 of the class compiled into another class loader, exactly as Flink
 * does on restore: the old snapshot is read with the new classes, the new serializer's snapshot resolves
 * compatibility against it, the old snapshot restores the serializer that reads the old bytes.
 */
class SchemaEvolutionTest {

    private static final String ORDER_V1 = order("long id, String customer, int quantity, float price");

    /** State of {@code type} written by {@code v1}, being restored with {@code v2}. */
    private record Restore(ClassVersion v2, String type, TypeSerializerSnapshot<Object> oldSnapshot, byte[] data) {

        static Restore of(ClassVersion v1, ClassVersion v2, String type, Object value) throws IOException {
            TypeSerializer<Object> serializer = v1.serializer(type);
            byte[] data = serialize(serializer, value);
            byte[] snapshot = writeSnapshot(serializer.snapshotConfiguration());
            return new Restore(v2, type, v2.readSnapshot(snapshot), data);
        }

        TypeSerializerSchemaCompatibility<Object> compatibility() {
            return v2.serializer(type).snapshotConfiguration().resolveSchemaCompatibility(oldSnapshot);
        }

        /**
         * Reads the old bytes with the restored serializer, then checks that the job can go on: the current
         * serializer writes the value and reads it back to the same bytes.
         */
        Object read() throws IOException {
            Object value = deserialize(oldSnapshot.restoreSerializer(), data);
            assertThat(value.getClass().getClassLoader()).isSameAs(v2.loader());
            TypeSerializer<Object> current = v2.serializer(type);
            byte[] written = serialize(current, value);
            assertThat(serialize(current, deserialize(current, written))).isEqualTo(written);
            return value;
        }
    }

    /** A list-valued record component. */
    private static List<Object> list(Object record, String component) {
        return new java.util.ArrayList<>((List<?>) get(record, component));
    }

    /** Restores an order written by {@link #ORDER_V1} with an order of the given record components. */
    private static Restore restoreOrder(String v2Components) throws IOException {
        ClassVersion v1 = ClassVersion.compile(ORDER_V1);
        ClassVersion v2 = ClassVersion.compile(order(v2Components));
        return Restore.of(v1, v2, "evo.Order", v1.create("evo.Order", 7L, "ada", 3, 2.5f));
    }

    private static String order(String components) {
        return "package evo;\n@io.github.typegen.annotations.FlinkType\npublic record Order(" + components + ") {}\n";
    }

    @Test
    void anUnchangedClassIsCompatibleAsIsAndRestoresTheCurrentSerializer() throws IOException {
        Restore restore = restoreOrder("long id, String customer, int quantity, float price");

        assertThat(restore.compatibility().isCompatibleAsIs()).isTrue();
        assertThat(restore.oldSnapshot().restoreSerializer()).isEqualTo(restore.v2().serializer("evo.Order"));
        Object order = restore.read();
        assertThat(get(order, "customer")).isEqualTo("ada");
        assertThat(get(order, "price")).isEqualTo(2.5f);
    }

    @Test
    void anAddedFieldIsReadAsItsJavaDefault() throws IOException {
        Restore restore = restoreOrder(
                "long id, String customer, int quantity, float price, boolean express, String note, int rank");

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThat(restore.oldSnapshot().restoreSerializer()).isInstanceOf(MigratingSerializer.class);
        Object order = restore.read();
        assertThat(get(order, "id")).isEqualTo(7L);
        assertThat(get(order, "customer")).isEqualTo("ada");
        assertThat(get(order, "quantity")).isEqualTo(3);
        assertThat(get(order, "express")).isEqualTo(false);
        assertThat(get(order, "note")).isNull();
        assertThat(get(order, "rank")).isEqualTo(0);
    }

    @Test
    void aRemovedFieldIsSkipped() throws IOException {
        Restore restore = restoreOrder("long id, float price");

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(get(order, "id")).isEqualTo(7L);
        assertThat(get(order, "price")).isEqualTo(2.5f);
    }

    @Test
    void reorderedFieldsAreMatchedByName() throws IOException {
        Restore restore = restoreOrder("float price, String customer, int quantity, long id");

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(get(order, "id")).isEqualTo(7L);
        assertThat(get(order, "customer")).isEqualTo("ada");
        assertThat(get(order, "quantity")).isEqualTo(3);
        assertThat(get(order, "price")).isEqualTo(2.5f);
    }

    @Test
    void widenedPrimitivesAreConverted() throws IOException {
        Restore restore = restoreOrder("long id, String customer, long quantity, double price");

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(get(order, "quantity")).isEqualTo(3L);
        assertThat(get(order, "price")).isEqualTo(2.5d);
    }

    @Test
    void aPrimitiveMayBecomeItsBoxedOrAWiderBoxedType() throws IOException {
        Restore restore = restoreOrder("Long id, String customer, Integer quantity, Double price");

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(get(order, "id")).isEqualTo(7L);
        assertThat(get(order, "quantity")).isEqualTo(3);
        assertThat(get(order, "price")).isEqualTo(2.5d);
    }

    @Test
    void aFieldRenamedWithFormerNameKeepsItsData() throws IOException {
        Restore restore = restoreOrder("long id, @io.github.typegen.annotations.FormerName({\"client\", \"customer\"})"
                + " String buyer, int quantity, float price");

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(get(order, "buyer")).isEqualTo("ada");
    }

    @Test
    void aFieldRenamedWithoutFormerNameStartsEmpty() throws IOException {
        Restore restore = restoreOrder("long id, String buyer, int quantity, float price");

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThat(get(restore.read(), "buyer")).isNull();
    }

    @Test
    void aCurrentFieldNameWinsOverAFormerName() throws IOException {
        Restore restore = restoreOrder("long id, String customer, int quantity,"
                + " @io.github.typegen.annotations.FormerName(\"customer\") String buyer, float price");

        Object order = restore.read();
        assertThat(get(order, "customer")).isEqualTo("ada");
        assertThat(get(order, "buyer")).isNull();
    }

    /** Restores a leg with a {@code Tuple2<String, Integer>} written by version 1 with the given component. */
    private static Restore restoreLeg(String v2Component) throws IOException {
        String leg = "package evo;\nimport org.apache.flink.api.java.tuple.*;\n@io.github.typegen.annotations.FlinkType\n"
                + "public record Leg(String id, %s) {}\n";
        ClassVersion v1 = ClassVersion.compile(String.format(leg, "Tuple2<String, Integer> stop"));
        ClassVersion v2 = ClassVersion.compile(String.format(leg, v2Component));
        return Restore.of(v1, v2, "evo.Leg", v1.create("evo.Leg", "l-1", Tuple2.of("berlin", 12)));
    }

    @Test
    void aWidenedTupleElementIsConverted() throws IOException {
        Restore restore = restoreLeg("Tuple2<String, Long> stop");

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object leg = restore.read();
        assertThat(get(leg, "stop")).isEqualTo(Tuple2.of("berlin", 12L));
    }

    @Test
    void aTupleWhoseArityChangedIsIncompatible() throws IOException {
        Restore restore = restoreLeg("Tuple3<String, Integer, String> stop");

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("field 'stop' of evo.Leg changed type from Tuple2<String, Integer> to"
                        + " Tuple3<String, Integer, String>: its arity changed from 2 to 3");
    }

    @Test
    void anyOtherTypeChangeIsIncompatibleNamingClassFieldOldAndNewType() throws IOException {
        Restore restore = restoreOrder("long id, long customer, int quantity, float price");

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("field 'customer' of evo.Order changed type from String to long");
    }

    @Test
    void aNarrowingIsIncompatible() throws IOException {
        Restore restore = restoreOrder("int id, String customer, int quantity, float price");

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("field 'id' of evo.Order changed type from long to int");
    }

    @Test
    void aBoxedValueCannotBecomeAPrimitiveBecauseItMayBeNull() throws IOException {
        ClassVersion v1 = ClassVersion.compile(order("Long id"));
        ClassVersion v2 = ClassVersion.compile(order("long id"));
        Restore restore = Restore.of(v1, v2, "evo.Order", v1.create("evo.Order", (Object) null));

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("field 'id' of evo.Order changed type from Long to long");
    }

    @Test
    void aMutablePojoGainsAndReordersFields() throws IOException {
        ClassVersion v1 = ClassVersion.compile("""
                package evo;
                @io.github.typegen.annotations.FlinkType
                public class Account {
                    public long id;
                    public String owner;
                }
                """);
        ClassVersion v2 = ClassVersion.compile("""
                package evo;
                @io.github.typegen.annotations.FlinkType
                public class Account {
                    public Integer limit;
                    public String owner;
                    public long id;
                }
                """);
        Object account = v1.instantiateAndSet("evo.Account", Map.of("id", 42L, "owner", "grace"));
        Restore restore = Restore.of(v1, v2, "evo.Account", account);

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object restored = deserialize(restore.oldSnapshot().restoreSerializer(), restore.data());
        assertThat(ClassVersion.field(restored, "id")).isEqualTo(42L);
        assertThat(ClassVersion.field(restored, "owner")).isEqualTo("grace");
        assertThat(ClassVersion.field(restored, "limit")).isNull();
    }

    // ------------------------------------------------------------------------
    //  nested classes, collections of nested classes
    // ------------------------------------------------------------------------

    private static final String CART = """
            package evo;
            import java.util.List;
            import java.util.Map;
            import java.util.Optional;
            @io.github.typegen.annotations.FlinkType
            public record Cart(String owner, Item first, List<Item> items, Map<String, Item> byCode,
                    Optional<Item> gift, Item[] array) {}
            """;

    private static String item(String components) {
        return "package evo;\n@io.github.typegen.annotations.FlinkType\npublic record Item(" + components + ") {}\n";
    }

    private static Restore restoreCart(ClassVersion v1, ClassVersion v2) throws IOException {
        Object pen = v1.create("evo.Item", "pen", 2);
        Object ink = v1.create("evo.Item", "ink", 5);
        Map<String, Object> byCode = new LinkedHashMap<>();
        byCode.put("p", pen);
        byCode.put("none", null);
        byCode.put("i", ink);
        Object array = Array.newInstance(v1.type("evo.Item"), 2);
        Array.set(array, 1, ink);
        Object cart = v1.create("evo.Cart", "ada", pen, java.util.Arrays.asList(pen, null, ink), byCode,
                Optional.of(ink), array);
        return Restore.of(v1, v2, "evo.Cart", cart);
    }

    @Test
    void nestedClassesAndCollectionsOfThemAreMigratedElementByElement() throws IOException {
        ClassVersion v1 = ClassVersion.compile(CART, item("String sku, int count"));
        ClassVersion v2 = ClassVersion.compile(CART, item("String color, long count, String sku"));
        Restore restore = restoreCart(v1, v2);

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object cart = restore.read();
        Object pen = v2.create("evo.Item", null, 2L, "pen");
        Object ink = v2.create("evo.Item", null, 5L, "ink");
        assertThat(get(cart, "owner")).isEqualTo("ada");
        assertThat(get(cart, "first")).isEqualTo(pen);
        assertThat(list(cart, "items")).containsExactly(pen, null, ink);
        Map<String, Object> byCode = new LinkedHashMap<>();
        byCode.put("p", pen);
        byCode.put("none", null);
        byCode.put("i", ink);
        assertThat(get(cart, "byCode")).isEqualTo(byCode);
        assertThat(get(cart, "gift")).isEqualTo(Optional.of(ink));
        assertThat((Object[]) get(cart, "array")).containsExactly(null, ink);
    }

    @Test
    void anUnchangedNestedClassIsCompatibleAsIs() throws IOException {
        ClassVersion v1 = ClassVersion.compile(CART, item("String sku, int count"));
        ClassVersion v2 = ClassVersion.compile(CART, item("String sku, int count"));

        assertThat(restoreCart(v1, v2).compatibility().isCompatibleAsIs()).isTrue();
    }

    @Test
    void anIncompatibleChangeInANestedClassNamesTheNestedClassAndField() throws IOException {
        ClassVersion v1 = ClassVersion.compile(CART, item("String sku, int count"));
        ClassVersion v2 = ClassVersion.compile(CART, item("String sku, String count"));
        Restore restore = restoreCart(v1, v2);

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("State of evo.Cart")
                .hasMessageContaining("field 'count' of evo.Item changed type from int to String");
    }

    @Test
    void aChangedClassOfANestedFieldIsIncompatible() throws IOException {
        ClassVersion v1 = ClassVersion.compile(CART, item("String sku, int count"));
        String cartOfProducts = CART.replace("Item first", "Product first");
        String product = item("String sku, int count").replace("Item", "Product");
        ClassVersion v2 = ClassVersion.compile(cartOfProducts, item("String sku, int count"), product);
        Restore restore = restoreCart(v1, v2);

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("field 'first' of evo.Cart changed type from evo.Item to evo.Product");
    }

    @Test
    void aChangedElementTypeOfACollectionIsIncompatible() throws IOException {
        ClassVersion v1 = ClassVersion.compile(CART, item("String sku, int count"));
        ClassVersion v2 = ClassVersion.compile(CART.replace("List<Item> items", "List<String> items"),
                item("String sku, int count"));
        Restore restore = restoreCart(v1, v2);

        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("field 'items' of evo.Cart changed type from List<evo.Item> to List<String>");
    }

    @Test
    void boxedElementsOfCollectionsAreWidened() throws IOException {
        String v1Source = order("java.util.List<Integer> values, java.util.Map<Short, Float> weights");
        ClassVersion v1 = ClassVersion.compile(v1Source);
        ClassVersion v2 = ClassVersion.compile(order("java.util.List<Long> values, java.util.Map<Integer, Double> weights"));
        Map<Short, Float> weights = new LinkedHashMap<>();
        weights.put((short) 1, 0.5f);
        Restore restore = Restore.of(v1, v2, "evo.Order",
                v1.create("evo.Order", java.util.Arrays.asList(1, null, 3), weights));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(list(order, "values")).containsExactly(1L, null, 3L);
        assertThat(get(order, "weights")).isEqualTo(Map.of(1, 0.5d));
    }

    @Test
    void aRecursiveClassIsMigrated() throws IOException {
        String v1Source = """
                package evo;
                @io.github.typegen.annotations.FlinkType
                public record Node(String name, java.util.List<Node> children) {}
                """;
        ClassVersion v1 = ClassVersion.compile(v1Source);
        ClassVersion v2 = ClassVersion.compile(v1Source.replace("String name,", "String name, int weight,"));
        Object leaf = v1.create("evo.Node", "leaf", List.of());
        Restore restore = Restore.of(v1, v2, "evo.Node", v1.create("evo.Node", "root", List.of(leaf)));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object root = restore.read();
        assertThat(get(root, "weight")).isEqualTo(0);
        assertThat(get(list(root, "children").get(0), "name")).isEqualTo("leaf");
    }

    // ------------------------------------------------------------------------
    //  sealed hierarchies and enums
    // ------------------------------------------------------------------------

    private static final String SHAPE_V1 = """
            package evo;
            import io.github.typegen.annotations.FlinkType;
            @FlinkType
            public sealed interface Shape permits Shape.Circle, Shape.Square {
                @FlinkType record Circle(double radius) implements Shape {}
                @FlinkType record Square(double side) implements Shape {}
            }
            """;

    private static final String DRAWING = """
            package evo;
            @io.github.typegen.annotations.FlinkType
            public record Drawing(java.util.List<Shape> shapes) {}
            """;

    @Test
    void aNewSubtypeOfASealedTypeIsCompatibleAfterMigrationAndTagsAreRemapped() throws IOException {
        ClassVersion v1 = ClassVersion.compile(DRAWING, SHAPE_V1);
        ClassVersion v2 = ClassVersion.compile(DRAWING, """
                package evo;
                import io.github.typegen.annotations.FlinkType;
                @FlinkType
                public sealed interface Shape permits Shape.Triangle, Shape.Square, Shape.Circle {
                    @FlinkType record Triangle(double base, double height) implements Shape {}
                    @FlinkType record Circle(double radius, String label) implements Shape {}
                    @FlinkType record Square(double side) implements Shape {}
                }
                """);
        Restore restore = Restore.of(v1, v2, "evo.Drawing", v1.create("evo.Drawing",
                List.of(v1.create("evo.Shape$Circle", 1.5), v1.create("evo.Shape$Square", 2.0))));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object drawing = restore.read();
        assertThat(list(drawing, "shapes")).containsExactly(
                v2.create("evo.Shape$Circle", 1.5, null), v2.create("evo.Shape$Square", 2.0));
    }

    @Test
    void aRemovedSubtypeOfASealedTypeIsIncompatible() throws IOException {
        ClassVersion v1 = ClassVersion.compile(DRAWING, SHAPE_V1);
        ClassVersion v2 = ClassVersion.compile(DRAWING, """
                package evo;
                import io.github.typegen.annotations.FlinkType;
                @FlinkType
                public sealed interface Shape permits Shape.Circle {
                    @FlinkType record Circle(double radius) implements Shape {}
                }
                """);
        Restore restore = Restore.of(v1, v2, "evo.Drawing", v1.create("evo.Drawing", List.of()));

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("subtype evo.Shape.Square of sealed evo.Shape was removed");
    }

    private static String paint(String constants) {
        return "package evo;\n@io.github.typegen.annotations.FlinkType\npublic record Paint(Color color) {\n"
                + "    public enum Color { " + constants + " }\n}\n";
    }

    @Test
    void enumConstantsAreMatchedByName() throws IOException {
        ClassVersion v1 = ClassVersion.compile(paint("RED, GREEN"));
        ClassVersion v2 = ClassVersion.compile(paint("BLUE, GREEN, RED"));
        Restore restore = Restore.of(v1, v2, "evo.Paint",
                v1.create("evo.Paint", v1.constant("evo.Paint$Color", "RED")));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThat(get(restore.read(), "color")).isEqualTo(v2.constant("evo.Paint$Color", "RED"));
    }

    @Test
    void aRemovedEnumConstantIsIncompatible() throws IOException {
        ClassVersion v1 = ClassVersion.compile(paint("RED, GREEN"));
        ClassVersion v2 = ClassVersion.compile(paint("RED"));
        Restore restore = Restore.of(v1, v2, "evo.Paint",
                v1.create("evo.Paint", v1.constant("evo.Paint$Color", "RED")));

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("field 'color' of evo.Paint changed type from enum evo.Paint.Color{RED, GREEN}"
                        + " to enum evo.Paint.Color{RED}: constants [GREEN] were removed");
    }

    @Test
    void listLikeKindsMigrateAmongEachOtherKeepingOrderAndNulls() throws IOException {
        ClassVersion v1 = ClassVersion.compile(order("java.util.List<String> names, java.util.ArrayDeque<Integer> counts,"
                + " java.util.Queue<String> pending"));
        ClassVersion v2 = ClassVersion.compile(order("java.util.Collection<String> names,"
                + " java.util.LinkedList<Integer> counts, java.util.ArrayList<String> pending"));
        Restore restore = Restore.of(v1, v2, "evo.Order", v1.create("evo.Order",
                java.util.Arrays.asList("b", null, "a"), new java.util.ArrayDeque<>(List.of(3, 1, 2)),
                new java.util.LinkedList<>(java.util.Arrays.asList(null, "x"))));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(get(order, "names")).isInstanceOf(java.util.ArrayList.class)
                .isEqualTo(java.util.Arrays.asList("b", null, "a"));
        assertThat(get(order, "counts")).isInstanceOf(java.util.LinkedList.class).isEqualTo(List.of(3, 1, 2));
        assertThat(get(order, "pending")).isEqualTo(java.util.Arrays.asList(null, "x"));
    }

    @Test
    void setsBecomeSortedOrEnumSetsAndSortedMapsPlainMaps() throws IOException {
        String color = "package evo;\npublic enum Color { RED, GREEN, BLUE }\n";
        ClassVersion v1 = ClassVersion.compile(order("java.util.LinkedHashSet<String> tags,"
                + " java.util.Set<Color> colors, java.util.TreeMap<String, Integer> counts"), color);
        ClassVersion v2 = ClassVersion.compile(order("java.util.SortedSet<String> tags,"
                + " java.util.EnumSet<Color> colors, java.util.Map<String, Integer> counts"), color);
        Map<String, Integer> counts = new java.util.TreeMap<>(Map.of("b", 2, "a", 1));
        Restore restore = Restore.of(v1, v2, "evo.Order", v1.create("evo.Order",
                new java.util.LinkedHashSet<>(List.of("z", "a", "m")),
                new java.util.LinkedHashSet<>(List.of(v1.constant("evo.Color", "BLUE"), v1.constant("evo.Color", "RED"))),
                counts));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(get(order, "tags")).isInstanceOf(java.util.TreeSet.class);
        assertThat(new java.util.ArrayList<Object>((java.util.Collection<?>) get(order, "tags"))).containsExactly("a", "m", "z");
        assertThat(get(order, "colors")).isInstanceOf(java.util.EnumSet.class);
        assertThat(new java.util.ArrayList<Object>((java.util.Collection<?>) get(order, "colors")))
                .containsExactly(v2.constant("evo.Color", "RED"), v2.constant("evo.Color", "BLUE"));
        assertThat(get(order, "counts")).isInstanceOf(java.util.LinkedHashMap.class).isEqualTo(Map.of("a", 1, "b", 2));
    }

    @Test
    void aCollectionCannotBecomeASetNorASetAQueue() throws IOException {
        ClassVersion v1 = ClassVersion.compile(order("java.util.Collection<String> names, java.util.TreeSet<Long> ids"));
        ClassVersion toSet = ClassVersion.compile(order("java.util.Set<String> names, java.util.TreeSet<Long> ids"));
        ClassVersion toQueue = ClassVersion.compile(order("java.util.Collection<String> names, java.util.Deque<Long> ids"));
        Object value = v1.create("evo.Order", List.of("a"), new java.util.TreeSet<>(List.of(1L)));

        assertThat(Restore.of(v1, toSet, "evo.Order", value).compatibility().isIncompatible()).isTrue();
        assertThat(Restore.of(v1, toQueue, "evo.Order", value).compatibility().isIncompatible()).isTrue();
    }

    /** A kind that refuses null elements cannot read old state holding them: the restore fails, naming the type. */
    @Test
    void nullElementsOfOldStateCannotBeReadIntoAnArrayDeque() throws IOException {
        ClassVersion v1 = ClassVersion.compile(order("java.util.List<String> names"));
        ClassVersion v2 = ClassVersion.compile(order("java.util.ArrayDeque<String> names"));
        Restore restore = Restore.of(v1, v2, "evo.Order", v1.create("evo.Order", java.util.Arrays.asList("a", null)));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        assertThatThrownBy(restore::read).isInstanceOf(IOException.class).hasMessageContaining("evo.Order");
    }

    @Test
    void jdkValueTypesAreRestoredAsIs() throws IOException {
        String components = "java.util.Date date, java.sql.Timestamp stamp, java.time.ZonedDateTime zoned,"
                + " java.time.ZoneId zone, java.time.Period period, java.time.YearMonth month";
        ClassVersion v1 = ClassVersion.compile(order(components));
        ClassVersion v2 = ClassVersion.compile(order(components + ", int added"));
        java.sql.Timestamp stamp = new java.sql.Timestamp(1_000L);
        stamp.setNanos(123_456_789);
        java.time.ZonedDateTime zoned = java.time.ZonedDateTime.of(2024, 3, 31, 3, 0, 0, 0,
                java.time.ZoneId.of("Europe/Berlin"));
        Restore restore = Restore.of(v1, v2, "evo.Order", v1.create("evo.Order", new java.util.Date(5L), stamp,
                zoned, java.time.ZoneOffset.ofHours(3), java.time.Period.of(1, 2, 3), java.time.YearMonth.of(2024, 2)));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object order = restore.read();
        assertThat(get(order, "date")).isEqualTo(new java.util.Date(5L));
        assertThat(get(order, "stamp")).isEqualTo(stamp);
        assertThat(get(order, "zoned")).isEqualTo(zoned);
        assertThat(get(order, "zone")).isEqualTo(java.time.ZoneOffset.ofHours(3));
        assertThat(get(order, "period")).isEqualTo(java.time.Period.of(1, 2, 3));
        assertThat(get(order, "month")).isEqualTo(java.time.YearMonth.of(2024, 2));
    }

    @Test
    void aDateCannotBecomeAnInstant() throws IOException {
        ClassVersion v1 = ClassVersion.compile(order("java.util.Date at"));
        ClassVersion v2 = ClassVersion.compile(order("java.time.Instant at"));
        Restore restore = Restore.of(v1, v2, "evo.Order", v1.create("evo.Order", new java.util.Date(5L)));

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("field 'at' of evo.Order changed type from Date to Instant");
    }

    // ------------------------------------------------------------------------
    //  generic @FlinkTypes: the snapshot nests the type arguments' snapshots
    // ------------------------------------------------------------------------

    private static final String ENVELOPE = "package evo;\n@io.github.typegen.annotations.FlinkType\n"
            + "public record Envelope<T>(String id, T payload, java.util.List<T> trail) {}\n";

    private static final String PARCEL = "package evo;\n@io.github.typegen.annotations.FlinkType\n"
            + "public record Parcel(String name, Envelope<Order> envelope) {}\n";

    /** State of a class with an {@code Envelope<Order>} field, written with {@link #ORDER_V1}. */
    private static Restore restoreParcel(String v2OrderComponents, String v2Envelope) throws IOException {
        ClassVersion v1 = ClassVersion.compile(ORDER_V1, ENVELOPE, PARCEL);
        ClassVersion v2 = ClassVersion.compile(order(v2OrderComponents), v2Envelope, PARCEL);
        Object order = v1.create("evo.Order", 7L, "ada", 3, 2.5f);
        Object envelope = v1.create("evo.Envelope", "e-1", order, List.of(order, order));
        return Restore.of(v1, v2, "evo.Parcel", v1.create("evo.Parcel", "p", envelope));
    }

    @Test
    void aGenericFieldIsCompatibleAsIsWhenNeitherItNorItsArgumentChanged() throws IOException {
        Restore restore = restoreParcel("long id, String customer, int quantity, float price", ENVELOPE);

        assertThat(restore.compatibility().isCompatibleAsIs()).isTrue();
        assertThat(restore.oldSnapshot().restoreSerializer()).isEqualTo(restore.v2().serializer("evo.Parcel"));
        assertThat(get(get(get(restore.read(), "envelope"), "payload"), "customer")).isEqualTo("ada");
    }

    @Test
    void aFieldAddedToTheTypeArgumentMigratesTheStateOfTheGenericField() throws IOException {
        Restore restore = restoreParcel("long id, String customer, int quantity, float price, String note",
                ENVELOPE);

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object envelope = get(restore.read(), "envelope");
        assertThat(get(envelope, "id")).isEqualTo("e-1");
        assertThat(get(get(envelope, "payload"), "customer")).isEqualTo("ada");
        assertThat(get(get(envelope, "payload"), "note")).isNull();
        assertThat(list(envelope, "trail")).hasSize(2);
        assertThat(get(list(envelope, "trail").get(1), "price")).isEqualTo(2.5f);
    }

    @Test
    void aFieldAddedToTheGenericClassAndItsArgumentMigratesBoth() throws IOException {
        String envelopeV2 = ENVELOPE.replace("String id,", "String id, int hops,");
        Restore restore = restoreParcel("long id, String customer, int quantity, double price", envelopeV2);

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        // Parcel's own layout is unchanged: its restored serializer holds Envelope's migrating one
        assertThat(restore.oldSnapshot().restoreSerializer()).isNotInstanceOf(MigratingSerializer.class);
        Object envelope = get(restore.read(), "envelope");
        assertThat(get(envelope, "hops")).isEqualTo(0);
        assertThat(get(get(envelope, "payload"), "price")).isEqualTo(2.5d);
    }

    @Test
    void anIncompatibleTypeArgumentMakesTheGenericFieldIncompatibleNamingTheArgumentsField() throws IOException {
        Restore restore = restoreParcel("long id, long customer, int quantity, float price", ENVELOPE);

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        assertThatThrownBy(() -> restore.oldSnapshot().restoreSerializer())
                .hasMessageContaining("field 'customer' of evo.Order changed type from String to long");
    }

    // ------------------------------------------------------------------------
    //  the serializer hatch: a field written by a TypeInfoFactory's serializer
    // ------------------------------------------------------------------------

    private static final String STAMP = "package evo;\n@io.github.typegen.annotations.FlinkType\n"
            + "public record Stamp(String id,\n"
            + "        @org.apache.flink.api.common.typeinfo.TypeInfo(WhenFactory.class) java.util.Date when) {}\n";

    /** A factory of {@code java.util.Date} type information, returning {@code typeInfo}. */
    private static String whenFactory(String typeInfo) {
        return "package evo;\n"
                + "public class WhenFactory extends org.apache.flink.api.common.typeinfo.TypeInfoFactory<java.util.Date> {\n"
                + "    @Override\n"
                + "    public org.apache.flink.api.common.typeinfo.TypeInformation<java.util.Date> createTypeInfo(\n"
                + "            java.lang.reflect.Type t, java.util.Map<String,\n"
                + "            org.apache.flink.api.common.typeinfo.TypeInformation<?>> genericParameters) {\n"
                + "        return " + typeInfo + ";\n"
                + "    }\n"
                + "}\n";
    }

    private static final String DATE_INFO = "org.apache.flink.api.common.typeinfo.BasicTypeInfo.DATE_TYPE_INFO";

    @Test
    void aFieldWrittenByAFactorysSerializerRestoresWithItsNestedSnapshot() throws IOException {
        ClassVersion v1 = ClassVersion.compile(STAMP, whenFactory(DATE_INFO));
        ClassVersion v2 = ClassVersion.compile(STAMP.replace("String id,", "String id, int rank,"),
                whenFactory(DATE_INFO));
        Restore restore = Restore.of(v1, v2, "evo.Stamp", v1.create("evo.Stamp", "s-1", new java.util.Date(42)));

        assertThat(restore.compatibility().isCompatibleAfterMigration()).isTrue();
        Object stamp = restore.read();
        assertThat(get(stamp, "when")).isEqualTo(new java.util.Date(42));
        assertThat(get(stamp, "rank")).isEqualTo(0);
    }

    @Test
    void anIncompatibleFactorySerializerMakesTheClassIncompatibleNamingTheField() throws IOException {
        ClassVersion v1 = ClassVersion.compile(STAMP, whenFactory(DATE_INFO));
        ClassVersion v2 = ClassVersion.compile(STAMP, whenFactory(
                "new org.apache.flink.api.java.typeutils.GenericTypeInfo<>(java.util.Date.class)"));
        Restore restore = Restore.of(v1, v2, "evo.Stamp", v1.create("evo.Stamp", "s-1", new java.util.Date(42)));

        assertThat(restore.compatibility().isIncompatible()).isTrue();
        TypegenSerializerSnapshot<Object> current =
                (TypegenSerializerSnapshot<Object>) v2.serializer("evo.Stamp").snapshotConfiguration();
        assertThat(current.compareWith((TypegenSerializerSnapshot<Object>) restore.oldSnapshot()).problems())
                .containsExactly("the nested serializer evo.WhenFactory of field 'when' of evo.Stamp cannot read its"
                        + " old state (its snapshot says incompatible)");
    }
}
