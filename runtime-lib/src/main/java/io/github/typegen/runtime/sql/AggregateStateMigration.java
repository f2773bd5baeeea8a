package io.github.typegen.runtime.sql;

import java.io.IOException;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * The serializer that restores the accumulators of an older version of a query into the current query's
 * accumulator class: {@link AggregateStateSnapshot#restoreSerializer()} of a savepoint's snapshot whose columns
 * the current query can take over. It reads each accumulator in the older layout, column by column ({@link
 * AccumulatedColumn#read}), and builds the current accumulator from those values with the query's {@link
 * AggregateStateSnapshot.Migration}: each current column from the older column of the same name, converted to its
 * wider type; a column the older query had not, from its empty value.
 *
 * <p>Flink reads state with it and writes state with the current serializer (on the heap backend, while it
 * restores; on RocksDB and ForSt, when the operator registers the state): {@link #serialize} has no layout to write
 * a current accumulator in, and refuses; {@link #copy(DataInputView, DataOutputView)} copies an accumulator of the
 * older layout as it is.
 */
final class AggregateStateMigration<T> extends TypeSerializer<T> {

    private static final long serialVersionUID = 1L;

    private final String state;
    private final List<AccumulatedColumn> layout;
    /** For each current column, the position of its column in {@link #layout}; -1 when it is new. */
    private final int[] sources;
    private final AggregateStateSnapshot.Migration<T> migration;
    private final TypeSerializer<T> current;
    private final transient TypeSerializerSnapshot<T> snapshot;

    AggregateStateMigration(String state, List<AccumulatedColumn> layout, int[] sources,
            AggregateStateSnapshot.Migration<T> migration, TypeSerializer<T> current,
            TypeSerializerSnapshot<T> snapshot) {
        this.state = state;
        this.layout = List.copyOf(layout);
        this.sources = sources.clone();
        this.migration = migration;
        this.current = current;
        this.snapshot = snapshot;
    }

    @Override
    public boolean isImmutableType() {
        return false;
    }

    @Override
    public TypeSerializer<T> duplicate() {
        return this;
    }

    @Override
    public T createInstance() {
        return current.createInstance();
    }

    @Override
    public T copy(T from) {
        return current.copy(from);
    }

    @Override
    public T copy(T from, T reuse) {
        return current.copy(from);
    }

    @Override
    public int getLength() {
        return -1;
    }

    @Override
    public void serialize(T record, DataOutputView target) {
        throw new UnsupportedOperationException("The state of " + state + " is read in the layout of the savepoint"
                + " and written in the current query's, by the current serializer");
    }

    @Override
    public T deserialize(DataInputView source) throws IOException {
        Object[] old = new Object[layout.size()];
        for (int i = 0; i < old.length; i++) {
            old[i] = layout.get(i).read(source);
        }
        Object[] values = new Object[sources.length];
        for (int i = 0; i < values.length; i++) {
            values[i] = sources[i] < 0 ? null : old[sources[i]];
        }
        return migration.migrate(values);
    }

    @Override
    public T deserialize(T reuse, DataInputView source) throws IOException {
        return deserialize(source);
    }

    @Override
    public void copy(DataInputView source, DataOutputView target) throws IOException {
        for (AccumulatedColumn column : layout) {
            column.write(column.read(source), target);
        }
    }

    @Override
    public TypeSerializerSnapshot<T> snapshotConfiguration() {
        return snapshot;
    }

    @Override
    public boolean equals(Object object) {
        return object instanceof AggregateStateMigration<?> other && state.equals(other.state)
                && layout.equals(other.layout) && Arrays.equals(sources, other.sources)
                && current.equals(other.current);
    }

    @Override
    public int hashCode() {
        return Objects.hash(state, layout, Arrays.hashCode(sources), current);
    }
}
