package io.github.typegen.benchmarks.nexmark;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.nexmark.CountChar;
import io.github.typegen.nexmark.Event.Bid;

/**
 * Nexmark's queries as {@code @Stage.Sql} stages over a typed stream of bids, each query's text exactly as
 * published and read from the table {@code bid}, as the published queries name it. Each pipeline is the one stage;
 * the processor compiles a query into the pipeline's fused operator where it can, and says why not where it cannot
 * (its {@code TypegenSqlFused} and {@code TypegenSqlNotFused} notes).
 *
 * <p>q10's two {@code DATE_FORMAT} columns have no names ({@code EXPR$5}, {@code EXPR$6}): they fill the columns of
 * {@link Results.Q10} at their positions, {@code dt} and {@code hm}, as Nexmark's {@code INSERT INTO} fills its sink.
 * q14 calls Nexmark's user function {@code count_char}, which its stage declares ({@code @Stage.Function}), so that the
 * query is checked at compile time: {@link CountChar} is compiled before this module, in Typegen's Nexmark model.
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
    static class Q10 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = NexmarkSql.Q10, table = NexmarkQuery.TABLE)
        Results.Q10 q10(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    @Pipeline
    static class Q14 implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql(value = NexmarkSql.Q14, table = NexmarkQuery.TABLE,
                functions = @Stage.Function(name = NexmarkQuery.COUNT_CHAR, type = CountChar.class))
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
