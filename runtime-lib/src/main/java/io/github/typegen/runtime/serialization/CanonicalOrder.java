package io.github.typegen.runtime.serialization;

import java.io.IOException;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.ConcurrentModificationException;
import java.util.List;
import java.util.Map;

import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The canonical order in which generated serializers write the elements of a {@code Set} or {@code HashSet}
 * and the entries of a {@code Map} or {@code HashMap}: kinds whose iteration order carries no meaning, so that
 * equal values always serialize to equal bytes, whatever their runtime class, capacity or insertion order.
 * RocksDB and ForSt find keyed state, and {@code MapState} entries, by the bytes of the key: a key whose set
 * iterated in another order would otherwise find another state.
 *
 * <p>The order is a function of the elements alone, the same on every JVM and every run:
 * <ul>
 *   <li>elements (map keys) of type {@code String}, a boxed primitive or an enum: their natural order, null
 *       first ({@link #naturalOrder(Collection)}, {@link #naturalKeyOrder(Map)});
 *   <li>any other element type: the unsigned lexicographic order of each element's serialized bytes, and of
 *       each entry's (its key's bytes, then its value's) for maps ({@link #writeInOrderOfBytes}). Serialized
 *       elements never are a prefix of one another, so entries are ordered by their keys' bytes first.
 * </ul>
 * Collections of fewer than two elements are written as they are, allocating nothing.
 */
public final class CanonicalOrder {

    /**
     * Writes one element of a collection (or one entry of a map) as generated code writes it there, presence
     * flag included, to {@code out}.
     */
    @FunctionalInterface
    public interface ElementWriter<T> {
        void write(T element, DataOutputView out) throws IOException;
    }

    private static final Comparator<Comparable<Object>> NULL_FIRST = Comparator.nullsFirst(Comparator.naturalOrder());

    /** Map entries by {@link #NULL_FIRST} of their keys: one instance, not a new comparator for every map written. */
    @SuppressWarnings("unchecked")
    private static final Comparator<Object> BY_KEY_NULL_FIRST = (a, b) -> NULL_FIRST.compare(
            (Comparable<Object>) ((Map.Entry<?, ?>) a).getKey(), (Comparable<Object>) ((Map.Entry<?, ?>) b).getKey());

    private CanonicalOrder() {}

    /**
     * The elements of {@code values} in their natural order, null first: {@code values} itself when it has
     * fewer than two.
     */
    @SuppressWarnings("unchecked")
    public static <T extends Comparable<? super T>> Collection<T> naturalOrder(Collection<T> values) {
        if (values.size() < 2) {
            return values;
        }
        Object[] elements = values.toArray();
        Arrays.sort(elements, (Comparator<Object>) (Comparator<?>) NULL_FIRST);
        return (List<T>) (List<?>) Arrays.asList(elements);
    }

    /**
     * The entries of {@code map} in the natural order of their keys, null first: {@code map.entrySet()} itself
     * when it has fewer than two.
     */
    @SuppressWarnings("unchecked")
    public static <K extends Comparable<? super K>, V> Collection<Map.Entry<K, V>> naturalKeyOrder(Map<K, V> map) {
        if (map.size() < 2) {
            return map.entrySet();
        }
        Object[] entries = map.entrySet().toArray();
        Arrays.sort(entries, BY_KEY_NULL_FIRST);
        return (List<Map.Entry<K, V>>) (List<?>) Arrays.asList(entries);
    }

    /**
     * Writes the elements of {@code values} (not their number) in the unsigned lexicographic order of their
     * bytes, each as {@code writer} writes it: with fewer than two, straight to {@code target}; otherwise each
     * into a buffer first, then sorted.
     *
     * @param location the type and field being written, for the error message
     * @throws ConcurrentModificationException if {@code values} changes size while it is written
     */
    public static <T> void writeInOrderOfBytes(DataOutputView target, Collection<T> values,
            ElementWriter<? super T> writer, String location) throws IOException {
        int size = values.size();
        if (size < 2) {
            for (T value : values) {
                writer.write(value, target);
            }
            return;
        }
        DataOutputSerializer buffer = new DataOutputSerializer(size * 16);
        int[] ends = new int[size];
        int count = 0;
        for (T value : values) {
            if (count == size) {
                throw changedWhileWritten(location, size);
            }
            writer.write(value, buffer);
            ends[count++] = buffer.length();
        }
        if (count != size) {
            throw changedWhileWritten(location, size);
        }
        byte[] bytes = buffer.getSharedBuffer();
        Integer[] order = new Integer[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Arrays.compareUnsigned(bytes, start(ends, a), ends[a], bytes, start(ends, b),
                ends[b]));
        for (int i : order) {
            target.write(bytes, start(ends, i), ends[i] - start(ends, i));
        }
    }

    private static int start(int[] ends, int index) {
        return index == 0 ? 0 : ends[index - 1];
    }

    private static ConcurrentModificationException changedWhileWritten(String location, int size) {
        return new ConcurrentModificationException("Cannot write " + location + ": it no longer holds the " + size
                + " elements it held when its size was written; it was changed while being serialized");
    }
}
