package io.github.typegen.it.sql;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** The return types of the queries of {@link FusedQueries}, one per query. */
public final class SqlResults {

    private SqlResults() {}

    /** Of {@link FusedQueries.Logic}. */
    @FlinkType
    public record Logic(long id, Boolean greater, Boolean either, Boolean allTrue, Boolean negated, boolean noText,
            boolean isTrue, boolean notFalse, Boolean same) {}

    /** Of {@link FusedQueries.Arithmetic}. */
    @FlinkType
    public record Arithmetic(long id, int wrapped, Integer product, Long difference, int negated, double scaled,
            Double ratio, int quotient, int remainder, long widened) {}

    /** Of {@link FusedQueries.Decimals}. */
    @FlinkType
    public record Decimals(long id, BigDecimal tripled, BigDecimal nudged, BigDecimal seventh, Integer whole,
            Double approx, Boolean big, BigDecimal total) {}

    /** Of {@link FusedQueries.Texts}. */
    @FlinkType
    public record Texts(long id, String shout, String quiet, Integer chars, String exclaimed, Boolean startsWithA,
            Boolean secondB, String digits, String prefix, Boolean later, String padded, Boolean beforePrivateUse) {}

    /** Of {@link FusedQueries.Choices}. */
    @FlinkType
    public record Choices(long id, String signWord, int firstKnown, boolean small, boolean unit, Boolean notMiddle,
            Double known) {}

}
