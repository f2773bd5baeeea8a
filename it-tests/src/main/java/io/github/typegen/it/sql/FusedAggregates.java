package io.github.typegen.it.sql;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/**
 * Queries that Flink plans as a group aggregation of their input, each the one stage of its pipeline returning its
 * changelog: with {@code typegen-sql} on the processor path, each is a typed keyed operator. {@code
 * AggregateFusionDifferentialTest} runs each both ways, fused and on Flink's Table runtime, on the same rows.
 */
public final class FusedAggregates {

    private FusedAggregates() {}

    /** Counts, sums that wrap, MIN and MAX over doubles with NaN and signed zeros, averages in integers. */
    @Pipeline
    public static class Numbers implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT i, COUNT(*) AS `rows`, COUNT(l) AS withL, SUM(n) AS sumN,"
                + " SUM(l) AS sumL, MIN(x) AS lowestX, MAX(d) AS highestD, AVG(n) AS averageN, AVG(x) AS averageX,"
                + " COUNT(DISTINCT s) AS texts, COUNT(DISTINCT x) FILTER (WHERE n > 0) AS positiveXs"
                + " FROM input GROUP BY i";

        @Stage.Sql(QUERY)
        Change<AggregateResults.Numbers> query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Expression and nullable keys, decimals, and FILTER (WHERE ...) on each kind of aggregate. */
    @Pipeline
    public static class Filtered implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT MOD(id, 5) AS bucket, b, SUM(m) AS sumM, MIN(m) AS lowestM,"
                + " MAX(m) FILTER (WHERE b) AS highestTrueM, COUNT(*) FILTER (WHERE n > 0) AS positives,"
                + " SUM(i) FILTER (WHERE s IS NOT NULL) AS sumIWithText, AVG(l) FILTER (WHERE i > 0) AS averageL"
                + " FROM input GROUP BY MOD(id, 5), b";

        @Stage.Sql(QUERY)
        Change<AggregateResults.Filtered> query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /**
     * MIN and MAX of strings (by code point, characters above U+FFFF and from U+E000 among them) and of booleans,
     * and of a number, per expression key.
     */
    @Pipeline
    public static class Ordered implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT MOD(id, 3) AS bucket, MIN(s) AS firstText, MAX(s) AS lastText,"
                + " MIN(b) AS allTrue, MAX(b) AS anyTrue, MAX(s) FILTER (WHERE b) AS lastTrueText, MIN(n) AS lowestN"
                + " FROM input GROUP BY MOD(id, 3)";

        @Stage.Sql(QUERY)
        Change<AggregateResults.Ordered> query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** A filter before the aggregation, HAVING after it (on each row of the changelog), a string key. */
    @Pipeline
    public static class Having implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT s, COUNT(*) AS `rows`, SUM(l) AS total FROM input"
                + " WHERE n <> 0 GROUP BY s HAVING COUNT(*) > 1";

        @Stage.Sql(QUERY)
        Change<AggregateResults.Having> query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** The tutorial's spend report, as its meaning reads in SQL. */
    @Pipeline
    public static class SpendReport implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT accountId, FLOOR(transactionTime TO HOUR) AS logTs,"
                + " SUM(amount) AS amount FROM input GROUP BY accountId, FLOOR(transactionTime TO HOUR)";

        @Stage.Sql(QUERY)
        Change<AggregateResults.Spend> report(Transaction transaction) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /**
     * A spend report with every kind of aggregate the fused operator keeps in its state (a sum, counts, a minimum,
     * a maximum, an average, a filtered count, a distinct count): {@code AggregateStateTest} runs it on each state
     * backend and through a savepoint. Its row count is {@code COUNT(transactionTime)}: with {@code COUNT(*)}, a
     * {@code SUM} and an {@code AVG} of the same column, Flink's planner plans the aggregation with a {@code $SUM0}
     * call, which is not fused.
     */
    @Pipeline
    public static class SpendSummary implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT accountId, FLOOR(transactionTime TO HOUR) AS logTs,"
                + " SUM(amount) AS total, COUNT(transactionTime) AS `rows`, MIN(amount) AS lowest,"
                + " MAX(amount) AS highest, AVG(amount) AS average, COUNT(*) FILTER (WHERE amount > 0) AS credits,"
                + " COUNT(DISTINCT amount) AS amounts FROM input GROUP BY accountId, FLOOR(transactionTime TO HOUR)";

        @Stage.Sql(QUERY)
        Change<AggregateResults.SpendSummary> summary(Transaction transaction) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /**
     * {@link SpendSummary} changed: {@code total} sums the amounts as {@code INT}. Its accumulator's layout
     * differs from {@code SpendSummary}'s in that column only, its group key's not at all.
     */
    @Pipeline
    public static class SpendSummaryChanged implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT accountId, FLOOR(transactionTime TO HOUR) AS logTs,"
                + " SUM(CAST(amount AS INT)) AS total, COUNT(transactionTime) AS `rows`,"
                + " MIN(amount) AS lowest, MAX(amount) AS highest, AVG(amount) AS average,"
                + " COUNT(*) FILTER (WHERE amount > 0) AS credits,"
                + " COUNT(DISTINCT amount) AS amounts FROM input GROUP BY accountId, FLOOR(transactionTime TO HOUR)";

        @Stage.Sql(QUERY)
        Change<AggregateResults.SpendSummaryOfInts> summary(Transaction transaction) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /**
     * An updating query that stays on Flink's Table runtime ({@code MIN} of a string), whose stage returns its
     * changelog through {@code toChangelogStream}; the next stage reads the changes.
     */
    @Pipeline
    public static class Distinct implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT MIN(s) AS s, COUNT(DISTINCT i) AS `rows`, SUM(l) AS total"
                + " FROM input GROUP BY n";

        @Stage.Sql(QUERY)
        Change<AggregateResults.Having> query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }

        @Stage.Filter
        boolean counted(Change<AggregateResults.Having> change) {
            return change.value().rows() > 0;
        }
    }
}
