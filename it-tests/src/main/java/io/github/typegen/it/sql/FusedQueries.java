package io.github.typegen.it.sql;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * Queries that Flink plans as a projection and/or filter of their input, each the one stage of its pipeline:
 * with {@code typegen-sql} on the processor path, each is written as Java inside its fused operator. {@code
 * CalcFusionDifferentialTest} runs each both ways, fused and on Flink's Table runtime, on the same rows.
 */
public final class FusedQueries {

    private FusedQueries() {}

    /** Comparisons, three-valued logic and the IS tests. */
    @Pipeline
    public static class Logic implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, i > n AS greater, i = n OR x < d AS either,"
                + " b AND i IS NOT NULL AS allTrue, NOT b AS negated, s IS NULL AS noText, b IS TRUE AS isTrue,"
                + " b IS NOT FALSE AS notFalse, b = (n > 0) AS same"
                + " FROM input WHERE i IS NULL OR i <> 0";

        @Stage.Sql(QUERY)
        SqlResults.Logic query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Integer arithmetic that overflows as Java's does, floating point with NaN and infinities, casts. */
    @Pipeline
    public static class Arithmetic implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, n + 2147483647 AS wrapped, i * n AS product,"
                + " l - id AS difference, -n AS negated, d * 1.1 AS scaled, x / d AS ratio, n / 3 AS quotient,"
                + " MOD(n, 7) AS remainder, CAST(n AS BIGINT) * 3 AS widened"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.Arithmetic query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /**
     * Mixed numeric operands, with Flink's implicit types: INT with BIGINT, DECIMAL and DOUBLE in arithmetic, MOD
     * (typed as its second operand, computed in the wider type), comparisons, IN, CASE branches and COALESCE; BIGINT
     * arithmetic that wraps around.
     */
    @Pipeline
    public static class MixedNumbers implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, MOD(l, 123) AS modLong, MOD(id, 7) AS modId,"
                + " MOD(n, 5000000000) AS modByLong, MOD(i, CAST(3 AS TINYINT)) AS modTiny, n + l AS sumLong,"
                + " i * l AS productLong, l - d AS differenceDouble, n + m AS sumDecimal, x / n AS ratio,"
                + " id + 9223372036854775807 AS wrappedLong, l > n AS greater, i = l AS same, m < l AS below,"
                + " d >= m AS atLeast, i IN (1, 2, 3000000000) AS listed, l IN (1, 2, 3) AS listedLong,"
                + " CASE WHEN b THEN n ELSE l END AS chosen, CASE WHEN b THEN i ELSE d END AS chosenDouble,"
                + " CASE WHEN b THEN m ELSE n END AS chosenDecimal, COALESCE(i, l, 0) AS firstLong,"
                + " COALESCE(m, n) AS firstDecimal, COALESCE(x, i) AS firstDouble"
                + " FROM input WHERE MOD(id, 123) <> 5 OR l IS NULL";

        @Stage.Sql(QUERY)
        SqlResults.MixedNumbers query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** DECIMAL arithmetic with its precision, scale and rounding, and casts from and to it. */
    @Pipeline
    public static class Decimals implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, m * 3 AS tripled, m + 0.005 AS nudged, m / 7 AS seventh,"
                + " CAST(m AS INT) AS whole, CAST(m AS DOUBLE) AS approx, m > 10 AS big, m + n AS total"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.Decimals query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** String functions, LIKE, string order and casts to strings. */
    @Pipeline
    public static class Texts implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, UPPER(s) AS shout, LOWER(s) AS quiet,"
                + " CHAR_LENGTH(s) AS chars, s || '!' AS exclaimed, s LIKE 'a%' AS startsWithA,"
                + " s LIKE '_b%' AS secondB, CAST(n AS STRING) AS digits, CAST(s AS VARCHAR(3)) AS prefix,"
                + " s > 'm' AS later, CAST(s AS CHAR(4)) AS padded"
                + " FROM input WHERE s IS NULL OR s <> ''";

        @Stage.Sql(QUERY)
        SqlResults.Texts query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** String functions: trimming, substrings, positions, replacing, joining, padding, repeating, reversing. */
    @Pipeline
    public static class StringFunctions implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, TRIM(s) AS trimmed, TRIM(LEADING 'a' FROM s) AS leadingA,"
                + " TRIM(TRAILING 'b\uD83D\uDE00' FROM s) AS trailingB, TRIM(BOTH ' a' FROM s) AS bothEnds,"
                + " LTRIM(s) AS ltrimmed, RTRIM(s, 'z ') AS rtrimmed, SUBSTRING(s, 2) AS tail,"
                + " SUBSTRING(s, -2, 1) AS nearEnd, SUBSTRING(s FROM i FOR 2) AS anywhere,"
                + " SUBSTR(s, 0, MOD(i, 4) - 1) AS head, LEFT(s, i) AS leftPart, RIGHT(s, 2) AS rightPart,"
                + " POSITION('b' IN s) AS positionB, LOCATE('\uD83D\uDE00', s, 2) AS smiley, LOCATE('a', s, i) AS fromI,"
                + " REPLACE(s, 'a', 'xy') AS replaced, CONCAT(s, '-', s) AS doubled,"
                + " CONCAT_WS('/', s, CAST(i AS STRING), 'end') AS joined, LPAD(s, 6, 'ab') AS lpadded,"
                + " RPAD(s, MOD(i, 8), '\uD83D\uDE00') AS rpadded, INITCAP(s) AS capitalized,"
                + " REPEAT(s, MOD(i, 4)) AS repeated, REVERSE(s) AS reversed,"
                + " UPPER(SUBSTRING(s, 1, 3)) AS upperHead, REVERSE(s) < s AS reversedFirst,"
                + " REPLACE(s, 'a', 'b') < '\uE000' AS replacedFirst"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.StringFunctions query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /**
     * The regular expressions: REGEXP_EXTRACT with and without a group (of any integer type, out of range, not in
     * the match), REGEXP_REPLACE (the replacement taken literally), REGEXP, each of a constant regex (compiled once),
     * an invalid one (NULL, FALSE) and one that is a column (compiled for each row, maybe invalid).
     */
    @Pipeline
    public static class Patterns implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, REGEXP_EXTRACT(s, '([a-z]+)([0-9]*)', 1) AS word,"
                + " REGEXP_EXTRACT(s, '(a)|(b)', 2) AS secondAlternative, REGEXP_EXTRACT(s, '[A-Z]+') AS capitals,"
                + " REGEXP_EXTRACT(s, '(.)(.)?', i) AS groupI, REGEXP_EXTRACT(s, '(a)(b)?', l) AS groupL,"
                + " REGEXP_EXTRACT(s, '(', 1) AS invalid, REGEXP_EXTRACT('a+b_%', s) AS ofColumnRegex,"
                + " REGEXP_EXTRACT(s, '\uD83D\uDE00(.)', 1) AS afterSmiley,"
                + " REGEXP_REPLACE(s, '[aeiou]', '$1\\') AS literalReplacement,"
                + " REGEXP_REPLACE(s, '', '-') AS betweenAll, REGEXP_REPLACE(s, '[', 'x') AS invalidReplace,"
                + " REGEXP_REPLACE('a+b_%', s, '#') AS columnReplaced, REGEXP(s, 'a.?b') AS matched,"
                + " REGEXP(s, '') AS emptyRegex, REGEXP(s, '(') AS invalidMatch, REGEXP('a+b_%', s) AS columnMatches"
                + " FROM input WHERE REGEXP_EXTRACT(s, '.') IS NOT NULL OR i IS NULL";

        @Stage.Sql(QUERY)
        SqlResults.Patterns query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /**
     * SPLIT_INDEX by a string (whole, empty: whitespace), by a character's code (in and out of 1..255), at negative
     * and missing indexes; INSTR forwards and backwards, of the nth appearance and of an empty string; ASCII; CHR
     * of any integer; OVERLAY with and without its length, from anywhere.
     */
    @Pipeline
    public static class Pieces implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, SPLIT_INDEX(s, 'a', 1) AS afterA,"
                + " SPLIT_INDEX(s, '', 0) AS firstWord, SPLIT_INDEX(s, ' ', i) AS pieceI,"
                + " SPLIT_INDEX(s, 'ab', 0) AS beforeAb, SPLIT_INDEX(s, '\uD83D\uDE00', 1) AS afterSmiley,"
                + " SPLIT_INDEX(s, 97, 1) AS afterCodeA, SPLIT_INDEX(s, n, 0) AS byCodeN,"
                + " SPLIT_INDEX(s, i + 32, 1) AS byCodeI, INSTR(s, 'a') AS firstA, INSTR(s, 'a', MOD(i, 8)) AS aFromI,"
                + " INSTR(s, 'b', MOD(n, 6), 2) AS secondB, INSTR(s, '', MOD(i, 5)) AS emptyFromI,"
                + " INSTR(s, '\uD83D\uDE00', -1) AS lastSmiley, ASCII(s) AS firstByte, CHR(n) AS ofN, CHR(l) AS ofL,"
                + " CHR(i + 64) AS ofI, OVERLAY(s PLACING 'xy' FROM i) AS placedAtI,"
                + " OVERLAY(s PLACING '\uD83D\uDE00' FROM 2 FOR MOD(i, 6)) AS smileyFor,"
                + " OVERLAY(s PLACING s FROM MOD(n, 5) FOR 1) AS selfPlaced, OVERLAY(s PLACING '' FROM 1 FOR 0) AS cleared"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.Pieces query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Nexmark's q21 as published: the channel's id, from its name or the url. */
    @Pipeline
    public static class NexmarkQ21 implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = """
            SELECT
                auction, bidder, price, channel,
                CASE
                    WHEN lower(channel) = 'apple' THEN '0'
                    WHEN lower(channel) = 'google' THEN '1'
                    WHEN lower(channel) = 'facebook' THEN '2'
                    WHEN lower(channel) = 'baidu' THEN '3'
                    ELSE REGEXP_EXTRACT(url, '(&|^)channel_id=([^&]*)', 2)
                    END
                AS channel_id FROM bid
                where REGEXP_EXTRACT(url, '(&|^)channel_id=([^&]*)', 2) is not null or
                      lower(channel) in ('apple', 'google', 'facebook', 'baidu')""";

        @Stage.Sql(value = QUERY, table = "bid")
        SqlResults.NexmarkQ21 query(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Nexmark's q22 as published: the url's directories. */
    @Pipeline
    public static class NexmarkQ22 implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = """
            SELECT
                auction, bidder, price, channel,
                SPLIT_INDEX(url, '/', 3) as dir1,
                SPLIT_INDEX(url, '/', 4) as dir2,
                SPLIT_INDEX(url, '/', 5) as dir3 FROM bid""";

        @Stage.Sql(value = QUERY, table = "bid")
        SqlResults.NexmarkQ22 query(Bid bid) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** TRY_CAST from strings to numbers, decimals and booleans: NULL where the string is no such value. */
    @Pipeline
    public static class Parsed implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, TRY_CAST(s AS INT) AS whole, TRY_CAST(s AS BIGINT) AS big,"
                + " TRY_CAST(s AS TINYINT) AS tiny, TRY_CAST(s AS SMALLINT) AS small,"
                + " TRY_CAST(s AS DOUBLE) AS asDouble, TRY_CAST(s AS FLOAT) AS asFloat,"
                + " TRY_CAST(s AS DECIMAL(6, 2)) AS amount,"
                + " TRY_CAST(s AS DECIMAL(20, 3)) AS wide, TRY_CAST(s AS BOOLEAN) AS flag,"
                + " TRY_CAST(CAST(n AS STRING) AS INT) = n AS roundTrip"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.Parsed query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** CAST from strings on the rows where it succeeds (elsewhere it fails the job, both ways). */
    @Pipeline
    public static class Cast implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, CAST(s AS INT) AS whole, CAST(s AS BIGINT) AS big,"
                + " CAST(s AS DOUBLE) + 1 AS plusOne FROM input"
                + " WHERE TRY_CAST(s AS INT) IS NOT NULL AND TRY_CAST(s AS DOUBLE) IS NOT NULL";

        @Stage.Sql(QUERY)
        SqlResults.Cast query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** CAST from a string to a number, of any string: fails the job on one that is no number, both ways. */
    @Pipeline
    public static class StrictCast implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, CAST(s AS INT) AS whole FROM input";

        @Stage.Sql(QUERY)
        SqlResults.StrictCast query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Decimal MOD, casts from floating-point numbers and booleans to decimals, LIKE with an ESCAPE. */
    @Pipeline
    public static class MoreCasts implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, MOD(m, 3) AS modThree, MOD(m, -0.07) AS modSmall,"
                + " MOD(n, 2.5) AS modInt,"
                + " CASE WHEN d BETWEEN -1E10 AND 1E10 THEN CAST(d AS DECIMAL(12, 4)) END AS asFixed,"
                + " CASE WHEN d BETWEEN -1E10 AND 1E10 THEN CAST(CAST(d AS FLOAT) AS DECIMAL(20, 6)) END AS fromFloat,"
                + " CASE WHEN d BETWEEN -1E10 AND 1E10 THEN CAST(d AS DECIMAL(3, 1)) END AS tooSmall,"
                + " CAST(b AS DECIMAL(3, 1)) AS flag,"
                + " s LIKE 'a!_%' ESCAPE '!' AS underscoreAfterA, s LIKE '%!%%' ESCAPE '!' AS hasPercent,"
                + " s NOT LIKE '_!!%' ESCAPE '!' AS notBang, s LIKE '%$_b' ESCAPE '$' AS dollar"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.MoreCasts query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Case mapping, which follows the default locale where Flink's does: run under a Turkish one. */
    @Pipeline
    public static class CaseMapping implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, UPPER(s) AS shout, LOWER(s) AS quiet,"
                + " UPPER(SUBSTRING(s, 1, 4)) AS shoutHead, LOWER(TRIM(s)) AS quietTrimmed, INITCAP(s) AS capitalized,"
                + " UPPER(REPLACE(s, 'x', 'y')) AS shoutReplaced, LOWER(CONCAT_WS('-', s, 'I')) AS quietJoined"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.CaseMapping query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** CASE, COALESCE, IN and BETWEEN (which the planner turns into SEARCH, expanded back into comparisons). */
    @Pipeline
    public static class Choices implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id,"
                + " CASE WHEN i > 0 THEN 'positive' WHEN i < 0 THEN 'negative' ELSE 'zero or null' END AS signWord,"
                + " COALESCE(i, n) AS firstKnown, n IN (1, 2, 3) AS small, d BETWEEN -1 AND 1 AS unit,"
                + " i NOT IN (4, 5) AS notMiddle, COALESCE(x, d * 2) AS known"
                + " FROM input WHERE id BETWEEN 0 AND 1000000";

        @Stage.Sql(QUERY)
        SqlResults.Choices query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Every column, some rows: the result is built anew, its decimal column rounded as the trip through a row does. */
    @Pipeline
    public static class Everything implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT * FROM input WHERE n > 0 OR s LIKE '%a%'";

        @Stage.Sql(QUERY)
        Sample query(Sample sample) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Every column of a type without decimals, some rows: each passing value is handed on as it is. */
    @Pipeline
    public static class Unchanged implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT * FROM input WHERE x IS NULL OR x > d";

        @Stage.Sql(QUERY)
        Numbers query(Numbers numbers) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Date and time columns and constants: comparisons, CASE, COALESCE, casts between them, implicit casts. */
    @Pipeline
    public static class Moments implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, birthday, alarm, stamp, milli, instant,"
                + " birthday > DATE '2000-02-29' AS afterLeapDay,"
                + " alarm BETWEEN TIME '09:00:00' AND TIME '17:00:00.5' AS office,"
                + " stamp < TIMESTAMP '1970-01-01 00:00:00.000000001' AS beforeEpoch,"
                + " stamp IS DISTINCT FROM milli AS changed, instant < expiry AS expires,"
                + " instant IS NOT DISTINCT FROM expiry AS sameInstant,"
                + " COALESCE(milli, stamp) AS firstStamp,"
                + " CASE WHEN birthday IS NULL THEN DATE '0001-01-01' ELSE birthday END AS dayOrFirst,"
                + " CAST(stamp AS TIMESTAMP(3)) AS truncated, stamp AS shortened, CAST(stamp AS DATE) AS stampDay,"
                + " CAST(birthday AS TIMESTAMP(0)) AS midnight, CAST(CAST(stamp AS TIME(3)) AS STRING) AS clock,"
                + " CAST(alarm AS TIME(0)) AS wholeSecond, CAST(alarm AS TIMESTAMP(3)) AS onEpochDay,"
                + " CAST(instant AS TIMESTAMP_LTZ(3)) AS instantMillis"
                + " FROM input WHERE birthday IS NULL OR birthday <> DATE '1999-12-31'";

        @Stage.Sql(QUERY)
        SqlResults.Moments query(Moment moment) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** EXTRACT and the functions the planner rewrites into it. */
    @Pipeline
    public static class Parts implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, EXTRACT(YEAR FROM birthday) AS y, QUARTER(birthday) AS q,"
                + " MONTH(stamp) AS mo, WEEK(birthday) AS w, DAYOFYEAR(stamp) AS doy, DAYOFMONTH(birthday) AS dom,"
                + " DAYOFWEEK(stamp) AS dow, HOUR(stamp) AS h, MINUTE(alarm) AS mi, SECOND(stamp) AS s,"
                + " EXTRACT(MILLISECOND FROM alarm) AS ms, EXTRACT(MICROSECOND FROM stamp) AS micros,"
                + " EXTRACT(NANOSECOND FROM milli) AS nanos, EXTRACT(EPOCH FROM stamp) AS epochSeconds,"
                + " EXTRACT(DECADE FROM birthday) AS decadeOf, EXTRACT(ISODOW FROM birthday) AS isoDow,"
                + " EXTRACT(ISOYEAR FROM stamp) AS isoYear, EXTRACT(HOUR FROM birthday) AS dayHour,"
                + " YEAR(birthday) = YEAR(stamp) AS sameYear, TO_DATE(CAST(stamp AS STRING), 'yyyy-MM-dd') AS stampDay"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.Parts query(Moment moment) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** FLOOR and CEIL to a unit, intervals added and subtracted, TIMESTAMPADD and TIMESTAMPDIFF. */
    @Pipeline
    public static class Shifts implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, FLOOR(stamp TO HOUR) AS hourStart,"
                + " CEIL(stamp TO DAY) AS nextDay, FLOOR(birthday TO MONTH) AS monthStart,"
                + " CEIL(birthday TO YEAR) AS yearEnd,"
                + " FLOOR(stamp TO MONTH) AS stampMonth, CEIL(milli TO MILLISECOND) AS upMilli,"
                + " FLOOR(alarm TO MINUTE) AS minuteStart, CAST(CEIL(alarm TO SECOND) AS STRING) AS nextSecond,"
                + " FLOOR(birthday TO HOUR) AS sameDay, birthday + INTERVAL '1' DAY AS tomorrow,"
                + " birthday - INTERVAL '1' MONTH AS monthBefore, stamp + INTERVAL '1-2' YEAR TO MONTH AS later,"
                + " stamp - INTERVAL '1 02:03:04.005' DAY TO SECOND AS earlier,"
                + " alarm + INTERVAL '90' MINUTE AS laterTime, alarm - INTERVAL '25' HOUR AS earlierTime,"
                + " instant + INTERVAL '1' HOUR AS laterInstant, instant - INTERVAL '13' MONTH AS earlierInstant,"
                + " TIMESTAMPADD(MONTH, 1, birthday) AS nextMonth, TIMESTAMPADD(SECOND, 30, stamp) AS halfMinute,"
                + " TIMESTAMPDIFF(DAY, milli, stamp) AS dayCount, TIMESTAMPDIFF(MONTH, birthday, stamp) AS monthCount,"
                + " TIMESTAMPDIFF(HOUR, birthday, DATE '2000-01-01') AS hourCount,"
                + " TIMESTAMPDIFF(YEAR, birthday, birthday) AS yearCount,"
                + " TIMESTAMPDIFF(SECOND, instant, expiry) AS secondCount"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.Shifts query(Moment moment) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Dates and times as text: casts to strings and DATE_FORMAT. */
    @Pipeline
    public static class Written implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, CAST(birthday AS STRING) AS dayText,"
                + " CAST(alarm AS STRING) AS timeText, CAST(stamp AS STRING) AS stampText,"
                + " CAST(milli AS VARCHAR(10)) AS cut, CAST(CAST(alarm AS TIME(2)) AS STRING) AS centis,"
                + " CAST(CAST(stamp AS TIMESTAMP(0)) AS CHAR(21)) AS padded,"
                + " DATE_FORMAT(stamp, 'yyyy-MM-dd HH:mm:ss.SSS') AS formatted,"
                + " DATE_FORMAT(milli, 'EEE d MMM yy') AS named, CAST(birthday AS STRING) > '2000' AS recent"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.Written query(Moment moment) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** Strings cast to dates and times. */
    @Pipeline
    public static class ParsedDates implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, CAST(dateText AS DATE) AS onDay,"
                + " CAST(timeText AS TIME(3)) AS clock,"
                + " CAST(stampText AS TIMESTAMP(6)) AS stamp, CAST(stampText AS DATE) AS stampDay,"
                + " CAST(dateText AS TIMESTAMP(9)) AS midnight"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.ParsedDates query(DateTexts texts) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** TO_DATE and TO_TIMESTAMP, NULL for text that is no date. */
    @Pipeline
    public static class Read implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, TO_DATE(dateText) AS onDay, TO_DATE(stampText) AS stampDay,"
                + " TO_TIMESTAMP(stampText) AS stamp, TO_TIMESTAMP(timeText, 'HH:mm:ss') AS clock,"
                + " TO_TIMESTAMP(dateText, 'yyyy-MM-dd') AS midnight"
                + " FROM input";

        @Stage.Sql(QUERY)
        SqlResults.Read query(DateTexts texts) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }

    /** A TIME Flink computes outside the day, before 1970: no LocalTime holds it. */
    @Pipeline
    public static class OutOfDay implements Serializable {
        private static final long serialVersionUID = 1L;

        public static final String QUERY = "SELECT id, CAST(stamp AS TIME(3)) AS clock FROM input";

        @Stage.Sql(QUERY)
        SqlResults.OutOfDay query(Moment moment) {
            throw new UnsupportedOperationException("Runs as SQL");
        }
    }
}
