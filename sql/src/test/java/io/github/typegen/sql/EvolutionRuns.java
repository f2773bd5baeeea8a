package io.github.typegen.sql;

import java.lang.reflect.RecordComponent;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.apache.flink.types.Row;
import org.apache.flink.types.RowKind;

/**
 * What the jobs of {@code AggregateEvolutionTest} share with the test, on the test's class path (the jobs' own
 * classes, compiled for each version of the query, are loaded child first from a directory of their own): the
 * purchases they read and the changes they emit.
 */
public final class EvolutionRuns {

    /** Each change the jobs emitted, as a row of its kind and the result's components (the cluster is in this JVM). */
    public static final ConcurrentLinkedQueue<Row> EMITTED = new ConcurrentLinkedQueue<>();

    /** The purchases of a run. */
    public static final int PURCHASES = 210;
    /** The accounts: each has purchases before and after the savepoint. */
    public static final int ACCOUNTS = 7;

    private EvolutionRuns() {}

    /** The account of purchase {@code i}. */
    public static long account(int i) {
        return i % ACCOUNTS;
    }

    /** The amount of purchase {@code i}: negative and positive, with repeats within an account. */
    public static int amount(int i) {
        return (i * 37) % 41 - 12;
    }

    /** Records a change of {@code result}, a record, as a row of its components. */
    public static void record(RowKind kind, Object result) {
        RecordComponent[] components = result.getClass().getRecordComponents();
        Object[] values = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            try {
                components[i].getAccessor().setAccessible(true);
                values[i] = components[i].getAccessor().invoke(result);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException(e);
            }
        }
        EMITTED.add(Row.ofKind(kind, values));
    }
}
