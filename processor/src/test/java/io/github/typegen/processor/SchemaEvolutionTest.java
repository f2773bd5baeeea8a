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
}
