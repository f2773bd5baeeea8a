package io.github.typegen.runtime.sql;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
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
 * written in, as the query's columns (each column's name, what the state holds for it: the aggregate and its SQL
 * type, or the key column's type, and how the query computes it), so that a restore with another layout either
 * moves the state into the current layout or fails naming the column that changed, instead of misreading the bytes.
 *
 * <p>Flink reads a snapshot stored in a savepoint into an instance of the current class of the same name: the
 * rebuilt query's. Then:
 * <ul>
 * <li>when the stored columns are the current ones, the state is compatible as is, and {@link #restoreSerializer()}
 * is the current serializer;
 * <li>for an accumulator, when the current query only adds aggregate columns to the stored ones, moves them, or
 * widens their types ({@code INT} to {@code BIGINT}, {@code FLOAT} to {@code DOUBLE}, a {@code DECIMAL} to a larger
 * precision of the same scale, {@code NOT NULL} to nullable: see {@link AccumulatedColumn#widens}), the state is
 * compatible after migration: {@link #restoreSerializer()} reads the stored layout and builds current accumulators,
 * each added column starting from its empty value, each widened one holding the stored value converted. A column
 * of {@code COUNT(DISTINCT ...)} keeps its distinct values in a state named by its position: it may not move;
 * <li>otherwise (a column removed, or changed in its function, {@code FILTER}, argument or type other than by a
 * widening; a group key changed in any way) {@link #restoreSerializer()} throws (the heap backend calls it while
 * it restores, RocksDB and ForSt when they open the state's column family) and {@link #resolveSchemaCompatibility}
 * answers incompatible, with a message naming each column that was added, removed or changed.
 * </ul>
 * Columns match by name: the query's result column an aggregate or key column is, else its position ({@code
 * aggregate 2}).
 *
 * <p>Version 2 of the format: {@code int} count, then per column {@code UTF} name, {@code UTF} held and {@code UTF}
 * definition. Version 1, written before the definitions were recorded, has no definition: a column read from it
 * matches a current one of the same name and held whatever its definition.
 */
public abstract class AggregateStateSnapshot<T> implements TypeSerializerSnapshot<T> {

    private static final Logger LOG = LoggerFactory.getLogger(AggregateStateSnapshot.class);

    /** The version of the format written now. */
    public static final int VERSION = 2;

    /**
     * One column of the state's layout.
     *
     * @param name the query's column, as its result names it
     * @param held what the state holds for it: {@code SUM BIGINT NOT NULL}, {@code COUNT DISTINCT BIGINT NOT NULL
     *     FILTER}, or a key column's type
     * @param definition how the query computes it, over its input's columns, with widening casts of a number left
     *     out ({@code SUM($amount)}, {@code COUNT(*) FILTER (WHERE >($amount, 0))}, {@code FLOOR($ts, HOUR)}); empty
     *     when not known (a snapshot of version 1)
     */
    public record Column(String name, String held, String definition) {
        public Column {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(held, "held");
            Objects.requireNonNull(definition, "definition");
        }

        /** Whether this column, read from a savepoint, is {@code current} (a definition not known matches any). */
        boolean matches(Column current) {
            return name.equals(current.name) && held.equals(current.held)
                    && (definition.isEmpty() || current.definition.isEmpty() || definition.equals(current.definition));
        }

        @Override
        public String toString() {
            return "'" + name + "' (" + held + (definition.isEmpty() ? "" : ": " + definition) + ")";
        }
    }

    /**
     * Builds the current accumulator from the values of a stored one: {@code values} has one entry per current
     * column, the stored column's value as {@link AccumulatedColumn#read} reads it, or null when the column is new
     * (and for a {@code SUM}, {@code MIN} or {@code MAX} without a value). Written by the generated accumulator
     * serializer, which converts each value to its column's type.
     */
    @FunctionalInterface
    public interface Migration<T> extends Serializable {
        T migrate(Object[] values);
    }

    private final String state;
    private final List<Column> current;
    private final Supplier<TypeSerializer<T>> serializer;
    /** How a stored accumulator becomes a current one; null for a group key, which Flink cannot migrate. */
    private final Migration<T> migration;
    /** The columns this snapshot describes: the current ones, or those read from a savepoint. */
    private List<Column> columns;

    /**
     * The snapshot of a group key's serializer, which restores the state only as it is.
     *
     * @param state what the state is, for messages: {@code the group key of query stage 'summary'}
     * @param current the current layout's columns
     * @param serializer the current serializer
     */
    protected AggregateStateSnapshot(String state, List<Column> current, Supplier<TypeSerializer<T>> serializer) {
        this(state, current, serializer, null);
    }

    /**
     * The snapshot of an accumulator's serializer, which restores the state of a query with fewer, moved or
     * narrower aggregate columns through {@code migration}.
     *
     * @param state what the state is, for messages: {@code the accumulator of query stage 'summary'}
     * @param current the current layout's columns
     * @param serializer the current serializer
     * @param migration builds the current accumulator from a stored one's values; null when the state is only
     *     restored as it is
     */
    protected AggregateStateSnapshot(String state, List<Column> current, Supplier<TypeSerializer<T>> serializer,
            Migration<T> migration) {
        this.state = state;
        this.current = List.copyOf(current);
        this.serializer = serializer;
        this.migration = migration;
        this.columns = this.current;
    }

    /** A column of the layout. */
    protected static Column column(String name, String held, String definition) {
        return new Column(name, held, definition);
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
            out.writeUTF(column.definition());
        }
    }

    @Override
    public final void readSnapshot(int readVersion, DataInputView in, ClassLoader userCodeClassLoader)
            throws IOException {
        if (readVersion != 1 && readVersion != VERSION) {
            throw new IOException("Cannot read version " + readVersion + " of the snapshot of " + state
                    + ": this build of Typegen reads versions 1 to " + VERSION);
        }
        int count = in.readInt();
        if (count < 0) {
            throw new IOException("Corrupt snapshot of " + state + ": " + count + " columns");
        }
        List<Column> read = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            read.add(new Column(in.readUTF(), in.readUTF(), readVersion == 1 ? "" : in.readUTF()));
        }
        columns = List.copyOf(read);
    }

    @Override
    public final TypeSerializer<T> restoreSerializer() {
        if (sameAs(columns, current)) {
            return serializer.get();
        }
        Plan plan = plan(columns, current);
        if (!plan.problems().isEmpty()) {
            throw new IllegalStateException(message(plan.problems()));
        }
        return new AggregateStateMigration<>(state, plan.layout(), plan.sources(), migration, serializer.get(),
                this);
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
        if (sameAs(old.columns, columns)) {
            return TypeSerializerSchemaCompatibility.compatibleAsIs();
        }
        Plan plan = plan(old.columns, columns);
        if (!plan.problems().isEmpty()) {
            LOG.error(message(plan.problems()));
            return TypeSerializerSchemaCompatibility.incompatible();
        }
        LOG.info("The state of {} is moved into the current query's columns {}, from the savepoint's {}", state,
                columns, old.columns);
        return TypeSerializerSchemaCompatibility.compatibleAfterMigration();
    }

    private static boolean sameAs(List<Column> old, List<Column> now) {
        if (old.size() != now.size()) {
            return false;
        }
        for (int i = 0; i < old.size(); i++) {
            if (!old.get(i).matches(now.get(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * How state written with the columns {@code old} is read with {@code now}: the stored layout and, for each
     * current column, the stored column it takes its value from; or the problems that keep it from being read.
     */
    private record Plan(List<AccumulatedColumn> layout, int[] sources, List<String> problems) {}

    private Plan plan(List<Column> old, List<Column> now) {
        List<String> problems = new ArrayList<>();
        if (migration == null) {
            // a group key: Flink's keyed backends read keys only as they are; every difference is a problem
            for (int i = 0; i < Math.max(old.size(), now.size()); i++) {
                Column before = i < old.size() ? old.get(i) : null;
                Column after = i < now.size() ? now.get(i) : null;
                if (before != null && after != null && before.matches(after)) {
                    continue;
                }
                if (before == null) {
                    problems.add("column " + after + " was added");
                } else if (after == null) {
                    problems.add("column " + before + " was removed");
                } else {
                    problems.add(changed(before, after));
                }
            }
            return new Plan(List.of(), new int[0], problems);
        }
        List<AccumulatedColumn> layout = new ArrayList<>();
        Map<String, Integer> oldByName = new HashMap<>();
        for (int i = 0; i < old.size(); i++) {
            Optional<AccumulatedColumn> read = AccumulatedColumn.parse(old.get(i).held());
            if (read.isEmpty()) {
                problems.add("column " + old.get(i) + " is held in a layout this build of Typegen cannot read");
            } else {
                layout.add(read.get());
            }
            oldByName.put(old.get(i).name(), i);
        }
        if (!problems.isEmpty()) {
            return new Plan(List.of(), new int[0], problems);
        }
        int[] sources = new int[now.size()];
        boolean[] used = new boolean[old.size()];
        for (int i = 0; i < now.size(); i++) {
            Column after = now.get(i);
            Integer from = oldByName.get(after.name());
            sources[i] = -1;
            if (from == null) {
                continue; // an added column: it starts from its empty value
            }
            used[from] = true;
            Column before = old.get(from);
            Optional<AccumulatedColumn> wider = AccumulatedColumn.parse(after.held());
            boolean sameDefinition = before.definition().isEmpty() || after.definition().isEmpty()
                    || before.definition().equals(after.definition());
            if (!sameDefinition || wider.isEmpty() || !wider.get().widens(layout.get(from))) {
                problems.add(changed(before, after));
            } else if (layout.get(from).distinct() && from != i) {
                problems.add("column " + after + " moved from position " + (from + 1) + " to " + (i + 1)
                        + " among the aggregates, and its distinct values are kept by position");
            } else {
                sources[i] = from;
            }
        }
        for (int i = 0; i < old.size(); i++) {
            if (!used[i]) {
                problems.add("column " + old.get(i) + " was removed, and its state would be lost");
            }
        }
        return new Plan(layout, sources, problems);
    }

    private static String changed(Column before, Column after) {
        if (!before.name().equals(after.name())) {
            return "column " + before + " became " + after;
        }
        if (!before.held().equals(after.held())) {
            return "column '" + after.name() + "' changed from " + before.held() + " to " + after.held();
        }
        return "column '" + after.name() + "' changed from " + before.definition() + " to " + after.definition();
    }

    /** Why the stored state cannot be read: each column that differs. */
    private String message(List<String> problems) {
        return "The state of " + state + " was written for a query with other columns, and cannot be read:\n  - "
                + String.join("\n  - ", problems)
                + "\nRestore from a savepoint of this query, or start the query's state empty (without the savepoint,"
                + " or with its operator's state left out). A query may add aggregate columns, and widen one's type"
                + " (INT to BIGINT, FLOAT to DOUBLE, a DECIMAL to a larger precision of the same scale)";
    }
}
