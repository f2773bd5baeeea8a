package io.github.typegen.it.sql;

import java.math.BigDecimal;

import io.github.typegen.annotations.Column;
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

    /** Of {@link FusedQueries.StringFunctions}. */
    @FlinkType
    public record StringFunctions(long id, String trimmed, String leadingA, String trailingB, String bothEnds,
            String ltrimmed, String rtrimmed, String tail, String nearEnd, String anywhere, String head,
            String leftPart, String rightPart, Integer positionB, Integer smiley, Integer fromI, String replaced,
            String doubled, String joined, String lpadded, String rpadded, String capitalized, String repeated,
            String reversed, String upperHead, Boolean reversedFirst, Boolean replacedFirst) {}

    /** Of {@link FusedQueries.Parsed}. */
    @FlinkType
    public record Parsed(long id, Integer whole, Long big, Byte tiny, Short small, Double asDouble, Float asFloat,
            @Column(type = "DECIMAL(6, 2)") BigDecimal amount, @Column(type = "DECIMAL(20, 3)") BigDecimal wide,
            Boolean flag, Boolean roundTrip) {}

    /** Of {@link FusedQueries.Cast}. */
    @FlinkType
    public record Cast(long id, Integer whole, Long big, Double plusOne) {}

    /** Of {@link FusedQueries.StrictCast}. */
    @FlinkType
    public record StrictCast(long id, Integer whole) {}

    /** Of {@link FusedQueries.MoreCasts}. */
    @FlinkType
    public record MoreCasts(long id, @Column(type = "DECIMAL(10, 2)") BigDecimal modThree,
            @Column(type = "DECIMAL(10, 2)") BigDecimal modSmall, @Column(type = "DECIMAL(11, 1)") BigDecimal modInt,
            @Column(type = "DECIMAL(12, 4)") BigDecimal asFixed, @Column(type = "DECIMAL(20, 6)") BigDecimal fromFloat,
            @Column(type = "DECIMAL(3, 1)") BigDecimal tooSmall, @Column(type = "DECIMAL(3, 1)") BigDecimal flag,
            Boolean underscoreAfterA, Boolean hasPercent,
            Boolean notBang, Boolean dollar) {}

    /** Of {@link FusedQueries.CaseMapping}. */
    @FlinkType
    public record CaseMapping(long id, String shout, String quiet, String shoutHead, String quietTrimmed,
            String capitalized, String shoutReplaced, String quietJoined) {}

    /** Of {@link FusedQueries.Choices}. */
    @FlinkType
    public record Choices(long id, String signWord, int firstKnown, boolean small, boolean unit, Boolean notMiddle,
            Double known) {}

}
