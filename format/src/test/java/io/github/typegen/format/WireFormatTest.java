package io.github.typegen.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;

class WireFormatTest {

    @Test
    void masksAreAsNarrowAsTheirBitsAllowAndAllButTheLastAreLongs() {
        assertThat(WireFormat.maskCount(0)).isZero();
        assertThat(WireFormat.maskCount(1)).isEqualTo(1);
        assertThat(WireFormat.maskCount(64)).isEqualTo(1);
        assertThat(WireFormat.maskCount(65)).isEqualTo(2);
        assertThat(WireFormat.maskBits(1, 0)).isEqualTo(8);
        assertThat(WireFormat.maskBits(8, 0)).isEqualTo(8);
        assertThat(WireFormat.maskBits(9, 0)).isEqualTo(16);
        assertThat(WireFormat.maskBits(17, 0)).isEqualTo(32);
        assertThat(WireFormat.maskBits(33, 0)).isEqualTo(64);
        assertThat(WireFormat.maskBits(70, 0)).isEqualTo(64);
        assertThat(WireFormat.maskBits(70, 1)).isEqualTo(8);
        assertThat(WireFormat.maskOf(63)).isZero();
        assertThat(WireFormat.maskOf(64)).isEqualTo(1);
        assertThat(WireFormat.bitOf(65)).isEqualTo(1);
    }

    @Test
    void onlyStringElementsCarryTheirOwnNullAndOnlyPrimitiveFieldsHaveNoNullBit() {
        assertThat(Arrays.stream(NodeKind.values()).filter(NodeKind::carriesOwnNull)).containsExactly(NodeKind.STRING);
        assertThat(Arrays.stream(NodeKind.values()).filter(k -> !k.nullable())).containsExactly(NodeKind.PRIMITIVE);
    }

    /** Snapshots store these ordinals: a constant inserted or reordered breaks every savepoint. */
    @Test
    void kindOrdinalsStoredInSnapshotsNeverChange() {
        assertThat(names(NodeKind.values())).startsWith("PRIMITIVE", "BOXED", "STRING", "ENUM", "VALUE",
                "PRIMITIVE_ARRAY", "OBJECT_ARRAY", "COLLECTION", "MAP", "OPTIONAL", "NESTED", "DELEGATED", "TUPLE");
        assertThat(names(PrimitiveKind.values()))
                .containsExactly("BOOLEAN", "BYTE", "SHORT", "CHAR", "INT", "LONG", "FLOAT", "DOUBLE");
        assertThat(names(ValueKind.values())).startsWith("BIG_DECIMAL", "BIG_INTEGER", "UUID_", "INSTANT",
                "LOCAL_DATE", "LOCAL_TIME", "LOCAL_DATE_TIME", "DURATION", "DATE", "SQL_DATE", "SQL_TIME", "SQL_TIMESTAMP",
                "OFFSET_DATE_TIME", "ZONED_DATE_TIME", "ZONE_ID", "ZONE_OFFSET", "PERIOD", "YEAR", "YEAR_MONTH",
                "CURRENCY", "LOCALE", "URI_", "URL_", "INET_ADDRESS", "BIT_SET", "OPTIONAL_INT", "OPTIONAL_LONG",
                "OPTIONAL_DOUBLE", "PATTERN");
        assertThat(names(CollectionKind.values()))
                .startsWith("LIST", "ARRAY_LIST", "SET", "HASH_SET", "LINKED_HASH_SET", "SORTED_SET", "NAVIGABLE_SET",
                        "TREE_SET", "ENUM_SET", "COLLECTION", "QUEUE", "DEQUE", "ARRAY_DEQUE", "LINKED_LIST");
        assertThat(names(MapKind.values())).startsWith("MAP", "HASH_MAP", "LINKED_HASH_MAP", "SORTED_MAP", "NAVIGABLE_MAP",
                "TREE_MAP", "ENUM_MAP");
        assertThat(names(Shape.values())).startsWith("POJO", "RECORD", "IMMUTABLE", "SEALED");
    }

    @Test
    void kindsDescribeTheirJavaTypes() {
        assertThat(PrimitiveKind.forKeyword("char").boxed()).isEqualTo("Character");
        assertThat(PrimitiveKind.INT.widensTo(PrimitiveKind.LONG)).isTrue();
        assertThat(PrimitiveKind.LONG.widensTo(PrimitiveKind.INT)).isFalse();
        assertThat(CollectionKind.forName("java.util.Set").created()).isEqualTo(java.util.LinkedHashSet.class);
        assertThat(CollectionKind.SET.isSet()).isTrue();
        assertThat(CollectionKind.ARRAY_LIST.isSet()).isFalse();
        assertThat(MapKind.forName("java.util.Map").created()).isEqualTo(java.util.LinkedHashMap.class);
        assertThat(ValueKind.forName("java.time.Instant")).isEqualTo(ValueKind.INSTANT);
        assertThat(ValueKind.forName("java.util.Date")).isEqualTo(ValueKind.DATE);
        assertThat(ValueKind.forName("java.util.Calendar")).isNull();
        assertThat(ValueKind.SQL_TIMESTAMP.mutable()).isTrue();
        assertThat(ValueKind.ZONED_DATE_TIME.mutable()).isFalse();
        assertThat(CollectionKind.forName("java.util.Queue").created()).isEqualTo(java.util.LinkedList.class);
        assertThat(CollectionKind.NAVIGABLE_SET.isSorted()).isTrue();
        assertThat(CollectionKind.ENUM_SET.isSet()).isTrue();
        assertThat(CollectionKind.COLLECTION.isSet()).isFalse();
        assertThat(Arrays.stream(CollectionKind.values()).filter(k -> !k.allowsNullElements()))
                .containsExactly(CollectionKind.SORTED_SET, CollectionKind.NAVIGABLE_SET, CollectionKind.TREE_SET,
                        CollectionKind.ENUM_SET, CollectionKind.ARRAY_DEQUE);
        assertThat(MapKind.forName("java.util.SortedMap").created()).isEqualTo(java.util.TreeMap.class);
        assertThat(MapKind.ENUM_MAP.allowsNullKeys()).isFalse();
        assertThat(MapKind.HASH_MAP.allowsNullKeys()).isTrue();
    }

    @Test
    void generatedClassesAreNamedAfterTheSimpleNamesJoinedByUnderscores() {
        assertThat(GeneratedClass.SERIALIZER.simpleName(List.of("Foo"))).isEqualTo("FooSerializer");
        assertThat(GeneratedClass.TYPE_INFO.simpleName(List.of("Outer", "Foo"))).isEqualTo("Outer_FooTypeInfo");
        assertThat(GeneratedClass.TYPE_INFO_FACTORY.binaryName("p.q", "p.q.Outer$Foo"))
                .isEqualTo("p.q.Outer_FooTypeInfoFactory");
        assertThat(GeneratedClass.SCHEMA.binaryName("", "Foo")).isEqualTo("FooSchema");
        assertThatThrownBy(() -> GeneratedClass.FUSED.binaryName("p", "q.Foo"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aChosenPrefixReplacesTheSimpleNames() {
        assertThat(GeneratedClass.SCHEMA.simpleName(List.of("Order"), "OrderEvent")).isEqualTo("OrderEventSchema");
        assertThat(GeneratedClass.SERIALIZER.binaryName("p", "p.Outer$Foo", "Foo")).isEqualTo("p.FooSerializer");
        assertThat(GeneratedClass.TYPE_INFO.binaryName("p", "p.Outer$Foo", "")).isEqualTo("p.Outer_FooTypeInfo");
        assertThat(GeneratedClass.prefix(List.of("Outer", "Foo"), "")).isEqualTo("Outer_Foo");
    }

    private static List<String> names(Enum<?>[] constants) {
        return Arrays.stream(constants).map(Enum::name).toList();
    }
}
