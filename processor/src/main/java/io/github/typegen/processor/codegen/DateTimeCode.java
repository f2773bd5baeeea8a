package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;
import io.github.typegen.processor.model.SqlTypes.Root;

/**
 * The Java {@link CalcWriter} writes for {@code DATE}, {@code TIME}, {@code TIMESTAMP}, {@code TIMESTAMP_LTZ} and
 * interval values: the code of one operation on operands that are not null ({@code CalcWriter} tests for {@code
 * NULL} around it).
 *
 * <p>The written code holds these values as Flink's runtime does, not as {@code java.time} values: a {@code DATE}
 * as the {@code int} days since 1970-01-01, a {@code TIME} as the {@code int} milliseconds of the day, a {@code
 * TIMESTAMP} and a {@code TIMESTAMP_LTZ} as a {@code TimestampData}, a day-time interval as {@code long}
 * milliseconds and a year-month one as {@code int} months. Every operation is then the very code Flink's code
 * generation writes for it, mostly a call of Flink's own {@code DateTimeUtils}, so its result is Flink's bit for
 * bit, including Flink's own corners (a {@code TIMESTAMP} before 1970 cast to {@code DATE} rounds toward the
 * epoch, a truncation to a precision keeps a nanosecond count shorter than the precision). Columns are converted
 * as {@code FooSchema.toRowData} converts them and results as {@code fromRowData} does, so a {@code LocalTime}
 * loses its digits below the millisecond on the way in, as it does in a row.
 *
 * <p>What depends on the session time zone ({@code table.local-time-zone}) is written only when the build declares
 * it ({@code -Atypegen.sql.timeZone}, {@link FunctionRegistry#sessionTimeZone()}; the job then checks its zone is that
 * one), as Flink's code generation writes it, with the zone as a constant {@code java.util.TimeZone} ({@link
 * ExprWriter#sessionTimeZone()}): {@code EXTRACT} from a {@code TIMESTAMP_LTZ} ({@code DateTimeUtils
 * .extractFromTimestamp}, {@code HOUR}, {@code MINUTE} and {@code SECOND} by the runtime's helpers computing the
 * same), {@code DATE_FORMAT} of one, casts between it and strings, {@code TIMESTAMP}, {@code DATE} and {@code TIME}
 * (Flink's cast rules), its comparison with a {@code TIMESTAMP} (the one of lower precision cast to the other's
 * type, as {@code ScalarOperatorGens.generateComparison}), and its constants (which the planner computed in the
 * declared zone). Without a declared zone these are refused, the reason naming the option; {@code FLOOR} and
 * {@code CEIL} of a {@code TIMESTAMP_LTZ} are refused either way.
 */
final class DateTimeCode {

    // the identities of the operators this family writes: the constants of Flink's operator tables holding them
    static final SqlOperator DATETIME_PLUS = SqlOperator.calcite("DATETIME_PLUS");
    static final SqlOperator MINUS_DATE = SqlOperator.calcite("MINUS_DATE");
    static final SqlOperator EXTRACT = SqlOperator.calcite("EXTRACT");
    static final SqlOperator FLOOR = SqlOperator.calcite("FLOOR");
    static final SqlOperator CEIL = SqlOperator.calcite("CEIL");
    static final SqlOperator DATE_FORMAT = SqlOperator.flink("DATE_FORMAT");
    static final SqlOperator REINTERPRET = SqlOperator.calcite("REINTERPRET");
    static final SqlOperator TO_DATE = SqlOperator.flink("TO_DATE");
    static final SqlOperator TO_TIMESTAMP = SqlOperator.flink("TO_TIMESTAMP");

    static final ClassName TIMESTAMP_DATA = ClassName.get("org.apache.flink.table.data", "TimestampData");
    static final ClassName DATE_TIME_UTILS = ClassName.get("org.apache.flink.table.utils", "DateTimeUtils");

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");
    private static final String ZONE =
            "(its result depends on the session time zone of the job, table.local-time-zone: declare it with"
                    + " -Atypegen.sql.timeZone to have it written)";

    private DateTimeCode() {}

    /** Registers the functions of dates, times and intervals. */
    static void register(FunctionRegistry registry) {
        ZoneId zone = registry.sessionTimeZone();
        registry.add(function(EXTRACT, DateTimeCode::extract)
                        .refusing((call, operands, type) -> unitRefusal("EXTRACT", operands)
                                .or(() -> extractRefusal(unit(operands), values(operands).get(0).type(), zone))))
                .add(function(FLOOR, (w, call, type) -> floorCeil(w, call, type, true))
                        .refusing((call, operands, type) -> unitRefusal("FLOOR", operands)
                                .or(() -> floorCeilRefusal(true, unit(operands), values(operands).get(0).type()))))
                .add(function(CEIL, (w, call, type) -> floorCeil(w, call, type, false))
                        .refusing((call, operands, type) -> unitRefusal("CEIL", operands)
                                .or(() -> floorCeilRefusal(false, unit(operands), values(operands).get(0).type()))))
                .add(function(DATE_FORMAT, DateTimeCode::dateFormat)
                        .refusing((call, operands, type) -> values(operands).size() != 2
                                || operands.get(1).constant() == null
                                ? Optional.of("DATE_FORMAT with a pattern that is not a constant")
                                : dateFormatRefusal(operands.get(0).type(), zone)
                                        .or(() -> patternRefusal(operands.get(1).constant())))
                        .giving(Origin.JAVA))
                .add(function(REINTERPRET, DateTimeCode::reinterpret)
                        .refusing((call, operands, type) -> reinterpretRefusal(operands.get(0).type(), type)));
        registry.add(function(TO_DATE, DateTimeCode::toDate)
                        .refusing((call, operands, type) -> texts("TO_DATE", operands)))
                .add(function(TO_TIMESTAMP, DateTimeCode::toTimestamp)
                        .refusing((call, operands, type) -> texts("TO_TIMESTAMP", operands)));
        // a point in time and an interval, two points in time
        plusMinus(registry, ArithmeticCalls.PLUS, true);
        plusMinus(registry, DATETIME_PLUS, true);
        plusMinus(registry, ArithmeticCalls.MINUS, false);
        plusMinus(registry, MINUS_DATE, false);
    }

    /** Registers {@code operator} of a point in time and an interval, or of two points in time. */
    private static void plusMinus(FunctionRegistry registry, SqlOperator operator, boolean plus) {
        registry.add(function(operator, (w, call, type) -> plusMinus(w, call, type, plus))
                .taking(FunctionRegistry::anyDateTime).inline()
                .refusing((call, operands, type) -> values(operands).size() != 2
                        ? Optional.of("the operator " + (plus ? "+" : "-") + " with " + values(operands).size()
                                + " operands")
                        : plusMinusRefusal(plus, operands.get(0).type(), operands.get(1).type(), type)));
    }

    /** {@code TO_DATE} and {@code TO_TIMESTAMP} parse strings. */
    private static Optional<String> texts(String function, List<Operand> operands) {
        return values(operands).stream().filter(operand -> !operand.isCharacter()).findFirst()
                .map(operand -> "the function " + function + " of " + operand.type());
    }

    // ------------------------------------------------------------------------
    //  the functions' writers: the operands that are values written, a time unit read as the flag it is
    // ------------------------------------------------------------------------

    private static Value extract(ExprWriter w, SqlExpr.Call call, Type type) {
        List<Value> values = written(w, call);
        Value value = values.get(0);
        return result(w, "extracted", type, values, extract(w, unit(call), value.code(), value.type()));
    }

    private static Value floorCeil(ExprWriter w, SqlExpr.Call call, Type type, boolean floor) {
        List<Value> values = written(w, call);
        Value value = values.get(0);
        return result(w, floor ? "floored" : "ceiled", type, values, floorCeil(floor, unit(call), value.code(),
                value.type()));
    }

    /**
     * {@code DATE_FORMAT(timestamp, pattern)}, the pattern a constant: as {@code DateTimeUtils.formatTimestamp}, whose
     * formatter of the pattern ({@code DateTimeFormatter.ofPattern}, in the default locale of the JVM it runs in) is
     * here a constant of the written code, made once, where Flink's looks it up in a per-thread cache for each row.
     */
    private static Value dateFormat(ExprWriter w, SqlExpr.Call call, Type type) {
        List<Value> values = written(w, call);
        Value value = values.get(0);
        String pattern = ((SqlExpr.Literal) call.operands().get(1)).value();
        String formatter = w.constants.constant(TypeName.get(DateTimeFormatter.class),
                "FORMAT_" + StringCalls.constantName(pattern), CodeBlock.of("$T.ofPattern($S)",
                        DateTimeFormatter.class, pattern));
        CodeBlock formatted = value.type().root() == Root.TIMESTAMP_LTZ
                // StringCallGen: its wall-clock time in the session time zone, formatted
                ? CodeBlock.of("$T.dateFormat($L,$W$L,$W$L)", SQL_FUNCTIONS, value.code(), formatter,
                        w.sessionTimeZone())
                : CodeBlock.of("$T.dateFormat($L,$W$L)", SQL_FUNCTIONS, value.code(), formatter);
        return w.nullSafe("formatted", type, List.of(value), formatted);
    }

    /**
     * A pattern {@code DateTimeFormatter} does not take: Flink's runtime fails the job at the first row, which the
     * written code, making its formatter once, would do before any; the query is left to it.
     */
    private static Optional<String> patternRefusal(String pattern) {
        try {
            DateTimeFormatter.ofPattern(pattern);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of("DATE_FORMAT with the pattern '" + pattern + "', which is not a DateTimeFormatter"
                    + " pattern (" + e.getMessage() + ")");
        }
    }

    private static Value reinterpret(ExprWriter w, SqlExpr.Call call, Type type) {
        List<Value> values = written(w, call);
        Value value = values.get(0);
        return result(w, "reinterpreted", type, values, reinterpret(value.code(), value.type(), type));
    }

    /**
     * {@code TO_DATE(text[, format])}, as {@code StringCallGen} writes it: {@code DateTimeUtils.parseDate}, {@code
     * NULL} for text that is no date (with a format, an error).
     */
    private static Value toDate(ExprWriter w, SqlExpr.Call call, Type type) {
        List<Value> values = written(w, call);
        return w.nullSafe("parsed", type.nullable(), values, CodeBlock.of("$T.parseDate($L)", DATE_TIME_UTILS,
                CodeBlock.join(values.stream().map(Value::code).toList(), ", ")));
    }

    /**
     * {@code TO_TIMESTAMP(text[, format])}, as {@code StringCallGen} writes it: {@code
     * DateTimeUtils.parseTimestampData}, {@code NULL} for text that is no timestamp, or when parsing fails.
     */
    private static Value toTimestamp(ExprWriter w, SqlExpr.Call call, Type type) {
        List<Value> values = written(w, call);
        return w.nullSafe("parsed", type.nullable(), values, CodeBlock.of("$T.toTimestamp($L)", SQL_FUNCTIONS,
                CodeBlock.join(values.stream().map(Value::code).toList(), ", ")));
    }

    /** A point in time plus or minus an interval, or the interval between two points in time. */
    private static Value plusMinus(ExprWriter w, SqlExpr.Call call, Type type, boolean plus) {
        List<Value> values = written(w, call);
        Value left = values.get(0);
        Value right = values.get(1);
        String name = type.root() == Root.INTERVAL_DAY_TIME || type.root() == Root.INTERVAL_MONTH ? "difference"
                : "shifted";
        return result(w, name, type, values, plusMinus(plus, left.code(), left.type(), right.code(), right.type(),
                type));
    }

    /** The operands of {@code call} that are values, written in order; a symbol is a flag of the function. */
    private static List<Value> written(ExprWriter w, SqlExpr.Call call) {
        return call.operands().stream().filter(operand -> !(operand instanceof SqlExpr.Literal literal
                && literal.type().root() == Root.SYMBOL)).map(w::expression).toList();
    }

    /** The time unit of {@code call}: its symbol operand. */
    private static String unit(SqlExpr.Call call) {
        String unit = null;
        for (SqlExpr operand : call.operands()) {
            if (operand instanceof SqlExpr.Literal literal && literal.type().root() == Root.SYMBOL) {
                unit = literal.value();
            }
        }
        return unit;
    }

    /** {@code computed} of {@code values}, {@code NULL} when one of them is. */
    private static Value result(ExprWriter w, String name, Type type, List<Value> values, CodeBlock computed) {
        Value first = values.get(0);
        if (computed == first.code()) {
            // the operand itself, as Flink's code hands it on (a date floored to an hour, an interval as a number)
            return new Value(first.code(), first.isPrimitive() ? type.notNull() : type.nullable(), first.kind(),
                    first.origin());
        }
        return w.nullSafe(name, type, values, computed);
    }

    /** The operands of a call that are values, not symbols. */
    private static List<Operand> values(List<Operand> operands) {
        return operands.stream().filter(operand -> operand.symbol() == null).toList();
    }

    /** The time unit among a call's operands (a symbol); null when there is none. */
    private static String unit(List<Operand> operands) {
        String unit = null;
        for (Operand operand : operands) {
            unit = operand.symbol() == null ? unit : operand.symbol();
        }
        return unit;
    }

    /** A function of one value and a time unit ({@code EXTRACT}, {@code FLOOR}, {@code CEIL}): both there. */
    private static Optional<String> unitRefusal(String function, List<Operand> operands) {
        List<Operand> values = values(operands);
        if (unit(operands) == null || values.size() != 1) {
            return Optional.of("the function " + function + " of " + CalcCheck.listed(values.stream()
                    .map(value -> value.type().toString()).toList()));
        }
        return Optional.empty();
    }

    /** Whether {@code root} is one of the types of this class. */
    static boolean isDateTime(Root root) {
        return switch (root) {
            case DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ, INTERVAL_DAY_TIME, INTERVAL_MONTH -> true;
            default -> false;
        };
    }

    // ------------------------------------------------------------------------
    //  constants, columns and results
    // ------------------------------------------------------------------------

    /**
     * A constant of {@code type} from its text ({@code SqlExpr.Literal#value}), as Flink's {@code RexLiteralUtil}
     * converts it: a date to its days, a time to its milliseconds (cut, not rounded), a timestamp through its
     * {@code LocalDateTime}.
     */
    static CodeBlock constant(String text, Type type, Constants constants) {
        // a TIMESTAMP_LTZ is held by its UTC date and time: the instant the planner computed in the session time zone
        String name = text.replaceAll("[^0-9]+", "_");
        return switch (type.root()) {
            case DATE -> CodeBlock.of("$L", constants.constant(com.squareup.javapoet.TypeName.INT, "DATE_" + name,
                    CodeBlock.of("(int) $T.parse($S).toEpochDay()", LocalDate.class, text)));
            case TIME -> CodeBlock.of("$L", constants.constant(com.squareup.javapoet.TypeName.INT, "TIME_" + name,
                    CodeBlock.of("(int) ($T.parse($S).toNanoOfDay() / 1_000_000L)", LocalTime.class, text)));
            case TIMESTAMP -> CodeBlock.of("$L", constants.constant(TIMESTAMP_DATA, "TIMESTAMP_" + name,
                    CodeBlock.of("$T.fromLocalDateTime($T.parse($S))", TIMESTAMP_DATA, LocalDateTime.class,
                            text.replace(' ', 'T'))));
            case INTERVAL_DAY_TIME -> CodeBlock.of("$LL", Long.parseLong(text));
            case INTERVAL_MONTH -> CodeBlock.of("$L", Integer.parseInt(text));
            case TIMESTAMP_LTZ -> CodeBlock.of("$L", constants.constant(TIMESTAMP_DATA, "TIMESTAMP_LTZ_" + name,
                    CodeBlock.of("$T.fromInstant($T.parse($S))", TIMESTAMP_DATA, Instant.class,
                            text.replace(' ', 'T') + "Z")));
            default -> throw new IllegalArgumentException("Not a date or time: " + type);
        };
    }

    /** The kind of Java value a column of {@code root} is read from and built into; null for another root. */
    static ValueKind javaKind(Root root) {
        return switch (root) {
            case DATE -> ValueKind.LOCAL_DATE;
            case TIME -> ValueKind.LOCAL_TIME;
            case TIMESTAMP -> ValueKind.LOCAL_DATE_TIME;
            case TIMESTAMP_LTZ -> ValueKind.INSTANT;
            default -> null;
        };
    }

    /**
     * A non-null Java value of {@code kind} in a column of {@code type}, as Flink's runtime holds it when the
     * query reads it: as {@code toRowData} converts it, a timestamp of a precision up to 3 without its digits
     * below the millisecond, which Flink's binary row does not keep ({@code BinaryRowWriter.writeTimestamp} writes a
     * "compact" one's milliseconds only) and {@code toRowData} therefore drops, with object reuse on or off.
     */
    static CodeBlock toInternal(ValueKind kind, CodeBlock value, Type type) {
        return switch (kind) {
            case LOCAL_DATE -> CodeBlock.of("(int) $L.toEpochDay()", value);
            case LOCAL_TIME -> CodeBlock.of("(int) ($L.toNanoOfDay() / 1_000_000L)", value);
            case LOCAL_DATE_TIME -> compact(CodeBlock.of("$T.fromLocalDateTime($L)", TIMESTAMP_DATA, value), type);
            case INSTANT -> compact(CodeBlock.of("$T.fromInstant($L)", TIMESTAMP_DATA, value), type);
            default -> throw new IllegalArgumentException("Not a date or time: " + kind);
        };
    }

    /**
     * {@code timestamp} as a row of {@code type} holds it: its milliseconds only when "compact", as the generated
     * {@code toRowData} writes it.
     */
    private static CodeBlock compact(CodeBlock timestamp, Type type) {
        return type.precision() <= 3
                ? CodeBlock.of("$T.compactTimestamp($L)", CalcWriter.ROW_CONVERSIONS, timestamp) : timestamp;
    }

    /** A non-null value as Flink's runtime holds it, as the Java value of {@code kind} {@code fromRowData} makes. */
    static CodeBlock toJava(ValueKind kind, CodeBlock value) {
        return switch (kind) {
            case LOCAL_DATE -> CodeBlock.of("$T.ofEpochDay($L)", LocalDate.class, value);
            case LOCAL_TIME -> CodeBlock.of("$T.ofNanoOfDay($L * 1_000_000L)", LocalTime.class, value);
            case LOCAL_DATE_TIME -> CodeBlock.of("$L.toLocalDateTime()", value);
            case INSTANT -> CodeBlock.of("$L.toInstant()", value);
            default -> throw new IllegalArgumentException("Not a date or time: " + kind);
        };
    }

    // ------------------------------------------------------------------------
    //  comparisons and casts
    // ------------------------------------------------------------------------

    /**
     * {@code left operator right} for two values of date and time types, as Flink's {@code
     * ScalarOperatorGens.generateComparison}: dates and times as {@code int}s, timestamps by {@code compareTo}.
     *
     * @param java the Java operator ({@code ==}, {@code !=}, {@code <}, ...)
     * @param boxed whether both operands are boxes, which {@code ==} would compare as references
     */
    static CodeBlock compare(ExprWriter w, String java, CodeBlock left, Type leftType, CodeBlock right,
            Type rightType, boolean boxed) {
        Root root = leftType.root();
        if (root != rightType.root()) {
            if (!timestamps(root, rightType.root())) {
                throw ExprWriter.refused("the comparison of " + leftType + " and " + rightType);
            }
            // a TIMESTAMP and a TIMESTAMP_LTZ: the one of lower precision (the left one of equal precision) cast to
            // the other's type, in the session time zone
            if (leftType.precision() > rightType.precision()) {
                return CodeBlock.of("$L.compareTo($L) $L 0", left, cast(w, right, rightType, leftType), java);
            }
            return CodeBlock.of("$L.compareTo($L) $L 0", cast(w, left, leftType, rightType), right, java);
        }
        return switch (root) {
            case DATE, TIME -> boxed && (java.equals("==") || java.equals("!="))
                    ? CodeBlock.of("$L$L.equals($L)", java.equals("!=") ? "!" : "", left, right)
                    : CodeBlock.of("$L $L $L", left, java, right);
            case TIMESTAMP, TIMESTAMP_LTZ -> CodeBlock.of("$L.compareTo($L) $L 0", left, right, java);
            default -> throw ExprWriter.refused("the comparison of " + leftType + " and " + rightType);
        };
    }

    /**
     * {@code value} of the date or time type {@code from} as text, before it is cut or padded to the target's
     * length, as Flink's {@code DateToStringCastRule}, {@code TimeToStringCastRule} and {@code
     * TimestampToStringCastRule} write it: {@code yyyy-MM-dd}, {@code HH:mm:ss} and the digits of the fraction
     * the precision allows (without trailing zeros for a time), a timestamp at UTC.
     */
    static CodeBlock toText(ExprWriter w, CodeBlock value, Type from) {
        return switch (from.root()) {
            case DATE -> CodeBlock.of("$T.formatDate($L)", DATE_TIME_UTILS, value);
            case TIME -> CodeBlock.of("$T.formatTimestampMillis($L, $L)", DATE_TIME_UTILS, value, from.precision());
            case TIMESTAMP -> CodeBlock.of("$T.formatTimestamp($L, $T.UTC_ZONE, $L)", DATE_TIME_UTILS, value,
                    DATE_TIME_UTILS, from.precision());
            // TimestampToStringCastRule: its wall-clock time in the session time zone
            case TIMESTAMP_LTZ -> CodeBlock.of("$T.formatTimestamp($L, $L, $L)", DATE_TIME_UTILS, value,
                    w.sessionTimeZone(), from.precision());
            default -> throw ExprWriter.refused("CAST from " + from + " to a string");
        };
    }

    /**
     * A string cast to the date or time type {@code target}, as Flink's {@code StringToDateCastRule}, {@code
     * StringToTimeCastRule} and {@code StringToTimestampCastRule} write it, failing on text that is none as they
     * do (the runtime's {@code SqlFunctions} call {@code DateTimeUtils} as Flink's {@code BinaryStringDataUtil}
     * does).
     */
    static CodeBlock fromText(ExprWriter w, CodeBlock text, Type target) {
        return switch (target.root()) {
            case DATE -> CodeBlock.of("$T.toDate($L)", SQL_FUNCTIONS, text);
            case TIME -> CodeBlock.of("$T.toTime($L, $L)", SQL_FUNCTIONS, text, target.precision());
            case TIMESTAMP -> CodeBlock.of("$T.parseTimestampData($L, $L)", DATE_TIME_UTILS, text,
                    target.precision());
            // StringToTimestampCastRule: BinaryStringDataUtil.toTimestamp(s, precision, zone), which is this
            case TIMESTAMP_LTZ -> CodeBlock.of("$T.parseTimestampData($L, $L, $L)", DATE_TIME_UTILS, text,
                    target.precision(), w.sessionTimeZone());
            default -> throw ExprWriter.refused("CAST from a string to " + target);
        };
    }

    /**
     * {@code value} of type {@code from} cast to {@code target}, one of them a date or time type, as Flink's cast
     * rules write it ({@code TimestampToTimestampCastRule}, {@code DateToTimestampCastRule}, ...).
     */
    static CodeBlock cast(ExprWriter w, CodeBlock value, Type from, Type target) {
        Root source = from.root();
        Root root = target.root();
        if ((source == Root.TIMESTAMP_LTZ) != (root == Root.TIMESTAMP_LTZ)) {
            return zonedCast(w, value, from, target);
        }
        if (source == root && (root == Root.TIMESTAMP || root == Root.TIMESTAMP_LTZ || root == Root.TIME)) {
            // only to a lower precision: DateTimeUtils.truncate
            return CodeBlock.of("$T.truncate($L, $L)", DATE_TIME_UTILS, value, target.precision());
        }
        if (source == Root.DATE && root == Root.TIMESTAMP) {
            return CodeBlock.of("$T.fromEpochMillis((long) $L * $T.MILLIS_PER_DAY)", TIMESTAMP_DATA, value,
                    DATE_TIME_UTILS);
        }
        if (source == Root.TIMESTAMP && root == Root.DATE) {
            // Java's division, which rounds a time before 1970 up to the next day, as Flink's cast does
            return CodeBlock.of("(int) ($L.getMillisecond() / $T.MILLIS_PER_DAY)", value, DATE_TIME_UTILS);
        }
        if (source == Root.TIMESTAMP && root == Root.TIME) {
            return CodeBlock.of("$T.timestampWithoutLocalZoneToTime($L, $L)", DATE_TIME_UTILS, value,
                    target.precision());
        }
        if (source == Root.TIME && root == Root.TIMESTAMP) {
            return CodeBlock.of("$T.fromEpochMillis($L)", TIMESTAMP_DATA, value);
        }
        throw ExprWriter.refused("CAST from " + from + " to " + target);
    }

    /**
     * {@code value} cast between a {@code TIMESTAMP_LTZ} and another date or time type, in the session time zone, as
     * {@code TimestampToTimestampCastRule}, {@code TimestampToDateCastRule}, {@code TimestampToTimeCastRule}, {@code
     * DateToTimestampCastRule} and {@code TimeToTimestampCastRule} write it: calls of {@code DateTimeUtils}.
     */
    private static CodeBlock zonedCast(ExprWriter w, CodeBlock value, Type from, Type target) {
        Root source = from.root();
        Root root = target.root();
        if (source == Root.TIMESTAMP_LTZ) {
            return switch (root) {
                case TIMESTAMP -> truncated(CodeBlock.of("$T.timestampWithLocalZoneToTimestamp($L, $L)",
                        DATE_TIME_UTILS, value, w.sessionTimeZone()), from, target);
                case DATE -> CodeBlock.of("$T.timestampWithLocalZoneToDate($L, $L)", DATE_TIME_UTILS, value,
                        w.sessionTimeZone());
                case TIME -> CodeBlock.of("$T.timestampWithLocalZoneToTime($L, $L, $L)", DATE_TIME_UTILS, value,
                        w.sessionTimeZone(), target.precision());
                default -> throw ExprWriter.refused("CAST from " + from + " to " + target);
            };
        }
        return switch (source) {
            case TIMESTAMP -> truncated(CodeBlock.of("$T.timestampToTimestampWithLocalZone($L, $L)",
                    DATE_TIME_UTILS, value, w.sessionTimeZone()), from, target);
            case DATE -> CodeBlock.of("$T.dateToTimestampWithLocalZone($L, $L)", DATE_TIME_UTILS, value,
                    w.sessionTimeZone());
            case TIME -> CodeBlock.of("$T.timeToTimestampWithLocalZone($L, $L)", DATE_TIME_UTILS, value,
                    w.sessionTimeZone());
            default -> throw ExprWriter.refused("CAST from " + from + " to " + target);
        };
    }

    /** {@code timestamp}, truncated to {@code target}'s precision when {@code from}'s is higher. */
    private static CodeBlock truncated(CodeBlock timestamp, Type from, Type target) {
        return from.precision() <= target.precision() ? timestamp
                : CodeBlock.of("$T.truncate($L, $L)", DATE_TIME_UTILS, timestamp, target.precision());
    }

    /** A {@code TIMESTAMP} and a {@code TIMESTAMP_LTZ}, in either order. */
    private static boolean timestamps(Root left, Root right) {
        return left == Root.TIMESTAMP && right == Root.TIMESTAMP_LTZ || left == Root.TIMESTAMP_LTZ
                && right == Root.TIMESTAMP;
    }

    // ------------------------------------------------------------------------
    //  functions
    // ------------------------------------------------------------------------

    private static final ClassName TIME_UNIT_RANGE = DATE_TIME_UTILS.nestedClass("TimeUnitRange");

    /** The units {@code EXTRACT} takes from a date's days ({@code ExtractCallGen}'s first case). */
    private static final Set<String> DATE_UNITS = Set.of("YEAR", "MONTH", "DAY", "QUARTER", "DOY", "ISOYEAR", "DOW",
            "ISODOW", "WEEK", "DECADE", "CENTURY", "MILLENNIUM");

    /** The units {@code FLOOR} and {@code CEIL} compute on a date's days ({@code FloorCeilCallGen}). */
    private static final Set<String> FLOOR_DATE_UNITS = Set.of("MILLENNIUM", "CENTURY", "DECADE", "YEAR", "QUARTER",
            "MONTH", "WEEK", "DAY");

    /** The milliseconds of the time units Flink's code generation divides by: Calcite's {@code TimeUnit.multiplier}. */
    private static final Map<String, Long> MILLIS = Map.of("DAY", 86_400_000L, "HOUR", 3_600_000L, "MINUTE",
            60_000L, "SECOND", 1_000L, "MILLISECOND", 1L);

    /**
     * {@code EXTRACT(unit FROM value)}, as {@code ExtractCallGen} writes it: a date's fields by {@code
     * DateTimeUtils.extractFromDate} of its days (a timestamp's days by Java's division, rounding toward 1970),
     * a time of day by Java's {@code %} and {@code /} on the milliseconds (negative before 1970, as Flink's).
     */
    static CodeBlock extract(ExprWriter w, String unit, CodeBlock value, Type type) {
        Root root = type.root();
        if (root == Root.TIMESTAMP_LTZ) {
            // FunctionGenerator's EXTRACT of a TIMESTAMP_LTZ: DateTimeUtils.extractFromTimestamp(unit, ltz, zone)
            return switch (unit) {
                case "HOUR", "MINUTE", "SECOND" -> CodeBlock.of("$T.$L($L, $L)", SQL_FUNCTIONS,
                        unit.toLowerCase(Locale.ROOT), value, w.sessionTimeZone());
                default -> CodeBlock.of("$T.extractFromTimestamp($T.$L, $L, $L)", DATE_TIME_UTILS, TIME_UNIT_RANGE,
                        unit, value, w.sessionTimeZone());
            };
        }
        if (root != Root.DATE && root != Root.TIME && root != Root.TIMESTAMP) {
            throw ExprWriter.refused("EXTRACT from " + type);
        }
        if (DATE_UNITS.contains(unit) || unit.equals("EPOCH")) {
            if (root == Root.TIME) {
                throw ExprWriter.refused("EXTRACT(" + unit + ") from a TIME, which Flink's code generation refuses");
            }
            if (root == Root.DATE) {
                return CodeBlock.of("$T.extractFromDate($T.$L, $L)", DATE_TIME_UTILS, TIME_UNIT_RANGE, unit, value);
            }
            if (unit.equals("EPOCH")) {
                return CodeBlock.of("$L.getMillisecond() / 1000", value);
            }
            return CodeBlock.of("$T.extractFromDate($T.$L, $L.getMillisecond() / $T.MILLIS_PER_DAY)",
                    DATE_TIME_UTILS, TIME_UNIT_RANGE, unit, value, DATE_TIME_UTILS);
        }
        CodeBlock millis = root == Root.TIMESTAMP ? CodeBlock.of("$L.getMillisecond()", value) : value;
        String cast = root == Root.TIMESTAMP ? "" : "(long) ";
        return switch (unit) {
            case "HOUR" -> CodeBlock.of("$L($L % 86_400_000 / 3_600_000)", cast, millis);
            case "MINUTE" -> CodeBlock.of("$L($L % 3_600_000 / 60_000)", cast, millis);
            case "SECOND" -> CodeBlock.of("$L($L % 60_000 / 1_000)", cast, millis);
            case "MILLISECOND" -> CodeBlock.of("$L($L % 1_000)", cast, millis);
            case "MICROSECOND", "NANOSECOND" -> {
                if (root != Root.TIMESTAMP) {
                    throw ExprWriter.refused("EXTRACT(" + unit + ") from " + type
                            + ", which Flink's code generation refuses");
                }
                yield unit.equals("MICROSECOND")
                        ? CodeBlock.of("$L % 1_000 * 1_000 + $L.getNanoOfMillisecond() / 1_000", millis, value)
                        : CodeBlock.of("$L % 1_000 * 1_000_000 + $L.getNanoOfMillisecond()", millis, value);
            }
            default -> throw ExprWriter.refused("EXTRACT(" + unit + ") from " + type);
        };
    }

    /**
     * {@code FLOOR(value TO unit)} or {@code CEIL}, as {@code FloorCeilCallGen} writes it: dates by {@code
     * DateTimeUtils.unixDateFloor}/{@code unixDateCeil}, timestamps by {@code unixTimestampFloor}/{@code
     * unixTimestampCeil} to a week or longer and by whole milliseconds to a day or shorter (the digits below the
     * millisecond dropped), times of day by milliseconds.
     */
    static CodeBlock floorCeil(boolean floor, String unit, CodeBlock value, Type type) {
        String name = floor ? "FLOOR" : "CEIL";
        String method = floor ? "floor" : "ceil";
        Root root = type.root();
        if (root == Root.TIMESTAMP_LTZ) {
            throw ExprWriter.refused(name + " of " + type);
        }
        if (root == Root.DATE) {
            if (!FLOOR_DATE_UNITS.contains(unit)) {
                // a date is whole days already
                return value;
            }
            return CodeBlock.of("(int) $T.unixDate$L($T.$L, $L)", DATE_TIME_UTILS, floor ? "Floor" : "Ceil",
                    TIME_UNIT_RANGE, unit, value);
        }
        if (root == Root.TIMESTAMP) {
            if (FLOOR_DATE_UNITS.contains(unit) && !unit.equals("DAY")) {
                return CodeBlock.of("$T.fromEpochMillis($T.unixTimestamp$L($T.$L, $L.getMillisecond()))",
                        TIMESTAMP_DATA, DATE_TIME_UTILS, floor ? "Floor" : "Ceil", TIME_UNIT_RANGE, unit, value);
            }
            if (unit.equals("MILLISECOND")) {
                return CodeBlock.of("$T.fromEpochMillis($L.getMillisecond() + $T.$L($L.getNanoOfMillisecond(),"
                        + " 1_000_000L) / 1_000_000L)", TIMESTAMP_DATA, value, SQL_FUNCTIONS, method, value);
            }
            Long millis = MILLIS.get(unit);
            if (millis == null) {
                throw ExprWriter.refused(name + " of " + type + " to " + unit);
            }
            return CodeBlock.of("$T.fromEpochMillis($T.$L($L.getMillisecond(), $LL))", TIMESTAMP_DATA,
                    SQL_FUNCTIONS, method, value, millis);
        }
        if (root == Root.TIME && MILLIS.containsKey(unit) && !unit.equals("DAY")) {
            return CodeBlock.of("$T.$L($L, $L)", SQL_FUNCTIONS, method, value, MILLIS.get(unit));
        }
        throw ExprWriter.refused(name + " of " + type + " to " + unit);
    }

    /**
     * {@code left + right} or {@code left - right} of a date, time or timestamp and an interval, or the
     * difference of two points in time as an interval ({@code TIMESTAMPDIFF}), as {@code
     * ScalarOperatorGens.generateTemporalPlusMinus} writes it.
     */
    static CodeBlock plusMinus(boolean plus, CodeBlock left, Type leftType, CodeBlock right, Type rightType,
            Type result) {
        String op = plus ? "+" : "-";
        Root l = leftType.root();
        Root r = rightType.root();
        String what = "the operator " + op + " on " + leftType + " and " + rightType;
        if (r == Root.INTERVAL_DAY_TIME) {
            switch (l) {
                case DATE -> {
                    if (result.root() == Root.DATE) {
                        return CodeBlock.of("$L $L $T.toIntExact($L / $T.MILLIS_PER_DAY)", left, op, Math.class,
                                right, DATE_TIME_UTILS);
                    }
                    if (result.root() == Root.TIMESTAMP) {
                        return CodeBlock.of("$T.fromEpochMillis($L * $T.MILLIS_PER_DAY $L $L)", TIMESTAMP_DATA, left,
                                DATE_TIME_UTILS, op, right);
                    }
                    throw ExprWriter.refused(what);
                }
                case TIME -> {
                    return CodeBlock.of("$T.toIntExact(($L + $T.MILLIS_PER_DAY $L $T.toIntExact($L %"
                            + " $T.MILLIS_PER_DAY)) % $T.MILLIS_PER_DAY)", Math.class, left, DATE_TIME_UTILS, op, Math.class, right,
                            DATE_TIME_UTILS, DATE_TIME_UTILS);
                }
                case TIMESTAMP, TIMESTAMP_LTZ -> {
                    return CodeBlock.of("$T.fromEpochMillis($L.getMillisecond() $L $L, $L.getNanoOfMillisecond())",
                            TIMESTAMP_DATA, left, op, right, left);
                }
                default -> throw ExprWriter.refused(what);
            }
        }
        if (r == Root.INTERVAL_MONTH) {
            switch (l) {
                case DATE -> {
                    return CodeBlock.of("$T.addMonths($L, $L)", DATE_TIME_UTILS, left, months(plus, right));
                }
                case TIME -> {
                    // a time of day has no months
                    return left;
                }
                case TIMESTAMP, TIMESTAMP_LTZ -> {
                    return CodeBlock.of("$T.fromEpochMillis($T.addMonths($L.getMillisecond(), $L),"
                            + " $L.getNanoOfMillisecond())", TIMESTAMP_DATA, DATE_TIME_UTILS, left, months(plus, right),
                            left);
                }
                default -> throw ExprWriter.refused(what);
            }
        }
        if (plus || !(isPoint(l) && isPoint(r)) || (l == Root.TIMESTAMP_LTZ) != (r == Root.TIMESTAMP_LTZ)) {
            throw ExprWriter.refused(what);
        }
        CodeBlock leftMillis = millis(left, l);
        CodeBlock rightMillis = millis(right, r);
        if (result.root() == Root.INTERVAL_MONTH) {
            // DateTimeUtils.subtractMonths(int, int) of days or times, (long, long) of timestamps' milliseconds
            boolean days = l == Root.DATE && r == Root.DATE || l == Root.TIME && r == Root.TIME;
            if (!days && (l == Root.DATE || r == Root.DATE) && (l == Root.TIME || r == Root.TIME)) {
                throw ExprWriter.refused(what);
            }
            CodeBlock from = l == Root.DATE && !days ? CodeBlock.of("$L * $T.MILLIS_PER_DAY", left, DATE_TIME_UTILS)
                    : leftMillis;
            CodeBlock to = r == Root.DATE && !days ? CodeBlock.of("$L * $T.MILLIS_PER_DAY", right, DATE_TIME_UTILS)
                    : rightMillis;
            return CodeBlock.of("$T.subtractMonths($L, $L)", DATE_TIME_UTILS, from, to);
        }
        if (result.root() == Root.INTERVAL_DAY_TIME) {
            boolean time = l == Root.TIME || r == Root.TIME;
            if (time && l != r) {
                throw ExprWriter.refused(what);
            }
            if (time) {
                // an int difference, widened
                return CodeBlock.of("(long) ($L - $L)", left, right);
            }
            return CodeBlock.of("$L - $L", l == Root.DATE ? CodeBlock.of("$L * $T.MILLIS_PER_DAY", left,
                    DATE_TIME_UTILS) : leftMillis, r == Root.DATE ? CodeBlock.of("$L * $T.MILLIS_PER_DAY", right,
                    DATE_TIME_UTILS) : rightMillis);
        }
        throw ExprWriter.refused(what);
    }

    /** The months added: {@code months}, or its negation. */
    private static CodeBlock months(boolean plus, CodeBlock months) {
        return plus ? months : months.toString().startsWith("-") ? CodeBlock.of("-($L)", months)
                : CodeBlock.of("-$L", months);
    }

    private static boolean isPoint(Root root) {
        return root == Root.DATE || root == Root.TIME || root == Root.TIMESTAMP || root == Root.TIMESTAMP_LTZ;
    }

    /** A timestamp's milliseconds; a date's or time's value as it is. */
    private static CodeBlock millis(CodeBlock value, Root root) {
        return root == Root.TIMESTAMP || root == Root.TIMESTAMP_LTZ ? CodeBlock.of("$L.getMillisecond()", value)
                : value;
    }

    /**
     * {@code REINTERPRET}: an interval as the number Flink's runtime holds it as, as {@code
     * ScalarOperatorGens.generateReinterpret} does.
     */
    static CodeBlock reinterpret(CodeBlock value, Type from, Type target) {
        if (from.root() == Root.INTERVAL_DAY_TIME && target.root() == Root.BIGINT
                || from.root() == Root.INTERVAL_MONTH && target.root() == Root.INT) {
            return value;
        }
        if (from.root() == Root.INTERVAL_MONTH && target.root() == Root.BIGINT) {
            return CodeBlock.of("(long) $L", value);
        }
        throw ExprWriter.refused("REINTERPRET of " + from + " as " + target);
    }

    // ------------------------------------------------------------------------
    //  refusals: what the writers above do not write, asked by the decision step
    // ------------------------------------------------------------------------

    /**
     * A constant of {@code type}: a {@code TIMESTAMP_LTZ} one only when the build declares the session time zone
     * ({@code zone}), in which the planner computed it.
     */
    static Optional<String> constantRefusal(Type type, ZoneId zone) {
        return type.root() == Root.TIMESTAMP_LTZ && zone == null ? Optional.of("a TIMESTAMP_LTZ constant (Flink's"
                + " planner computes it in the session time zone, table.local-time-zone: declare it with"
                + " -Atypegen.sql.timeZone to have it written)") : Optional.empty();
    }

    /** As {@link #compare}: two values of one date or time type, not an interval. */
    static Optional<String> compareRefusal(Type left, Type right, ZoneId zone) {
        Root root = left.root();
        if (root != right.root()) {
            if (timestamps(root, right.root()) && zone != null) {
                return Optional.empty();
            }
            return Optional.of("the comparison of " + left + " and " + right
                    + (timestamps(root, right.root()) ? " " + ZONE : ""));
        }
        return isPoint(root) ? Optional.empty() : Optional.of("the comparison of " + left + " and " + right);
    }

    /** As {@link #toText}: a date, a time or a timestamp without time zone. */
    static Optional<String> toTextRefusal(Type from, ZoneId zone) {
        return switch (from.root()) {
            case DATE, TIME, TIMESTAMP -> Optional.empty();
            case TIMESTAMP_LTZ -> zone != null ? Optional.empty()
                    : Optional.of("CAST from " + from + " to a string " + ZONE);
            default -> Optional.of("CAST from " + from + " to a string");
        };
    }

    /** As {@link #fromText}: to a date, a time or a timestamp without time zone. */
    static Optional<String> fromTextRefusal(Type target, ZoneId zone) {
        return switch (target.root()) {
            case DATE, TIME, TIMESTAMP -> Optional.empty();
            case TIMESTAMP_LTZ -> zone != null ? Optional.empty()
                    : Optional.of("CAST from a string to " + target + " " + ZONE);
            default -> Optional.of("CAST from a string to " + target);
        };
    }

    /** As {@link #cast}. */
    static Optional<String> castRefusal(Type from, Type target, ZoneId zone) {
        Root source = from.root();
        Root root = target.root();
        if ((source == Root.TIMESTAMP_LTZ) != (root == Root.TIMESTAMP_LTZ)) {
            Root other = source == Root.TIMESTAMP_LTZ ? root : source;
            boolean zoned = other == Root.TIMESTAMP || other == Root.DATE || other == Root.TIME;
            if (!zoned) {
                return Optional.of("CAST from " + from + " to " + target);
            }
            return zone != null ? Optional.empty() : Optional.of("CAST from " + from + " to " + target + " " + ZONE);
        }
        boolean written = source == root && (root == Root.TIMESTAMP || root == Root.TIMESTAMP_LTZ
                || root == Root.TIME) || source == Root.DATE && root == Root.TIMESTAMP
                || source == Root.TIMESTAMP && (root == Root.DATE || root == Root.TIME)
                || source == Root.TIME && root == Root.TIMESTAMP;
        return written ? Optional.empty() : Optional.of("CAST from " + from + " to " + target);
    }

    /** As {@link #extract}. */
    static Optional<String> extractRefusal(String unit, Type type, ZoneId zone) {
        Root root = type.root();
        if (root == Root.TIMESTAMP_LTZ) {
            if (zone == null) {
                return Optional.of("EXTRACT from " + type + " " + ZONE);
            }
            boolean written = DATE_UNITS.contains(unit) || Set.of("EPOCH", "HOUR", "MINUTE", "SECOND", "MILLISECOND",
                    "MICROSECOND", "NANOSECOND").contains(unit);
            return written ? Optional.empty() : Optional.of("EXTRACT(" + unit + ") from " + type);
        }
        if (root != Root.DATE && root != Root.TIME && root != Root.TIMESTAMP) {
            return Optional.of("EXTRACT from " + type);
        }
        if (DATE_UNITS.contains(unit) || unit.equals("EPOCH")) {
            return root == Root.TIME
                    ? Optional.of("EXTRACT(" + unit + ") from a TIME, which Flink's code generation refuses")
                    : Optional.empty();
        }
        return switch (unit) {
            case "HOUR", "MINUTE", "SECOND", "MILLISECOND" -> Optional.empty();
            case "MICROSECOND", "NANOSECOND" -> root == Root.TIMESTAMP ? Optional.empty()
                    : Optional.of("EXTRACT(" + unit + ") from " + type + ", which Flink's code generation refuses");
            default -> Optional.of("EXTRACT(" + unit + ") from " + type);
        };
    }

    /** As {@link #floorCeil}. */
    static Optional<String> floorCeilRefusal(boolean floor, String unit, Type type) {
        String name = floor ? "FLOOR" : "CEIL";
        Root root = type.root();
        if (root == Root.TIMESTAMP_LTZ) {
            // in the session time zone: not written, declared or not
            return Optional.of(name + " of " + type);
        }
        boolean written = root == Root.DATE
                || root == Root.TIMESTAMP && (FLOOR_DATE_UNITS.contains(unit) || MILLIS.containsKey(unit))
                || root == Root.TIME && MILLIS.containsKey(unit) && !unit.equals("DAY");
        return written ? Optional.empty() : Optional.of(name + " of " + type + " to " + unit);
    }

    /** As {@link #plusMinus}. */
    static Optional<String> plusMinusRefusal(boolean plus, Type leftType, Type rightType, Type result) {
        Root l = leftType.root();
        Root r = rightType.root();
        boolean written;
        if (r == Root.INTERVAL_DAY_TIME) {
            written = l == Root.DATE && (result.root() == Root.DATE || result.root() == Root.TIMESTAMP)
                    || l == Root.TIME || l == Root.TIMESTAMP || l == Root.TIMESTAMP_LTZ;
        } else if (r == Root.INTERVAL_MONTH) {
            written = l == Root.DATE || l == Root.TIME || l == Root.TIMESTAMP || l == Root.TIMESTAMP_LTZ;
        } else if (plus || !(isPoint(l) && isPoint(r)) || (l == Root.TIMESTAMP_LTZ) != (r == Root.TIMESTAMP_LTZ)) {
            written = false;
        } else if (result.root() == Root.INTERVAL_MONTH) {
            boolean days = l == Root.DATE && r == Root.DATE || l == Root.TIME && r == Root.TIME;
            written = days || !((l == Root.DATE || r == Root.DATE) && (l == Root.TIME || r == Root.TIME));
        } else if (result.root() == Root.INTERVAL_DAY_TIME) {
            written = !(l == Root.TIME || r == Root.TIME) || l == r;
        } else {
            written = false;
        }
        return written ? Optional.empty()
                : Optional.of("the operator " + (plus ? "+" : "-") + " on " + leftType + " and " + rightType);
    }

    /** As {@link #dateFormat}: of a timestamp without time zone. */
    static Optional<String> dateFormatRefusal(Type type, ZoneId zone) {
        if (type.root() == Root.TIMESTAMP_LTZ) {
            return zone != null ? Optional.empty() : Optional.of("DATE_FORMAT of " + type + " " + ZONE);
        }
        return type.root() == Root.TIMESTAMP ? Optional.empty() : Optional.of("DATE_FORMAT of " + type);
    }

    /** As {@link #reinterpret}: an interval as the number it is held as. */
    static Optional<String> reinterpretRefusal(Type from, Type target) {
        boolean written = from.root() == Root.INTERVAL_DAY_TIME && target.root() == Root.BIGINT
                || from.root() == Root.INTERVAL_MONTH && (target.root() == Root.INT || target.root() == Root.BIGINT);
        return written ? Optional.empty() : Optional.of("REINTERPRET of " + from + " as " + target);
    }
}
