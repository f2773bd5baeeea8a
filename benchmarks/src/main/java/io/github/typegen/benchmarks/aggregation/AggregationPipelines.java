package io.github.typegen.benchmarks.aggregation;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.nexmark.Event.Bid;
import io.github.typegen.runtime.table.Change;

/**
 * {@link AggregationQuery}'s aggregations as {@code @Stage.Sql} stages returning their changelog (all insertions for
 * a window aggregation), each the one
 * stage of its pipeline. The module compiles with {@code -Atypegen.sql.requireFusion=true}: each compiles into a
 * typed keyed operator, or the build fails.
 */
final class AggregationPipelines {

    private AggregationPipelines() {}

    @Pipeline
    static class SpendReport implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(AggregationSql.SPEND_REPORT)
        Change<AggregationResults.SpendRow> report(Transaction transaction) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class Q17 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = AggregationSql.Q17, table = "bid")
        Change<AggregationResults.Q17> q17(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class TumbleCount implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(AggregationSql.TUMBLE_COUNT)
        Change<AggregationResults.WindowCount> tumbleCount(TimedTransaction transaction) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class HopCount implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(AggregationSql.HOP_COUNT)
        Change<AggregationResults.WindowCount> hopCount(TimedTransaction transaction) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }
}
