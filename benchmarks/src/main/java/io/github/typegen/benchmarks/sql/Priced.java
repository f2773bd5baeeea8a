package io.github.typegen.benchmarks.sql;

import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/**
 * The result of {@link SqlStageBenchmark}'s query, {@code SELECT a, b * 1.1 AS c}: a mutable POJO, so that
 * Flink's own bridge can convert the table's rows into it ({@code toDataStream(table, Priced.class)}).
 */
@FlinkType
public class Priced {

    public String a;
    public double c;

    public Priced() {}

    public Priced(String a, double c) {
        this.a = a;
        this.c = c;
    }

    /** Equal columns; {@code c} compared bit for bit ({@link Double#equals}), so a different rounding shows. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Priced that && Objects.equals(a, that.a)
                && Double.doubleToLongBits(c) == Double.doubleToLongBits(that.c);
    }

    @Override
    public int hashCode() {
        return Objects.hash(a, c);
    }

    @Override
    public String toString() {
        return "Priced[a=" + a + ", c=" + c + "]";
    }
}
