package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.Shape;
import io.github.typegen.runtime.serialization.LayoutCompatibility.Kind;

/** The evolution rules on layouts alone; the processor's SchemaEvolutionTest checks them on real classes. */
class LayoutCompatibilityTest {

    private static LayoutCompatibility resolve(Layout.Type old, Layout.Type current) {
        return LayoutCompatibility.resolve(SchemaLayout.of(old), SchemaLayout.of(current));
    }

    private static Layout.Type record(Layout.Field... fields) {
        return Layout.type(Shape.RECORD, "p.R", fields);
    }

    @Test
    void theSameLayoutIsCompatibleAsIs() {
        assertThat(resolve(SchemaLayoutTest.tree(), SchemaLayoutTest.tree()).kind()).isEqualTo(Kind.COMPATIBLE_AS_IS);
    }

    @Test
    void everyJavaWideningIsCompatibleAfterMigrationAndNothingElseBetweenPrimitives() {
        for (PrimitiveKind from : PrimitiveKind.values()) {
            for (PrimitiveKind to : PrimitiveKind.values()) {
                Kind kind = resolve(record(Layout.field("x", new Layout.Primitive(from))),
                        record(Layout.field("x", new Layout.Primitive(to)))).kind();
                Kind expected = from == to ? Kind.COMPATIBLE_AS_IS
                        : from.widensTo(to) ? Kind.COMPATIBLE_AFTER_MIGRATION : Kind.INCOMPATIBLE;
                assertThat(kind).as("%s -> %s", from, to).isEqualTo(expected);
            }
        }
        assertThat(PrimitiveKind.INT.widensTo(PrimitiveKind.LONG)).isTrue();
        assertThat(PrimitiveKind.LONG.widensTo(PrimitiveKind.INT)).isFalse();
        assertThat(PrimitiveKind.CHAR.widensTo(PrimitiveKind.SHORT)).isFalse();
        assertThat(PrimitiveKind.BOOLEAN.widensTo(PrimitiveKind.INT)).isFalse();
    }

    @Test
    void aTupleElementFollowsTheElementRules() {
        Layout.Type before = record(Layout.field("pair", Layout.tuple(Layout.STRING, Layout.boxed(PrimitiveKind.INT))));
        Layout.Type widened = record(Layout.field("pair", Layout.tuple(Layout.STRING, Layout.boxed(PrimitiveKind.LONG))));
        Layout.Type changed = record(Layout.field("pair", Layout.tuple(Layout.STRING, Layout.STRING)));

        assertThat(resolve(before, before).kind()).isEqualTo(Kind.COMPATIBLE_AS_IS);
        assertThat(resolve(before, widened).kind()).isEqualTo(Kind.COMPATIBLE_AFTER_MIGRATION);
        LayoutCompatibility result = resolve(before, changed);
        assertThat(result.kind()).isEqualTo(Kind.INCOMPATIBLE);
        assertThat(result.problems()).containsExactly(
                "field 'pair' of p.R changed type from Tuple2<String, Integer> to Tuple2<String, String>");
    }

    @Test
    void aTupleWhoseArityChangedIsIncompatible() {
        LayoutCompatibility result = resolve(
                record(Layout.field("pair", Layout.tuple(Layout.STRING, Layout.STRING))),
                record(Layout.field("pair", Layout.tuple(Layout.STRING, Layout.STRING, Layout.STRING))));

        assertThat(result.kind()).isEqualTo(Kind.INCOMPATIBLE);
        assertThat(result.problems()).containsExactly("field 'pair' of p.R changed type from Tuple2<String, String>"
                + " to Tuple3<String, String, String>: its arity changed from 2 to 3");
    }

    @Test
    void aListMayNotBecomeASet() {
        LayoutCompatibility result = resolve(
                record(Layout.field("xs", Layout.collection(CollectionKind.LIST, Layout.STRING))),
                record(Layout.field("xs", Layout.collection(CollectionKind.SET, Layout.STRING))));

        assertThat(result.kind()).isEqualTo(Kind.INCOMPATIBLE);
        assertThat(result.problems()).containsExactly("field 'xs' of p.R changed type from List<String> to Set<String>");
    }

    @Test
    void aChangedElementClassIsReportedOnTheWholeFieldType() {
        Layout.Type item = Layout.type(Shape.RECORD, "p.Item", Layout.field("sku", Layout.STRING));
        Layout.Type product = Layout.type(Shape.RECORD, "p.Product", Layout.field("sku", Layout.STRING));
        LayoutCompatibility result = resolve(
                record(Layout.field("xs", Layout.collection(CollectionKind.LIST,
                        Layout.nested("p.Item", () -> item)))),
                record(Layout.field("xs", Layout.collection(CollectionKind.LIST,
                        Layout.nested("p.Product", () -> product)))));

        assertThat(result.problems()).containsExactly(
                "field 'xs' of p.R changed type from List<p.Item> to List<p.Product>");
    }

    @Test
    void aChangeInsideANestedElementClassNamesThatClassAndField() {
        Layout.Type oldItem = Layout.type(Shape.RECORD, "p.Item", Layout.field("sku", Layout.STRING));
        Layout.Type newItem = Layout.type(Shape.RECORD, "p.Item", Layout.field("sku", Layout.LONG));
        LayoutCompatibility result = resolve(
                record(Layout.field("byCode", Layout.map(MapKind.MAP, Layout.STRING,
                        Layout.nested("p.Item", () -> oldItem)))),
                record(Layout.field("byCode", Layout.map(MapKind.MAP, Layout.STRING,
                        Layout.nested("p.Item", () -> newItem)))));

        assertThat(result.problems()).containsExactly("field 'sku' of p.Item changed type from String to long");
    }

    /**
     * Every pair of collection kinds: list-like kinds (lists, collections, queues) migrate among each other, sets
     * (sorted and enum sets too) among each other, and a list-like kind never becomes a set or back.
     */
    @Test
    void collectionKindsMigrateWithinTheListLikeKindsAndWithinTheSets() {
        for (CollectionKind from : CollectionKind.values()) {
            for (CollectionKind to : CollectionKind.values()) {
                Kind expected = from == to ? Kind.COMPATIBLE_AS_IS
                        : from.isSet() == to.isSet() ? Kind.COMPATIBLE_AFTER_MIGRATION : Kind.INCOMPATIBLE;
                assertThat(resolve(
                        record(Layout.field("xs", Layout.collection(from, Layout.STRING))),
                        record(Layout.field("xs", Layout.collection(to, Layout.STRING))))
                        .kind()).as("%s -> %s", from, to).isEqualTo(expected);
            }
        }
        assertThat(CollectionKind.values()).filteredOn(CollectionKind::isSet).containsExactly(CollectionKind.SET,
                CollectionKind.HASH_SET, CollectionKind.LINKED_HASH_SET, CollectionKind.SORTED_SET,
                CollectionKind.NAVIGABLE_SET, CollectionKind.TREE_SET, CollectionKind.ENUM_SET);
    }

    @Test
    void everyMapKindMigratesToEveryOther() {
        for (MapKind from : MapKind.values()) {
            for (MapKind to : MapKind.values()) {
                assertThat(resolve(
                        record(Layout.field("m", Layout.map(from, Layout.STRING, Layout.boxed(PrimitiveKind.LONG)))),
                        record(Layout.field("m", Layout.map(to, Layout.STRING, Layout.boxed(PrimitiveKind.LONG)))))
                        .kind()).as("%s -> %s", from, to)
                        .isEqualTo(from == to ? Kind.COMPATIBLE_AS_IS : Kind.COMPATIBLE_AFTER_MIGRATION);
            }
        }
    }

    @Test
    void aListMayBecomeAnArrayList() {
        assertThat(resolve(
                record(Layout.field("xs", Layout.collection(CollectionKind.LIST, Layout.STRING))),
                record(Layout.field("xs", Layout.collection(CollectionKind.ARRAY_LIST, Layout.STRING))))
                .kind()).isEqualTo(Kind.COMPATIBLE_AFTER_MIGRATION);
    }

    @Test
    void everyIncompatibleFieldIsListed() {
        LayoutCompatibility result = resolve(
                record(Layout.field("a", Layout.STRING), Layout.field("b", Layout.LONG), Layout.field("c", Layout.INT)),
                record(Layout.field("a", Layout.INT), Layout.field("b", Layout.INT), Layout.field("c", Layout.LONG)));

        assertThat(result.kind()).isEqualTo(Kind.INCOMPATIBLE);
        assertThat(result.problems()).containsExactly(
                "field 'a' of p.R changed type from String to int",
                "field 'b' of p.R changed type from long to int");
    }

    @Test
    void aClassReplacedByAnotherAtTheRootIsIncompatible() {
        LayoutCompatibility result = resolve(record(), Layout.type(Shape.RECORD, "p.S"));

        assertThat(result.kind()).isEqualTo(Kind.INCOMPATIBLE);
        assertThat(result.problems()).containsExactly("p.R was replaced by p.S");
    }

    @Test
    void aClassThatBecameSealedIsIncompatible() {
        LayoutCompatibility result = resolve(Layout.type(Shape.RECORD, "p.Shape"), SchemaLayoutTest.shape());

        assertThat(result.problems()).containsExactly("p.Shape changed from record to sealed");
    }

    @Test
    void aRecordMayBecomeAnImmutableClassOrAPojo() {
        assertThat(resolve(record(Layout.field("x", Layout.INT)),
                Layout.type(Shape.POJO, "p.R", Layout.field("x", Layout.INT))).kind())
                .isEqualTo(Kind.COMPATIBLE_AS_IS);
    }

    @Test
    void aDelegatedFieldIsWhatItsNestedSnapshotSays() {
        Layout.Type envelope = record(Layout.field("payload", Layout.delegated("T")),
                Layout.field("history", Layout.collection(CollectionKind.LIST, Layout.delegated("T"))));
        SchemaLayout layout = SchemaLayout.of(envelope);

        for (Kind nested : Kind.values()) {
            LayoutCompatibility result = LayoutCompatibility.resolve(layout, layout, name -> nested);
            assertThat(result.kind()).as("nested %s", nested).isEqualTo(nested);
        }
        LayoutCompatibility incompatible = LayoutCompatibility.resolve(layout, layout, name -> Kind.INCOMPATIBLE);
        assertThat(incompatible.problems()).containsExactly(
                "the nested serializer T of field 'payload' of p.R cannot read its old state (its snapshot says"
                        + " incompatible)",
                "the nested serializer T of field 'history' of p.R cannot read its old state (its snapshot says"
                        + " incompatible)");
    }

    @Test
    void aFieldMayNotChangeBetweenDelegatedAndOtherKindsOrParameters() {
        assertThat(resolve(record(Layout.field("x", Layout.delegated("T"))),
                record(Layout.field("x", Layout.delegated("U")))).problems())
                .containsExactly("field 'x' of p.R changed type from T to U");
        assertThat(resolve(record(Layout.field("x", Layout.STRING)),
                record(Layout.field("x", Layout.delegated("T")))).kind()).isEqualTo(Kind.INCOMPATIBLE);
        assertThat(resolve(record(Layout.field("x", Layout.delegated("T"))),
                record(Layout.field("x", Layout.delegated("T")), Layout.field("y", Layout.INT))).kind())
                .isEqualTo(Kind.COMPATIBLE_AFTER_MIGRATION);
    }
}
