package io.github.typegen.benchmarks.nexmark;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.benchmarks.nexmark.Event.Bid;

/**
 * Nexmark's queries as {@code @Stage.Sql} stages over a typed stream of bids, each query's text exactly as
 * published and read from the table {@code bid}, as the published queries name it. Each pipeline is the one stage;
 * the processor compiles a query into the pipeline's fused operator where it can, and says why not where it cannot
 * (its {@code TypegenSqlFused} and {@code TypegenSqlNotFused} notes).
 *
 * <p>Not here yet: q10, whose two {@code DATE_FORMAT} columns have no names ({@code EXPR$5}), which Nexmark's
 * {@code INSERT INTO} fills by position and a stage's result by name. q14 calls {@code count_char}, a function the
 * job registers, which the compile-time check cannot know: it is declared unchecked.
 */
final class NexmarkPipelines {

    private NexmarkPipelines() {}

    @Pipeline
    static class Q0 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = NexmarkSql.Q0, table = NexmarkQuery.TABLE)
        Results.Q0 q0(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class Q1 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = NexmarkSql.Q1, table = NexmarkQuery.TABLE)
        Results.Q1 q1(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class Q2 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = NexmarkSql.Q2, table = NexmarkQuery.TABLE)
        Results.Q2 q2(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class Q14 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = NexmarkSql.Q14, table = NexmarkQuery.TABLE, checked = false)
        Results.Q14 q14(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class Q21 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = NexmarkSql.Q21, table = NexmarkQuery.TABLE)
        Results.Q21 q21(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class Q22 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = NexmarkSql.Q22, table = NexmarkQuery.TABLE)
        Results.Q22 q22(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }
}
