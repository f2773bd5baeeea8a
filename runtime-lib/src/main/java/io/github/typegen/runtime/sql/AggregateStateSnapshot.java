package io.github.typegen.runtime.sql;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The snapshot of a fused aggregation's group key or accumulator serializer: it records the layout the state was
 * written in, as the query's columns (each column's name and what the state holds for it: the aggregate and its
 * SQL type, or the key column's type), so that a restore with another layout fails naming the column that changed
 * instead of misreading the bytes.
 *
 * <p>Flink reads a snapshot stored in a savepoint into an instance of the current class of the same name: the
 * rebuilt query's. When the stored columns equal the current ones, the state is compatible as is, and {@link
 * #restoreSerializer()} is the current serializer; otherwise {@link #restoreSerializer()} throws (the heap backend
 * calls it while it restores, RocksDB and ForSt when they open the state's column family) and {@link
 * #resolveSchemaCompatibility} answers incompatible, with a message naming each column that was added, removed or
 * changed. Nothing is migrated.
 *
 * <p>Version 1 of the format: {@code int} count, then per column {@code UTF} name and {@code UTF} description.
 */
public abstract class AggregateStateSnapshot<T> implements TypeSerializerSnapshot<T> {

    private static final Logger LOG = LoggerFactory.getLogger(AggregateStateSnapshot.class);

    /** The version of the format written now. */
    public static final int VERSION = 1;

    /**
     * One column of the state's layout.
     *
     * @param name the query's column, as its result names it
     * @param held what the state holds for it: {@code SUM BIGINT NOT NULL}, {@code COUNT DISTINCT BIGINT NOT NULL
     *     FILTER}, or a key column's type
     */
    public record Column(String name, String held) {
        public Column {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(held, "held");
        }

        @Override
        public String toString() {
            return "'" + name + "' (" + held + ")";
        }
    }

    private final String state;
    private final List<Column> current;
    private final Supplier<TypeSerializer<T>> serializer;
    /** The columns this snapshot describes: the current ones, or those read from a savepoint. */
    private List<Column> columns;

    /**
     * @param state what the state is, for messages: {@code the accumulator of query stage 'summary'}
     * @param current the current layout's columns
     * @param serializer the current serializer
     */
    protected AggregateStateSnapshot(String state, List<Column> current, Supplier<TypeSerializer<T>> serializer) {
        this.state = state;
        this.current = List.copyOf(current);
        this.serializer = serializer;
        this.columns = this.current;
    }

    /** A column of the layout. */
    protected static Column column(String name, String held) {
        return new Column(name, held);
    }

    /** The columns this snapshot describes. */
    public final List<Column> columns() {
        return columns;
    }

    @Override
    public final int getCurrentVersion() {
        return VERSION;
    }

    @Override
    public final void writeSnapshot(DataOutputView out) throws IOException {
        out.writeInt(columns.size());
        for (Column column : columns) {
            out.writeUTF(column.name());
            out.writeUTF(column.held());
        }
    }

    @Override
    public final void readSnapshot(int readVersion, DataInputView in, ClassLoader userCodeClassLoader)
            throws IOException {
        if (readVersion != VERSION) {
            throw new IOException("Cannot read version " + readVersion + " of the snapshot of " + state
                    + ": this build of Typegen reads version " + VERSION);
        }
        int count = in.readInt();
        if (count < 0) {
            throw new IOException("Corrupt snapshot of " + state + ": " + count + " columns");
        }
        List<Column> read = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            read.add(new Column(in.readUTF(), in.readUTF()));
        }
        columns = List.copyOf(read);
    }

    @Override
    public final TypeSerializer<T> restoreSerializer() {
        if (!columns.equals(current)) {
            throw new IllegalStateException(message(columns, current));
        }
        return serializer.get();
    }

    @Override
    public final TypeSerializerSchemaCompatibility<T> resolveSchemaCompatibility(
            TypeSerializerSnapshot<T> oldSerializerSnapshot) {
        if (!(oldSerializerSnapshot instanceof AggregateStateSnapshot<T> old)
                || !old.getClass().getName().equals(getClass().getName())) {
            LOG.error("The state of {} was written by {}, not by this query's serializer", state,
                    oldSerializerSnapshot.getClass().getName());
            return TypeSerializerSchemaCompatibility.incompatible();
        }
        if (old.columns.equals(columns)) {
            return TypeSerializerSchemaCompatibility.compatibleAsIs();
        }
        LOG.error(message(old.columns, columns));
        return TypeSerializerSchemaCompatibility.incompatible();
    }

    /** Why state written with the columns {@code old} cannot be read with {@code now}: each column that differs. */
    private String message(List<Column> old, List<Column> now) {
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < Math.max(old.size(), now.size()); i++) {
            Column before = i < old.size() ? old.get(i) : null;
            Column after = i < now.size() ? now.get(i) : null;
            if (Objects.equals(before, after)) {
                continue;
            }
            if (before == null) {
                problems.add("column '" + after.name() + "' (" + after.held() + ") was added");
            } else if (after == null) {
                problems.add("column '" + before.name() + "' (" + before.held() + ") was removed");
            } else if (before.name().equals(after.name())) {
                problems.add("column '" + after.name() + "' changed from " + before.held() + " to " + after.held());
            } else {
                problems.add("column " + before + " became " + after);
            }
        }
        return "The state of " + state + " was written for a query with other columns, and cannot be read:\n  - "
                + String.join("\n  - ", problems)
                + "\nRestore from a savepoint of this query, or start the query's state empty (without the savepoint,"
                + " or with its operator's state left out)";
    }
}
