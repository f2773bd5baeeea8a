package io.github.typegen.runtime.table;

import java.util.Objects;

import org.apache.flink.types.RowKind;

/**
 * One entry of a changelog stream, typed: the kind of change ({@code +I}, {@code -U}, {@code +U},
 * {@code -D}) and the value it is about. {@link io.github.typegen.runtime.TypedTables#toChangelogStream}
 * produces them; {@link io.github.typegen.runtime.TypedTables#fromChangelogStream} reads them.
 *
 * @param kind the kind of change
 * @param value the row's content; null only in the template instance of {@link ChangeSerializer#createInstance()}
 *     when the value's serializer has no instance to offer (records, immutable classes)
 */
public record Change<T>(RowKind kind, T value) {

    public Change {
        Objects.requireNonNull(kind, "kind");
    }

    public static <T> Change<T> insert(T value) {
        return new Change<>(RowKind.INSERT, value);
    }

    public static <T> Change<T> updateBefore(T value) {
        return new Change<>(RowKind.UPDATE_BEFORE, value);
    }

    public static <T> Change<T> updateAfter(T value) {
        return new Change<>(RowKind.UPDATE_AFTER, value);
    }

    public static <T> Change<T> delete(T value) {
        return new Change<>(RowKind.DELETE, value);
    }

    /** Like Flink's {@code Row.toString()}: the short kind, then the value, e.g. {@code +I Foo[...]}. */
    @Override
    public String toString() {
        return kind.shortString() + " " + value;
    }
}
