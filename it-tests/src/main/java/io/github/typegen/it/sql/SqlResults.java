package io.github.typegen.it.sql;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

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

    /** Of {@link FusedQueries.MixedNumbers}. */
    @FlinkType
    public record MixedNumbers(long id, Integer modLong, Integer modId, Long modByLong, Byte modTiny, Long sumLong,
            Long productLong, Double differenceDouble, BigDecimal sumDecimal, Double ratio, Long wrappedLong,
            Boolean greater, Boolean same, Boolean below, Boolean atLeast, Boolean listed, Boolean listedLong,
            Long chosen, Double chosenDouble, BigDecimal chosenDecimal, Long firstLong, BigDecimal firstDecimal,
            Double firstDouble) {}

    /** Of {@link FusedQueries.Decimals}. */
    @FlinkType
    public record Decimals(long id, BigDecimal tripled, BigDecimal nudged, BigDecimal seventh, Integer whole,
            Double approx, Boolean big, BigDecimal total) {}

    /** Of {@link FusedQueries.Texts}. */
    @FlinkType
    public record Texts(long id, String shout, String quiet, Integer chars, String exclaimed, Boolean startsWithA,
            Boolean secondB, String digits, String prefix, Boolean later, String padded) {}

    /** Of {@link FusedQueries.StringFunctions}. */
    @FlinkType
    public record StringFunctions(long id, String trimmed, String leadingA, String trailingB, String bothEnds,
            String ltrimmed, String rtrimmed, String tail, String nearEnd, String anywhere, String head,
            String leftPart, String rightPart, Integer positionB, Integer smiley, Integer fromI, String replaced,
            String doubled, String joined, String lpadded, String rpadded, String capitalized, String repeated,
            String reversed, String upperHead, Boolean reversedFirst, Boolean replacedFirst) {}

    /** Of {@link FusedQueries.Patterns}. */
    @FlinkType
    public record Patterns(long id, String word, String secondAlternative, String capitals, String groupI,
            String groupL, String invalid, String ofColumnRegex, String afterSmiley, String literalReplacement,
            String betweenAll, String invalidReplace, String columnReplaced, Boolean matched, Boolean emptyRegex,
            Boolean invalidMatch, Boolean columnMatches) {}

    /** Of {@link FusedQueries.Pieces}. */
    @FlinkType
    public record Pieces(long id, String afterA, String firstWord, String pieceI, String beforeAb, String afterSmiley,
            String afterCodeA, String byCodeN, String byCodeI, Integer firstA, Integer aFromI, Integer secondB,
            Integer emptyFromI, Integer lastSmiley, Integer firstByte, String ofN, String ofL, String ofI,
            String placedAtI, String smileyFor, String selfPlaced, String cleared) {}

    /** Of {@link FusedQueries.NexmarkQ21}: Nexmark's column names. */
    @FlinkType
    public record NexmarkQ21(long auction, long bidder, long price, String channel, String channel_id) {}

    /** Of {@link FusedQueries.NexmarkQ22}. */
    @FlinkType
    public record NexmarkQ22(long auction, long bidder, long price, String channel, String dir1, String dir2,
            String dir3) {}

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

    /** Of {@link FusedQueries.Moments}. */
    @FlinkType
    public record Moments(long id, LocalDate birthday, LocalTime alarm, LocalDateTime stamp,
            @Column(type = "TIMESTAMP(3)") LocalDateTime milli, Instant instant, Boolean afterLeapDay,
            Boolean office, Boolean beforeEpoch, boolean changed, Boolean expires, boolean sameInstant,
            LocalDateTime firstStamp, LocalDate dayOrFirst, @Column(type = "TIMESTAMP(3)") LocalDateTime truncated,
            @Column(type = "TIMESTAMP(3)") LocalDateTime shortened, LocalDate stampDay,
            @Column(type = "TIMESTAMP(0)") LocalDateTime midnight, String clock,
            @Column(type = "TIME(0)") LocalTime wholeSecond, @Column(type = "TIMESTAMP(3)") LocalDateTime onEpochDay,
            @Column(type = "TIMESTAMP_LTZ(3)") Instant instantMillis) {}

    /** Of {@link FusedQueries.Parts}. */
    @FlinkType
    public record Parts(long id, Long y, Long q, Long mo, Long w, Long doy, Long dom, Long dow, Long h, Long mi,
            Long s, Long ms, Long micros, Long nanos, Long epochSeconds, Long decadeOf, Long isoDow, Long isoYear,
            Long dayHour, Boolean sameYear, LocalDate stampDay) {}

    /** Of {@link FusedQueries.Shifts}. */
    @FlinkType
    public record Shifts(long id, LocalDateTime hourStart, LocalDateTime nextDay, LocalDate monthStart,
            LocalDate yearEnd, LocalDateTime stampMonth, @Column(type = "TIMESTAMP(3)") LocalDateTime upMilli,
            LocalTime minuteStart, String nextSecond, LocalDate sameDay, LocalDate tomorrow,
            LocalDate monthBefore, LocalDateTime later, LocalDateTime earlier, LocalTime laterTime,
            LocalTime earlierTime, Instant laterInstant, Instant earlierInstant, LocalDate nextMonth,
            LocalDateTime halfMinute, Integer dayCount, Integer monthCount, Integer hourCount, Integer yearCount,
            Integer secondCount) {}

    /** Of {@link FusedQueries.Written}. */
    @FlinkType
    public record Written(long id, String dayText, String timeText, String stampText, String cut, String centis,
            String padded, String formatted, String named, Boolean recent) {}

    /** Of {@link FusedQueries.ParsedDates}. */
    @FlinkType
    public record ParsedDates(long id, LocalDate onDay, @Column(type = "TIME(3)") LocalTime clock,
            @Column(type = "TIMESTAMP(6)") LocalDateTime stamp, LocalDate stampDay, LocalDateTime midnight) {}

    /** Of {@link FusedQueries.Read}. */
    @FlinkType
    public record Read(long id, LocalDate onDay, LocalDate stampDay,
            @Column(type = "TIMESTAMP(3)") LocalDateTime stamp, @Column(type = "TIMESTAMP(3)") LocalDateTime clock,
            @Column(type = "TIMESTAMP(3)") LocalDateTime midnight) {}

    /** Of {@link FusedQueries.OutOfDay}. */
    @FlinkType
    public record OutOfDay(long id, @Column(type = "TIME(3)") LocalTime clock) {}
}
