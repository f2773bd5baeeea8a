package io.github.typegen.runtime.sql;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.DateTimeException;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.TimeZone;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.apache.flink.table.data.TimestampData;
import org.apache.flink.table.utils.DateTimeUtils;

/**
 * What the Java written for a fused {@code @Stage.Sql} query calls where SQL's semantics are not one Java
 * expression. Each method computes what Flink's Table runtime computes for the same SQL (its code generation,
 * {@code BinaryStringData}, {@code DecimalDataUtils} and cast rules), on the Java values the fused operator
 * holds: {@code String} for {@code CHAR}/{@code VARCHAR}, {@code BigDecimal} at the type's scale for {@code
 * DECIMAL}, and Flink's own forms of dates and times (the generated code calls Flink's {@code DateTimeUtils} for
 * most of those, as Flink's does). Arguments are never null: the generated code tests for {@code NULL} first, as
 * Flink's does.
 */
public final class SqlFunctions {

    /** As {@code DecimalDataUtils}: precision 38, rounding half up, for the quotient of two decimals. */
    private static final MathContext DIVIDE = new MathContext(38, RoundingMode.HALF_UP);

    /** A {@code DECIMAL} of at most this precision is held by Flink as an unscaled {@code long}. */
    private static final int MAX_COMPACT_PRECISION = 18;

    private static final long[] POW10 = new long[MAX_COMPACT_PRECISION + 1];

    static {
        POW10[0] = 1;
        for (int i = 1; i < POW10.length; i++) {
            POW10[i] = 10 * POW10[i - 1];
        }
    }

    /** The characters Calcite escapes when it turns a {@code LIKE} pattern into a Java regular expression. */
    private static final String REGEX_SPECIALS = "[]()|^-+*?{}$\\.";

    /** The units of {@code EXTRACT} from a {@code TIMESTAMP_LTZ}, in milliseconds. */
    private static final long MILLIS_PER_SECOND = 1_000L;
    private static final long MILLIS_PER_MINUTE = 60_000L;
    private static final long MILLIS_PER_HOUR = 3_600_000L;
    private static final long MILLIS_PER_DAY = 86_400_000L;

    private SqlFunctions() {}

    // ------------------------------------------------------------------------
    //  strings
    // ------------------------------------------------------------------------

    /**
     * {@code UPPER(s)} of a string Flink holds as bytes: as {@code BinaryStringData.toUpperCase}, ASCII text by
     * {@link Character#toUpperCase(int)}, any other text by {@link String#toUpperCase()} (which Flink uses for a
     * string it made from a Java string).
     */
    public static String upper(String s) {
        if (!isAscii(s)) {
            return s.toUpperCase();
        }
        char[] chars = new char[s.length()];
        for (int i = 0; i < chars.length; i++) {
            int upper = Character.toUpperCase((int) s.charAt(i));
            if (upper > 127) {
                return s.toUpperCase();
            }
            chars[i] = (char) upper;
        }
        return new String(chars);
    }

    /** {@code LOWER(s)}: as {@code BinaryStringData.toLowerCase}, the mirror of {@link #upper}. */
    public static String lower(String s) {
        if (!isAscii(s)) {
            return s.toLowerCase();
        }
        char[] chars = new char[s.length()];
        for (int i = 0; i < chars.length; i++) {
            int lower = Character.toLowerCase((int) s.charAt(i));
            if (lower > 127) {
                return s.toLowerCase();
            }
            chars[i] = (char) lower;
        }
        return new String(chars);
    }

    private static boolean isAscii(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) > 127) {
                return false;
            }
        }
        return true;
    }

    /** {@code CHAR_LENGTH(s)}: the characters (code points), as Flink counts the UTF-8 characters. */
    public static int charLength(String s) {
        return s.codePointCount(0, s.length());
    }

    /**
     * The order of two strings as Flink compares {@code StringData} held as bytes: by their UTF-8 bytes, which is
     * the order of their code points (not of their UTF-16 chars, as {@link String#compareTo} has it). Flink compares
     * two strings it made from Java strings by {@link String#compareTo}; the written code does so there.
     */
    public static int compare(String left, String right) {
        int length = Math.min(left.length(), right.length());
        for (int i = 0; i < length; i++) {
            char l = left.charAt(i);
            char r = right.charAt(i);
            if (l != r) {
                // A surrogate (a code point above U+FFFF) sorts after every other char in UTF-8 order.
                boolean ls = Character.isSurrogate(l);
                boolean rs = Character.isSurrogate(r);
                if (ls != rs) {
                    return ls ? 1 : -1;
                }
                return l - r;
            }
        }
        return left.length() - right.length();
    }

    /**
     * The string of a cast to {@code VARCHAR(length)}: cut to {@code length} characters, as Flink's cast does
     * when the value is longer.
     */
    public static String toVarChar(String s, int length) {
        return charLength(s) > length ? s.substring(0, s.offsetByCodePoints(0, length)) : s;
    }

    /** The string of a cast to {@code CHAR(length)}: cut, or padded with spaces, to {@code length} characters. */
    public static String toChar(String s, int length) {
        int chars = charLength(s);
        if (chars > length) {
            return s.substring(0, s.offsetByCodePoints(0, length));
        }
        return chars < length ? s + " ".repeat(length - chars) : s;
    }

    /**
     * The pattern of {@code LIKE 'pattern'} (without {@code ESCAPE}), as Calcite's {@code Like.sqlToRegexLike}
     * writes it and Flink matches it: {@code %} any characters, {@code _} any one character but a line
     * terminator, everything else itself.
     */
    public static Pattern likePattern(String pattern) {
        StringBuilder regex = new StringBuilder(pattern.length() * 2);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (REGEX_SPECIALS.indexOf(c) >= 0) {
                regex.append('\\');
            }
            if (c == '_') {
                regex.append('.');
            } else if (c == '%') {
                regex.append("(?s:.*)");
            } else {
                regex.append(c);
            }
        }
        return Pattern.compile(regex.toString());
    }

    /**
     * The pattern of {@code LIKE 'pattern' ESCAPE 'escape'}, as Flink's {@code SqlLikeUtils.sqlToRegexLike}
     * writes it: {@link #likePattern(String)}, where {@code escape} followed by {@code %}, {@code _} or itself is
     * that character itself. The written code checks at compile time that every escape is followed by one of them.
     */
    public static Pattern likePattern(String pattern, String escapeCharacter) {
        char escape = escapeCharacter.charAt(0);
        StringBuilder regex = new StringBuilder(pattern.length() * 2);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            if (c == escape) {
                if (i == pattern.length() - 1) {
                    throw new IllegalArgumentException("Invalid escape sequence '" + pattern + "', " + i);
                }
                char next = pattern.charAt(++i);
                if (next == escape && REGEX_SPECIALS.indexOf(next) >= 0) {
                    regex.append('\\');
                } else if (next != escape && next != '%' && next != '_') {
                    throw new IllegalArgumentException("Invalid escape sequence '" + pattern + "', " + (i - 1));
                }
                regex.append(next);
            } else if (c == '_') {
                regex.append('.');
            } else if (c == '%') {
                regex.append("(?s:.*)");
            } else {
                if (REGEX_SPECIALS.indexOf(c) >= 0) {
                    regex.append('\\');
                }
                regex.append(c);
            }
        }
        return Pattern.compile(regex.toString());
    }

    /** {@code s LIKE pattern}, with the pattern of {@link #likePattern}. */
    public static boolean like(String s, Pattern pattern) {
        return pattern.matcher(s).matches();
    }

    /**
     * {@code TRIM([BOTH | LEADING | TRAILING] characters FROM s)}, {@code LTRIM(s[, characters])} and {@code
     * RTRIM(s[, characters])}, as {@code BinaryStringDataUtil.trim}, {@code trimLeft} and {@code trimRight} for
     * characters Flink made from a Java string: when they are exactly one space, the spaces (U+0020 only) at the
     * chosen ends; otherwise every character (code point) at the chosen ends that is among {@code characters}.
     */
    public static String trim(String s, boolean leading, boolean trailing, String characters) {
        return trimUtf8(utf8(s), leading, trailing, utf8(characters));
    }

    private static String trimUtf8(String s, boolean leading, boolean trailing, String characters) {
        boolean space = characters.equals(" ");
        int start = 0;
        int end = s.length();
        if (leading) {
            while (start < end) {
                int c = s.codePointAt(start);
                if (space ? c != ' ' : characters.indexOf(c) < 0) {
                    break;
                }
                start += Character.charCount(c);
            }
        }
        if (trailing) {
            while (end > start) {
                int c = s.codePointBefore(end);
                if (space ? c != ' ' : characters.indexOf(c) < 0) {
                    break;
                }
                end -= Character.charCount(c);
            }
        }
        return s.substring(start, end);
    }

    /**
     * {@code SUBSTRING(s FROM position [FOR length])}, as {@code BinaryStringDataUtil.substringSQL}, counting
     * characters (code points): from the {@code position}th character (1 the first; 0 as 1; a negative one counts
     * from the end, and one before the start gives the empty string), at most {@code length} of them; null
     * ({@code NULL}) for a negative length.
     */
    public static String substring(String s, int position, int length) {
        if (length < 0) {
            return null;
        }
        s = utf8(s);
        int chars = charLength(s);
        int start;
        if (position > 0) {
            start = position - 1;
            if (start >= chars) {
                return "";
            }
        } else if (position < 0) {
            start = chars + position;
            if (start < 0) {
                return "";
            }
        } else {
            start = 0;
        }
        int end = chars - start < length ? chars : start + length;
        int from = s.offsetByCodePoints(0, start);
        return s.substring(from, s.offsetByCodePoints(from, end - start));
    }

    /** {@code SUBSTRING(s FROM position)}: {@link #substring(String, int, int)} to the end. */
    public static String substring(String s, int position) {
        return substring(s, position, Integer.MAX_VALUE);
    }

    /** {@code LEFT(s, n)}: the first {@code n} characters, as Flink's code generation; empty for {@code n <= 0}. */
    public static String left(String s, int n) {
        return n <= 0 ? "" : substring(s, 1, n);
    }

    /**
     * {@code RIGHT(s, n)}: the last {@code n} characters, as Flink's code generation; empty for {@code n <= 0},
     * {@code s} itself when it has no more than {@code n}.
     */
    public static String right(String s, int n) {
        return n <= 0 ? "" : n >= charLength(s) ? s : substring(s, -n);
    }

    /**
     * {@code POSITION(seek IN s)} and {@code LOCATE(seek, s[, from])}, as {@code SqlFunctionUtils.position}: the
     * position (in characters, from 1) of the first {@code seek} in {@code s} at or after the {@code from}th
     * character (before the first when {@code from} is 0 or less), 0 when there is none; 1 for an empty {@code
     * seek}.
     */
    public static int position(String seek, String s, int from) {
        if (seek.isEmpty()) {
            return 1;
        }
        seek = utf8(seek);
        s = utf8(s);
        int skip = Math.min(Math.max(from - 1, 0), charLength(s));
        int found = s.indexOf(seek, s.offsetByCodePoints(0, skip));
        return found < 0 ? 0 : s.codePointCount(0, found) + 1;
    }

    /**
     * {@code CONCAT_WS(separator, s...)}, as {@code BinaryStringDataUtil.concatWs}: the strings that are not
     * {@code NULL}, with {@code separator} between them; empty when all are {@code NULL}. The separator is not.
     */
    public static String concatWs(String separator, String... strings) {
        StringBuilder joined = new StringBuilder();
        boolean first = true;
        for (String s : strings) {
            if (s != null) {
                if (!first) {
                    joined.append(utf8(separator));
                }
                joined.append(utf8(s));
                first = false;
            }
        }
        return joined.toString();
    }

    /**
     * {@code LPAD(s, length, pad)}, as {@code SqlFunctionUtils.lpad} (in UTF-16 chars, as it counts): {@code s}
     * cut to {@code length}, or {@code pad} repeated before it up to {@code length}; null ({@code NULL}) for a
     * negative length or an empty pad.
     */
    public static String lpad(String s, int length, String pad) {
        if (length < 0 || pad.isEmpty()) {
            return null;
        }
        int padding = Math.max(length - s.length(), 0);
        StringBuilder padded = new StringBuilder(length);
        while (padded.length() < padding) {
            padded.append(pad, 0, Math.min(pad.length(), padding - padded.length()));
        }
        padded.append(s, 0, Math.min(s.length(), length - padding));
        return padded.toString();
    }

    /** {@code RPAD(s, length, pad)}, as {@code SqlFunctionUtils.rpad}: {@link #lpad} with the pad after. */
    public static String rpad(String s, int length, String pad) {
        if (length < 0 || pad.isEmpty()) {
            return null;
        }
        StringBuilder padded = new StringBuilder(length);
        padded.append(s, 0, Math.min(s.length(), length));
        while (padded.length() < length) {
            padded.append(pad, 0, Math.min(pad.length(), length - padded.length()));
        }
        return padded.toString();
    }

    /** {@code REPEAT(s, n)}, as {@code SqlFunctionUtils.repeat}: {@code s} {@code n} times, empty for {@code n <= 0}. */
    public static String repeat(String s, int n) {
        return n <= 0 ? "" : s.repeat(n);
    }

    /** {@code REVERSE(s)}, as {@code BinaryStringDataUtil.reverse}: its characters (code points) in reverse order. */
    public static String reverse(String s) {
        return new StringBuilder(utf8(s)).reverse().toString();
    }

    /**
     * {@code INSTR(s, seek[, start[, n]])}, as {@code SqlFunctionUtils.instr} on Flink's binary strings: the position
     * (in characters, from 1) of the {@code n}th {@code seek} in {@code s}, searching from the {@code start}th
     * character, or backwards from the {@code -start}th last when {@code start} is negative; 0 when {@code start}
     * is 0 or there is no such {@code seek}. An empty {@code seek} is found at once: at 1, or (searching backwards)
     * at the character after the last. An {@code n} of 0 or less fails, as Flink's does, with an {@code
     * IllegalArgumentException}; so does {@code start = Integer.MIN_VALUE}, whose negation Flink's code recurses on
     * until the stack overflows (it cannot be negated).
     */
    public static int instr(String s, String seek, int start, int n) {
        if (n <= 0) {
            throw new IllegalArgumentException("nthAppearance must be positive!");
        }
        if (start == Integer.MIN_VALUE) {
            throw new IllegalArgumentException("INSTR cannot search from position " + start);
        }
        return instrUtf8(utf8(s), utf8(seek), start, n);
    }

    private static int instrUtf8(String s, String seek, int start, int n) {
        if (start == 0) {
            return 0;
        }
        if (start < 0) {
            String reversed = new StringBuilder(s).reverse().toString();
            int found = instrUtf8(reversed, new StringBuilder(seek).reverse().toString(), -start, n);
            return found == 0 ? 0 : charLength(s) + 2 - found - charLength(seek);
        }
        int from = start;
        int found = 0;
        for (int i = 0; i < n; i++) {
            found = indexOfChars(s, seek, from - 1) + 1;
            if (found == 0) {
                return 0;
            }
            from = found + 1;
        }
        return found;
    }

    /**
     * As {@code BinaryStringData.indexOf(seek, from)}: the character index of the first {@code seek} at or after
     * character {@code from}, -1 when there is none, and 0 (whatever {@code from}) for an empty {@code seek}.
     */
    private static int indexOfChars(String s, String seek, int from) {
        if (seek.isEmpty()) {
            return 0;
        }
        int skip = Math.min(Math.max(from, 0), charLength(s));
        int found = s.indexOf(seek, s.offsetByCodePoints(0, skip));
        return found < 0 ? -1 : s.codePointCount(0, found);
    }

    /**
     * {@code ASCII(s)}, as Flink's code generation writes it: the first byte of {@code s} in UTF-8, as a signed
     * {@code byte} ({@code é} is -61, not 233); 0 for an empty string.
     */
    public static int ascii(String s) {
        if (s.isEmpty()) {
            return 0;
        }
        int c = s.codePointAt(0);
        if (c < 0x80) {
            return c;
        }
        if (Character.isSurrogate(s.charAt(0)) && !Character.isSupplementaryCodePoint(c)) {
            return '?'; // a lone surrogate is a ? in UTF-8, as Flink encodes it
        }
        int first = c < 0x800 ? 0xC0 | c >> 6 : c < 0x10000 ? 0xE0 | c >> 12 : 0xF0 | c >> 18;
        return (byte) first;
    }

    /**
     * {@code CHR(n)}, as {@code SqlFunctionUtils.chr}: the character of the lowest byte of {@code n} (a Latin-1
     * character; {@code CHR(321)} is {@code A}), U+0000 for a multiple of 256, empty for a negative {@code n}.
     */
    public static String chr(long n) {
        if (n < 0) {
            return "";
        }
        return String.valueOf((char) (n & 0xFF));
    }

    /**
     * {@code OVERLAY(s PLACING r FROM start FOR length)}, as {@code SqlFunctionUtils.overlay}, in UTF-16 chars: the
     * chars of {@code s} before {@code start}, then {@code r}, then those from {@code start + length} on, but only
     * when {@code length > 0} and that is within {@code s} (so a {@code length} of 0 or less drops the rest, and
     * one beyond the end drops nothing more). {@code s} itself when {@code start} is not within it. The longs are
     * taken as {@code int}s, as Flink's are.
     */
    public static String overlay(String s, String r, long start, long length) {
        if (start <= 0 || start > s.length()) {
            return s;
        }
        int startPos = (int) start;
        int len = (int) length;
        StringBuilder result = new StringBuilder();
        result.append(s, 0, startPos - 1);
        result.append(r);
        if (startPos + len <= s.length() && len > 0) {
            result.append(s.substring(startPos - 1 + len));
        }
        return result.toString();
    }

    /** {@code OVERLAY(s PLACING r FROM start)}: the form with {@code FOR} the UTF-16 length of {@code r}. */
    public static String overlay(String s, String r, long start) {
        return overlay(s, r, start, r.length());
    }

    /**
     * {@code SPLIT_INDEX(s, separator, index)}, as {@code SqlFunctionUtils.splitIndex}: the {@code index}th (from 0)
     * of the pieces Commons Lang's {@code StringUtils.splitByWholeSeparatorPreserveAllTokens} cuts {@code s} into,
     * {@code null} when there is no such piece. Every occurrence of the whole separator cuts, so neighbouring
     * separators leave empty pieces, and so does one at either end; an empty {@code s} has no pieces at all; an
     * empty separator cuts at each whitespace character ({@link Character#isWhitespace(char)}) instead.
     */
    public static String splitIndex(String s, String separator, int index) {
        if (index < 0 || s.isEmpty()) {
            return null;
        }
        if (separator.isEmpty()) {
            return splitIndexAtChars(s, Character::isWhitespace, index);
        }
        int piece = 0;
        int begin = 0;
        while (true) {
            int end = s.indexOf(separator, begin);
            if (end < 0) {
                return piece == index ? s.substring(begin) : null;
            }
            if (piece == index) {
                return s.substring(begin, end);
            }
            piece++;
            begin = end + separator.length();
        }
    }

    /**
     * {@code SPLIT_INDEX(s, character, index)} of a separator given by its code, as {@code
     * SqlFunctionUtils.splitIndex(String, int, int)}: cut at each char {@code (char) character} (Commons Lang's
     * {@code splitPreserveAllTokens}); {@code null} for a code outside 1..255, as Flink's.
     */
    public static String splitIndex(String s, int character, int index) {
        if (character > 255 || character < 1 || index < 0 || s.isEmpty()) {
            return null;
        }
        return splitIndexAtChars(s, c -> c == character, index);
    }

    private interface CharTest {
        boolean test(char c);
    }

    private static String splitIndexAtChars(String s, CharTest separator, int index) {
        int piece = 0;
        int begin = 0;
        for (int i = 0; i < s.length(); i++) {
            if (separator.test(s.charAt(i))) {
                if (piece == index) {
                    return s.substring(begin, i);
                }
                piece++;
                begin = i + 1;
            }
        }
        return piece == index ? s.substring(begin) : null;
    }

    /**
     * {@code s} as Flink holds it once it encodes it as UTF-8 ({@code StringUtf8Utils.encodeUTF8}), as the
     * functions that work on bytes do: each lone surrogate (which {@code REPLACE}, {@code LPAD} and {@code RPAD},
     * working on UTF-16 chars, can leave) a {@code ?}.
     */
    static String utf8(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (Character.isSurrogate(s.charAt(i))) {
                return new String(s.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                        java.nio.charset.StandardCharsets.UTF_8);
            }
        }
        return s;
    }

    /**
     * {@code INITCAP(s)}, as {@code SqlFunctionUtils.initcap}: words of ASCII letters and digits, each with its
     * first letter in upper case and the others in lower case (ASCII letters only); any other character ends a
     * word and stays as it is.
     */
    public static String initcap(String s) {
        char[] chars = s.toCharArray();
        boolean start = true;
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            boolean digit = c >= '0' && c <= '9';
            boolean upper = c >= 'A' && c <= 'Z';
            boolean lower = c >= 'a' && c <= 'z';
            if (start) {
                if (lower) {
                    chars[i] = (char) (c - 32);
                }
                start = !(digit || upper || lower);
            } else if (upper) {
                chars[i] = (char) (c + 32);
            } else if (!digit && !lower) {
                start = true;
            }
        }
        return new String(chars);
    }

    // ------------------------------------------------------------------------
    //  regular expressions
    // ------------------------------------------------------------------------

    /**
     * The compiled form of a constant regular expression of {@code REGEXP}, {@code REGEXP_EXTRACT} or {@code
     * REGEXP_REPLACE}, for a static field of the written code, or {@code null} when it is none: Flink compiles it on
     * each call, and the call gives {@code NULL} (or {@code FALSE}) for an invalid one; the methods taking a {@code
     * Pattern} do so for {@code null}.
     */
    public static Pattern regex(String regex) {
        try {
            return Pattern.compile(regex);
        } catch (PatternSyntaxException e) {
            return null;
        }
    }

    /**
     * {@code REGEXP_EXTRACT(s, regex, group)}, as {@code SqlFunctionUtils.regexpExtract}: the {@code group}th group
     * (0: the whole match) of the first match of {@code regex} in {@code s}; {@code null} when nothing matches,
     * the group did not take part in the match, there is no such group (also a negative one) or the regex is
     * invalid ({@code null}, see {@link #regex}).
     */
    public static String regexpExtract(String s, Pattern regex, int group) {
        if (regex == null) {
            return null;
        }
        Matcher matcher = regex.matcher(s);
        if (!matcher.find() || group < 0 || group > matcher.groupCount()) {
            return null;
        }
        return matcher.group(group);
    }

    /**
     * {@code REGEXP_EXTRACT(s, regex, group)} of a {@code BIGINT} group: its lowest 32 bits, as Flink's {@code
     * regexpExtract(String, String, long)} takes it.
     */
    public static String regexpExtract(String s, Pattern regex, long group) {
        return regexpExtract(s, regex, (int) group);
    }

    /** {@code REGEXP_EXTRACT(s, regex, group)} of a regex that is not a constant: compiled on each call. */
    public static String regexpExtract(String s, String regex, int group) {
        return regexpExtract(s, regex(regex), group);
    }

    /** {@code REGEXP_EXTRACT(s, regex, group)} of a regex that is not a constant and a {@code BIGINT} group. */
    public static String regexpExtract(String s, String regex, long group) {
        return regexpExtract(s, regex(regex), (int) group);
    }

    /**
     * {@code REGEXP_REPLACE(s, regex, replacement)}, as {@code SqlFunctionUtils.regexpReplace}: each match of
     * {@code regex} replaced by {@code replacement} taken literally ({@code $1} and {@code \} are themselves, no
     * group references); {@code null} for an invalid regex.
     */
    public static String regexpReplace(String s, Pattern regex, String replacement) {
        if (regex == null) {
            return null;
        }
        return regex.matcher(s).replaceAll(Matcher.quoteReplacement(replacement));
    }

    /** {@code REGEXP_REPLACE(s, regex, replacement)} of a regex that is not a constant: compiled on each call. */
    public static String regexpReplace(String s, String regex, String replacement) {
        return regexpReplace(s, regex(regex), replacement);
    }

    /**
     * {@code REGEXP(s, regex)} ({@code s REGEXP regex}), as {@code SqlFunctionUtils.regExp}: whether {@code regex}
     * matches a part of {@code s} (Java's {@code find}, not the whole string); {@code FALSE} for an empty or
     * invalid regex (though the empty one matches everywhere).
     */
    public static boolean regexp(String s, Pattern regex) {
        if (regex == null || regex.pattern().isEmpty()) {
            return false;
        }
        return regex.matcher(s).find(0);
    }

    /** {@code REGEXP(s, regex)} of a regex that is not a constant: compiled on each call. */
    public static boolean regexp(String s, String regex) {
        return !regex.isEmpty() && regexp(s, regex(regex));
    }

    // ------------------------------------------------------------------------
    //  casts from strings
    // ------------------------------------------------------------------------

    /** The strings {@code CAST(s AS BOOLEAN)} reads as {@code TRUE}, in lower case, as Flink's. */
    private static final java.util.Set<String> TRUE_STRINGS = java.util.Set.of("t", "true", "y", "yes", "1");

    /** The strings {@code CAST(s AS BOOLEAN)} reads as {@code FALSE}, in lower case, as Flink's. */
    private static final java.util.Set<String> FALSE_STRINGS = java.util.Set.of("f", "false", "n", "no", "0");

    /**
     * {@code CAST(s AS BOOLEAN)}, as {@code BinaryStringDataUtil.toBoolean}: {@code s} in lower case (no trimming)
     * one of {@code t, true, y, yes, 1} or {@code f, false, n, no, 0}.
     *
     * @throws IllegalArgumentException naming {@code s} when it is neither, where Flink throws a {@code
     *     TableException} with the same message
     */
    public static boolean parseBoolean(String s) {
        String lower = lower(s);
        if (TRUE_STRINGS.contains(lower)) {
            return true;
        }
        if (FALSE_STRINGS.contains(lower)) {
            return false;
        }
        throw new IllegalArgumentException("Cannot parse '" + s + "' as BOOLEAN.");
    }

    /**
     * {@code CAST(s AS BIGINT)}, as Flink's cast: {@code s} without its spaces (U+0020) at both ends, then {@code
     * BinaryStringDataUtil.toLong}: an optional sign and decimal digits, optionally a point and more digits (cut
     * off).
     *
     * @throws NumberFormatException naming the value, with Flink's message, when it is not such a number or
     *     does not fit
     */
    public static long parseLong(String s) {
        return parseIntegral(trimSpaces(s), Long.MIN_VALUE);
    }

    /** {@code CAST(s AS INT)}: as {@link #parseLong}, within the range of an {@code INT}. */
    public static int parseInt(String s) {
        return (int) parseIntegral(trimSpaces(s), Integer.MIN_VALUE);
    }

    /** {@code CAST(s AS SMALLINT)}: as {@link #parseInt}, then refused when it does not fit, as Flink's. */
    public static short parseShort(String s) {
        String trimmed = trimSpaces(s);
        int value = (int) parseIntegral(trimmed, Integer.MIN_VALUE);
        if ((short) value != value) {
            throw numberFormat(trimmed, "Overflow.");
        }
        return (short) value;
    }

    /** {@code CAST(s AS TINYINT)}: as {@link #parseInt}, then refused when it does not fit, as Flink's. */
    public static byte parseByte(String s) {
        String trimmed = trimSpaces(s);
        int value = (int) parseIntegral(trimmed, Integer.MIN_VALUE);
        if ((byte) value != value) {
            throw numberFormat(trimmed, "Overflow.");
        }
        return (byte) value;
    }

    /** {@code CAST(s AS DOUBLE)}: {@link Double#parseDouble} of {@code s} without its spaces, as Flink's. */
    public static double parseDouble(String s) {
        return Double.parseDouble(trimSpaces(s));
    }

    /** {@code CAST(s AS FLOAT)}: {@link Float#parseFloat} of {@code s} without its spaces, as Flink's. */
    public static float parseFloat(String s) {
        return Float.parseFloat(trimSpaces(s));
    }

    /** {@code s} without the spaces (U+0020, no other white space) at its ends, as {@code BinaryStringData.trim}. */
    private static String trimSpaces(String s) {
        int start = 0;
        int end = s.length();
        while (start < end && s.charAt(start) == ' ') {
            start++;
        }
        while (end > start && s.charAt(end - 1) == ' ') {
            end--;
        }
        return s.substring(start, end);
    }

    /**
     * {@code BinaryStringDataUtil.toLong} and {@code toInt} (which are the same but for {@code min}): the value
     * is accumulated as a negative number, so that {@code min} itself fits.
     */
    private static long parseIntegral(String s, long min) {
        if (s.isEmpty()) {
            throw numberFormat(s, "Input is empty.");
        }
        int i = 0;
        char c = s.charAt(0);
        boolean negative = c == '-';
        if (negative || c == '+') {
            i++;
            if (s.length() == 1) {
                throw numberFormat(s, "Input has only positive or negative symbol.");
            }
        }
        long result = 0;
        long stop = min / 10;
        while (i < s.length()) {
            c = s.charAt(i);
            i++;
            if (c == '.') {
                break;
            }
            if (c < '0' || c > '9') {
                throw numberFormat(s, "Invalid character found.");
            }
            if (result < stop) {
                throw numberFormat(s, "Overflow.");
            }
            result = result * 10 - (c - '0');
            if (min == Long.MIN_VALUE ? result > 0 : result > 0 || result < min) {
                throw numberFormat(s, "Overflow.");
            }
        }
        while (i < s.length()) {
            c = s.charAt(i);
            if (c < '0' || c > '9') {
                throw numberFormat(s, "Invalid character found.");
            }
            i++;
        }
        if (!negative) {
            // -min itself does not fit
            result = -result;
            if (result < 0 || result > -(min + 1)) {
                throw numberFormat(s, "Overflow.");
            }
        }
        return result;
    }

    private static NumberFormatException numberFormat(String s, String reason) {
        return new NumberFormatException("For input string: '" + s + "'. " + reason);
    }

    /**
     * {@code CAST(s AS DECIMAL(precision, scale))}, as {@code BinaryStringDataUtil.toDecimal}, which reads it in
     * one of two ways. Up to precision 18 and 18 UTF-8 bytes: byte by byte, white space (space, {@code \n},
     * {@code \t}) at both ends skipped, an optional sign, digits with at most one point, an optional exponent,
     * rounded half up to the scale (and, as Flink's, the one character after the number is not looked at); any
     * other way as Java's {@code BigDecimal} reads it between that white space, rounded half up.
     *
     * @throws NumberFormatException naming the value when it is not such a number or does not fit, as Flink's
     */
    public static BigDecimal parseDecimal(String s, int precision, int scale) {
        byte[] bytes = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        BigDecimal value = precision > MAX_COMPACT_PRECISION || bytes.length > MAX_COMPACT_PRECISION
                ? parseBigDecimal(s, precision, scale) : parseCompactDecimal(bytes, precision, scale);
        if (value == null) {
            throw numberFormat(s, "Overflow.");
        }
        return value;
    }

    private static BigDecimal parseBigDecimal(String s, int precision, int scale) {
        int start = 0;
        int end = s.length();
        for (int i = 0; i < s.length(); i++) {
            if (!isDecimalSpace(s.charAt(i))) {
                start = i;
                break;
            }
        }
        for (int i = s.length() - 1; i >= 0; i--) {
            if (!isDecimalSpace(s.charAt(i))) {
                end = i + 1;
                break;
            }
        }
        // Flink hands BigDecimal a reused buffer, longer than the string (but for very long ones): BigDecimal may
        // look one character past the end of the number, and then says why it is none in other words
        char[] chars = java.util.Arrays.copyOf(s.toCharArray(), s.length() + 1);
        return decimal(new BigDecimal(chars, start, end - start), precision, scale);
    }

    private static boolean isDecimalSpace(int c) {
        return c == ' ' || c == '\n' || c == '\t';
    }

    /** {@code BinaryStringDataUtil.toDecimalFromBytes}, step by step; null where it gives null. */
    private static BigDecimal parseCompactDecimal(byte[] bytes, int precision, int scale) {
        int size = bytes.length;
        int i = 0;
        byte b = 0;
        while (i < size) {
            b = bytes[i];
            if (!isDecimalSpace(b)) {
                break;
            }
            i++;
        }
        if (i == size) {
            return null;
        }
        boolean negative = b == '-';
        if (negative || b == '+') {
            i++;
            if (i == size) {
                return null;
            }
        }
        long significand = 0;
        int exponent = 0;
        int digits = 0;
        int point = -1;
        while (i < size) {
            b = bytes[i];
            i++;
            if (b >= '0' && b <= '9') {
                significand = significand * 10 + (b - '0');
                digits++;
            } else if (b == '.') {
                if (point >= 0) {
                    return null;
                }
                point = digits;
            } else {
                break;
            }
        }
        if (point < 0) {
            point = digits;
        }
        if (negative) {
            significand = -significand;
        }
        if ((b == 'e' || b == 'E') && i < size) {
            b = bytes[i];
            boolean exponentNegative = b == '-';
            if (exponentNegative || b == '+') {
                i++;
                if (i == size) {
                    return null;
                }
            }
            int exponentDigits = 0;
            while (i < size) {
                b = bytes[i];
                i++;
                if (b >= '0' && b <= '9') {
                    if (exponentDigits < 40) {
                        exponentDigits = exponentDigits * 10 + (b - '0');
                    }
                } else {
                    break;
                }
            }
            exponent += exponentNegative ? -exponentDigits : exponentDigits;
        }
        exponent -= digits - point;
        while (i < size) {
            b = bytes[i];
            i++;
            if (!isDecimalSpace(b)) {
                return null;
            }
        }
        int change = exponent + scale;
        if (digits + change > precision) {
            return null;
        }
        if (change >= 0) {
            significand *= POW10[change];
        } else {
            // as Flink's: a power of ten beyond 10^18 fails (ArrayIndexOutOfBoundsException) there too
            int k = negative ? -5 : 5;
            significand = (significand + k * POW10[-change - 1]) / POW10[-change];
        }
        return BigDecimal.valueOf(significand, scale);
    }

    // ------------------------------------------------------------------------
    //  decimals
    // ------------------------------------------------------------------------

    /**
     * {@code value} as a {@code DECIMAL(precision, scale)}, as Flink's {@code DecimalData.fromBigDecimal}: rounded
     * half up to the scale; null ({@code NULL}) when it then has more digits than the precision.
     */
    public static BigDecimal decimal(BigDecimal value, int precision, int scale) {
        BigDecimal rounded = value.setScale(scale, RoundingMode.HALF_UP);
        return rounded.precision() > precision ? null : rounded;
    }

    /** {@code left + right} of type {@code DECIMAL(precision, scale)}; null on overflow, as Flink. */
    public static BigDecimal add(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.add(right), precision, scale);
    }

    /** {@code left - right} of type {@code DECIMAL(precision, scale)}; null on overflow, as Flink. */
    public static BigDecimal subtract(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.subtract(right), precision, scale);
    }

    /** {@code left * right} of type {@code DECIMAL(precision, scale)}; null on overflow, as Flink. */
    public static BigDecimal multiply(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.multiply(right), precision, scale);
    }

    /**
     * {@code left / right} of type {@code DECIMAL(precision, scale)}: the quotient to 38 digits, then rounded
     * to the type; null on overflow, as Flink.
     *
     * @throws ArithmeticException when {@code right} is zero, as Flink's division throws
     */
    public static BigDecimal divide(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.divide(right, DIVIDE), precision, scale);
    }

    /**
     * A {@code DECIMAL(precision, _)} as a {@code DOUBLE}, as {@code DecimalDataUtils.doubleValue}: Flink holds a
     * decimal of precision up to 18 as an unscaled {@code long} and divides it by a power of ten.
     */
    public static double doubleValue(BigDecimal value, int precision) {
        if (precision <= MAX_COMPACT_PRECISION) {
            return ((double) value.unscaledValue().longValue()) / POW10[value.scale()];
        }
        return value.doubleValue();
    }

    /**
     * {@code left % right} ({@code MOD}) of type {@code DECIMAL(precision, scale)}, as {@code DecimalDataUtils.mod}:
     * the remainder to 38 digits, then rounded to the type; null on overflow.
     *
     * @throws ArithmeticException when {@code right} is zero, as Flink's
     */
    public static BigDecimal mod(BigDecimal left, BigDecimal right, int precision, int scale) {
        return decimal(left.remainder(right, DIVIDE), precision, scale);
    }

    /**
     * A {@code DOUBLE} (or {@code FLOAT}) cast to {@code DECIMAL(precision, scale)}, as {@code
     * DecimalDataUtils.castFrom(double, ...)}: the shortest decimal that reads back as the double ({@link
     * BigDecimal#valueOf(double)}), rounded half up; null when it does not fit.
     *
     * @throws NumberFormatException for NaN and the infinities, as Flink's cast (even {@code TRY_CAST}) fails
     */
    public static BigDecimal fromDouble(double value, int precision, int scale) {
        return decimal(BigDecimal.valueOf(value), precision, scale);
    }

    /** A decimal cast to an integral type: rounded down, then its low 64 bits, as Flink's cast. */
    public static long toLong(BigDecimal value) {
        return value.setScale(0, RoundingMode.DOWN).longValue();
    }

    /** A {@code DECIMAL(precision, _)} compared with a {@code DOUBLE}, as Flink: {@link Double#compare}. */
    public static int compare(BigDecimal left, int precision, double right) {
        return Double.compare(doubleValue(left, precision), right);
    }

    /** An integral value cast to {@code DECIMAL(precision, scale)}; null when it does not fit, as Flink. */
    public static BigDecimal decimal(long value, int precision, int scale) {
        return decimal(BigDecimal.valueOf(value), precision, scale);
    }

    // ------------------------------------------------------------------------
    //  dates and times
    // ------------------------------------------------------------------------

    /**
     * {@code b0} rounded down to a multiple of {@code b1 > 0}: as Flink's {@code SqlFunctionUtils.floor(long,
     * long)}, which {@code FLOOR(timestamp TO unit)} calls with the unit's milliseconds.
     */
    public static long floor(long b0, long b1) {
        long r = b0 % b1;
        if (r < 0) {
            r += b1;
        }
        return b0 - r;
    }

    /** As {@link #floor(long, long)} of {@code int}s: {@code SqlFunctionUtils.floor(int, int)}. */
    public static int floor(int b0, int b1) {
        int r = b0 % b1;
        if (r < 0) {
            r += b1;
        }
        return b0 - r;
    }

    /**
     * {@code b0} rounded up to a multiple of {@code b1 > 0}: as Flink's {@code SqlFunctionUtils.ceil(long, long)},
     * {@code floor(b0 + b1 - 1, b1)} (which wraps around near {@code Long.MAX_VALUE}, as Flink's does).
     */
    public static long ceil(long b0, long b1) {
        return floor(b0 + b1 - 1, b1);
    }

    /** As {@code SqlFunctionUtils.ceil(int, int)}. */
    public static int ceil(int b0, int b1) {
        int r = b0 % b1;
        if (r > 0) {
            r -= b1;
        }
        return b0 - r;
    }

    /**
     * The session time zone as Flink's code generation holds it ({@code CodeGeneratorContext
     * .addReusableSessionTimeZone}): the {@code TimeZone} of the id {@code TimeZone.getTimeZone(zone)} gives, for
     * a static field of the written code. Flink's functions of a {@code TIMESTAMP_LTZ} read their offsets from
     * it, a {@code java.util.TimeZone}, not from the {@code ZoneId}: the two differ before a region took up
     * standard time (before 1893 in {@code Europe/Berlin}), where a {@code TimeZone} has the standard offset and a
     * {@code ZoneId} the local mean time. Flink's {@code EXTRACT} reads the first, its {@code DATE_FORMAT} the
     * second ({@code TimeZone.toZoneId()}), and so do these helpers.
     */
    public static TimeZone sessionTimeZone(ZoneId zone) {
        return TimeZone.getTimeZone(TimeZone.getTimeZone(zone).getID());
    }

    /**
     * {@code HOUR(ltz)} ({@code EXTRACT(HOUR FROM ltz)}) of a {@code TIMESTAMP_LTZ}, as {@code
     * DateTimeUtils.extractFromTimestamp(HOUR, ltz, zone)}: the hour of the day of the instant's wall-clock time in
     * {@code zone}; before 1970 (in that zone) negative, as Flink's remainder gives it.
     */
    public static long hour(TimestampData ltz, TimeZone zone) {
        return wallClockMillis(ltz, zone) % MILLIS_PER_DAY / MILLIS_PER_HOUR;
    }

    /** {@code MINUTE(ltz)} of a {@code TIMESTAMP_LTZ}: as {@link #hour(TimestampData, TimeZone)}. */
    public static long minute(TimestampData ltz, TimeZone zone) {
        return wallClockMillis(ltz, zone) % MILLIS_PER_HOUR / MILLIS_PER_MINUTE;
    }

    /** {@code SECOND(ltz)} of a {@code TIMESTAMP_LTZ}: as {@link #hour(TimestampData, TimeZone)}. */
    public static long second(TimestampData ltz, TimeZone zone) {
        return wallClockMillis(ltz, zone) % MILLIS_PER_MINUTE / MILLIS_PER_SECOND;
    }

    private static long wallClockMillis(TimestampData ltz, TimeZone zone) {
        long millisecond = ltz.getMillisecond();
        return millisecond + zone.getOffset(millisecond);
    }

    /**
     * {@code DATE_FORMAT(timestamp, 'pattern')} of a {@code TIMESTAMP}, as {@code DateTimeUtils.formatTimestamp(ts,
     * pattern)}: the timestamp formatted by {@code DateTimeFormatter.ofPattern(pattern)} (Java's {@code
     * DateTimeFormatter} letters, not {@code SimpleDateFormat}'s: {@code u} is the year, {@code e} a localized day of
     * the week; in the JVM's default locale, as Flink's cache makes it). The written code holds that formatter in a
     * static field; a pattern {@code ofPattern} refuses is not a constant to write so.
     */
    public static String dateFormat(TimestampData timestamp, DateTimeFormatter formatter) {
        return LocalDateTime.ofInstant(timestamp.toInstant(), ZoneOffset.UTC).format(formatter);
    }

    /**
     * {@code DATE_FORMAT(ltz, 'pattern')} of a {@code TIMESTAMP_LTZ}, as {@code DateTimeUtils.formatTimestamp(ts,
     * pattern, zone)}: the instant's wall-clock time in {@code zone} (the session time zone), formatted as {@link
     * #dateFormat(TimestampData, DateTimeFormatter)}. A pattern with a zone letter ({@code z}, {@code VV}, {@code
     * X}) fails, as Flink's does: the formatter is given a {@code LocalDateTime}.
     */
    public static String dateFormat(TimestampData ltz, DateTimeFormatter formatter, TimeZone zone) {
        return LocalDateTime.ofInstant(ltz.toInstant(), zone.toZoneId()).format(formatter);
    }

    /**
     * {@code CAST(s AS DATE)}: as Flink's {@code BinaryStringDataUtil.toDate}, the days {@code
     * DateTimeUtils.parseDate} reads, or a {@code DateTimeException} when it reads none.
     */
    public static int toDate(String s) {
        Integer date = DateTimeUtils.parseDate(s);
        if (date == null) {
            throw new DateTimeException("For input string: '" + s + "'.");
        }
        return date;
    }

    /**
     * {@code CAST(s AS TIME(precision))}: as Flink's {@code BinaryStringDataUtil.toTime}, the milliseconds {@code
     * DateTimeUtils.parseTime} reads, cut to the precision, or a {@code DateTimeException} when it reads none.
     */
    public static int toTime(String s, int precision) {
        Integer milliseconds = DateTimeUtils.parseTime(s);
        if (milliseconds == null) {
            throw new DateTimeException("Invalid time format: '" + s + "'. "
                    + "Expected format: HH:mm:ss[.fff] where HH is 00-23, mm is 00-59, ss is 00-59");
        }
        return DateTimeUtils.applyTimePrecisionTruncation(milliseconds, precision);
    }

    /**
     * {@code TO_TIMESTAMP(s)}: as Flink's code generation calls {@code DateTimeUtils.parseTimestampData(s)}, null
     * (SQL's {@code NULL}) when that fails.
     */
    public static TimestampData toTimestamp(String s) {
        try {
            return DateTimeUtils.parseTimestampData(s);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /**
     * {@code TO_TIMESTAMP(s, format)}: as Flink's code generation calls {@code DateTimeUtils.parseTimestampData(s,
     * format)}, null (SQL's {@code NULL}) when that gives none or fails.
     */
    public static TimestampData toTimestamp(String s, String format) {
        try {
            return DateTimeUtils.parseTimestampData(s, format);
        } catch (RuntimeException e) {
            return null;
        }
    }
}
