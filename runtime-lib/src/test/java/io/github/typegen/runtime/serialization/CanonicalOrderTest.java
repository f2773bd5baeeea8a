package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.ConcurrentModificationException;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.Test;

class CanonicalOrderTest {

    @Test
    void naturalOrderPutsNullFirstAndLeavesSmallCollectionsAsTheyAre() {
        Set<String> values = new LinkedHashSet<>(Arrays.asList("b", null, "a", "B"));
        assertThat(new ArrayList<>(CanonicalOrder.naturalOrder(values))).containsExactly(null, "B", "a", "b");

        Set<String> one = Set.of("x");
        assertThat(CanonicalOrder.naturalOrder(one)).isSameAs(one);
        Set<String> none = Set.of();
        assertThat(CanonicalOrder.naturalOrder(none)).isSameAs(none);
    }

    @Test
    void naturalKeyOrderSortsEntriesByKeyWithTheirValues() {
        Map<Integer, String> map = new LinkedHashMap<>();
        map.put(10, "ten");
        map.put(null, "none");
        map.put(-1, "minus one");
        List<String> written = new ArrayList<>();
        for (Map.Entry<Integer, String> entry : CanonicalOrder.naturalKeyOrder(map)) {
            written.add(entry.getKey() + "=" + entry.getValue());
        }
        assertThat(written).containsExactly("null=none", "-1=minus one", "10=ten");

        Map<Integer, String> one = new HashMap<>(Map.of(1, "one"));
        assertThat(CanonicalOrder.naturalKeyOrder(one)).isSameAs(one.entrySet());
    }

    /** Unsigned: 0x80 sorts after 0x7F; a shorter sequence that is a prefix sorts first. */
    @Test
    void writesElementsInTheUnsignedOrderOfTheirBytes() throws IOException {
        List<byte[]> elements = List.of(new byte[] {(byte) 0x80}, new byte[] {0x7F, 1}, new byte[] {0x7F},
                new byte[] {0, 0, 0});
        DataOutputSerializer out = new DataOutputSerializer(16);

        CanonicalOrder.writeInOrderOfBytes(out, elements, (element, target) -> target.write(element), "test");

        assertThat(out.getCopyOfBuffer()).containsExactly(0, 0, 0, 0x7F, 0x7F, 1, 0x80);
    }

    @Test
    void writesOneElementStraightToTheTarget() throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(16);
        List<DataOutputSerializer> targets = new ArrayList<>();

        CanonicalOrder.writeInOrderOfBytes(out, List.of("only"), (element, target) -> {
            targets.add((DataOutputSerializer) target);
            target.writeUTF(element);
        }, "test");

        assertThat(targets).containsExactly(out);
    }

    @Test
    void aCollectionThatChangesSizeWhileWrittenFails() {
        Collection<String> shrinking = new AbstractSet<>() {
            @Override
            public Iterator<String> iterator() {
                return List.of("a", "b").iterator();
            }

            @Override
            public int size() {
                return 3;
            }
        };

        assertThatThrownBy(() -> CanonicalOrder.writeInOrderOfBytes(new DataOutputSerializer(16), shrinking,
                (element, target) -> target.writeUTF(element), "test.Type.field"))
                .isInstanceOf(ConcurrentModificationException.class)
                .hasMessageContaining("test.Type.field");
    }
}
