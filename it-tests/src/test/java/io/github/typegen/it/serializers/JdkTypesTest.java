package io.github.typegen.it.serializers;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedList;
import java.util.List;
import java.util.TreeMap;
import java.util.TreeSet;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

import io.github.typegen.it.domain.Inventory;
import io.github.typegen.it.domain.InventorySerializer;
import io.github.typegen.it.domain.LegacyTimes;
import io.github.typegen.it.domain.LegacyTimesSerializer;
import io.github.typegen.it.domain.Tier;
import io.github.typegen.it.domain.Zones;
import io.github.typegen.it.domain.ZonesSerializer;

/** What SerializerTestBase does not see: the classes read back, mutability, and values that cannot be written. */
class JdkTypesTest {

    @Test
    void collectionsReadBackAsTheirDeclaredTypesCreate() throws IOException {
        Inventory read = roundTrip(new InventorySerializer(), TestData.inventory(1));

        assertThat(read.stock).isInstanceOf(TreeMap.class);
        assertThat(read.events).isInstanceOf(TreeMap.class);
        assertThat(read.names).isInstanceOf(TreeSet.class).containsExactly("a", "b", "c1");
        assertThat(read.flags).isInstanceOf(EnumSet.class).containsExactly(Tier.BRONZE, Tier.SILVER, Tier.GOLD);
        assertThat(read.reviewed).isInstanceOf(EnumMap.class).containsKeys(Tier.BRONZE, Tier.GOLD);
        assertThat(read.notes).isInstanceOf(ArrayList.class).containsExactly("note", null, "note");
        assertThat(read.pending).isInstanceOf(LinkedList.class).containsExactly(null, "next", "after");
        assertThat(read.stack).isInstanceOf(LinkedList.class);
        assertThat(read.recent).isInstanceOf(ArrayDeque.class).containsExactly("x", "y", "zz");
        assertThat(read.log).isInstanceOf(LinkedList.class);
    }

    @Test
    void zoneIdsKeepWhetherTheyWereAnOffsetOrARegion() throws IOException {
        LegacyTimes offset = TestData.legacyTimes(1);
        LegacyTimes region = TestData.legacyTimes(2);

        assertThat(roundTrip(new LegacyTimesSerializer(), offset).zone).isInstanceOf(ZoneOffset.class)
                .isEqualTo(offset.zone);
        assertThat(roundTrip(new LegacyTimesSerializer(), region).zone).isNotInstanceOf(ZoneOffset.class)
                .isEqualTo(ZoneId.of("America/New_York"));
        LegacyTimes read = roundTrip(new LegacyTimesSerializer(), region);
        assertThat(read.zonedAt.getZone()).isEqualTo(ZoneId.of("Europe/Paris"));
        assertThat(read.zonedAt.getOffset()).isEqualTo(ZoneOffset.ofHours(1));
        assertThat(read.stamp.getNanos()).isEqualTo(123_456_791);
    }

    @Test
    void dateAndTheSqlTypesAreMutableSoCopiesAreNewInstances() {
        LegacyTimesSerializer serializer = new LegacyTimesSerializer();
        LegacyTimes original = TestData.legacyTimes(0);

        LegacyTimes copy = serializer.copy(original);
        copy.created.setTime(0);
        copy.stamp.setNanos(1);
        copy.history.get(0).setTime(42);

        assertThat(serializer.isImmutableType()).isFalse();
        assertThat(original).isEqualTo(TestData.legacyTimes(0));
        assertThat(copy.day).isNotSameAs(original.day);
        assertThat(copy.time).isNotSameAs(original.time);
        assertThat(new ZonesSerializer().isImmutableType()).isTrue();
        Zones zones = TestData.zones()[0];
        assertThat(new ZonesSerializer().copy(zones)).isSameAs(zones);
    }

    @Test
    void aSortedSetWithAComparatorFailsWhenWrittenNamingTheField() {
        Inventory inventory = TestData.inventory(0);
        inventory.names = new TreeSet<>(Comparator.reverseOrder());
        inventory.names.addAll(List.of("a", "b"));

        assertThatThrownBy(() -> new InventorySerializer().serialize(inventory, new DataOutputSerializer(64)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.github.typegen.it.domain.Inventory.names")
                .hasMessageContaining("comparator");
    }

    @Test
    void aSortedMapWithAComparatorFailsWhenWrittenNamingTheField() {
        Inventory inventory = TestData.inventory(0);
        inventory.events = new TreeMap<>(Comparator.reverseOrder());

        assertThatThrownBy(() -> new InventorySerializer().serialize(inventory, new DataOutputSerializer(64)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.github.typegen.it.domain.Inventory.events");
    }

    @Test
    void copiesKeepAComparator() {
        Inventory inventory = TestData.inventory(0);
        inventory.deliveries = new TreeMap<>(Comparator.reverseOrder());
        inventory.deliveries.put("a", new ArrayList<>());
        inventory.deliveries.put("b", null);

        Inventory copy = new InventorySerializer().copy(inventory);

        assertThat(copy.deliveries.comparator()).isSameAs(inventory.deliveries.comparator());
        assertThat(copy.deliveries.keySet()).containsExactly("b", "a");
    }

    private static <T> T roundTrip(TypeSerializer<T> serializer, T value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        serializer.serialize(value, out);
        return serializer.deserialize(new DataInputDeserializer(out.getCopyOfBuffer()));
    }
}
