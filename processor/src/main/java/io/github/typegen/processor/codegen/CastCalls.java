package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * Flink's casts, explicit ({@code CAST}, {@code TRY_CAST}) and implicit (a branch of {@code CASE}, a result column
 * to its field's type), as its cast rules write them: numbers to numbers, booleans and strings, strings to numbers
 * and booleans ({@link StringCalls#parse}), to and from dates and times ({@link DateTimeCode}).
 */
final class CastCalls {

    // the identities of the operators this family writes: the constants of Flink's operator tables holding them
    static final SqlOperator CAST = SqlOperator.calcite("CAST");
    static final SqlOperator TRY_CAST = SqlOperator.flink("TRY_CAST");

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");

    private CastCalls() {}

    /** Registers {@code CAST} and {@code TRY_CAST}. */
    static void register(FunctionRegistry registry) {
        ZoneId zone = registry.sessionTimeZone();
        registry.add(function(CAST, (w, call, type) -> cast(w, w.operand(call, 0), type))
                        .refusing((call, operands, type) -> castRefusal(operands.get(0).type(), type, zone))
                        .giving((call, operands, type) -> castOrigin(operands.get(0).type(), operands.get(0).origin(),
                                type))
                        .inline())
                .add(function(TRY_CAST, (w, call, type) -> tryCast(w, w.operand(call, 0), type))
                        .refusing((call, operands, type) -> parsed(operands.get(0).type(), type) ? Optional.empty()
                                : castRefusal(operands.get(0).type(), type, zone))
                        .giving((call, operands, type) -> parsed(operands.get(0).type(), type) ? Origin.UNKNOWN
                                : castOrigin(operands.get(0).type(), operands.get(0).origin(), type)));
    }

    /** {@code value} as {@code target}, as Flink's {@code CAST} (and its implicit casts) computes it. */
    static Value cast(ExprWriter w, Value value, Type target) {
        Type from = value.type();
        if (from.sameValues(target)) {
            // only the nullability differs: a NOT NULL primitive boxes by itself where it goes
            if (target.javaType().isPrimitive() && !value.isPrimitive()) {
                return new Value(value.code(), target.nullable(), value.kind(), value.origin());
            }
            return new Value(value.code(), target.javaType().isPrimitive() ? target : value.isPrimitive()
                    ? target.notNull() : target.nullable(), value.kind(), value.origin());
        }
        CodeBlock computed;
        if (from.root().isNumeric() && target.root().isNumeric()) {
            computed = numericCast(value, target);
        } else if (target.root() == Root.BOOLEAN && from.root().isNumeric()) {
            // as Flink's NumericToBooleanCastRule: anything but zero is TRUE (NaN too)
            computed = from.root() == Root.DECIMAL ? CodeBlock.of("$L.signum() != 0", value.code())
                    : CodeBlock.of("$L != 0", value.code());
        } else if (from.root() == Root.BOOLEAN && target.root() == Root.DECIMAL) {
            // as Flink's BooleanToNumericCastRule: 1 or 0 as the decimal (NULL when 1 does not fit)
            computed = CodeBlock.of("$L ? $T.decimal(1L, $L, $L) : $T.decimal(0L, $L, $L)", value.code(),
                    SQL_FUNCTIONS, target.precision(), target.scale(), SQL_FUNCTIONS, target.precision(),
                    target.scale());
        } else if (from.root() == Root.BOOLEAN && target.root().isNumeric()) {
            // as Flink's BooleanToNumericCastRule: TRUE is 1, FALSE 0
            CodeBlock choice = switch (target.root()) {
                case BIGINT -> CodeBlock.of("$L ? 1L : 0L", value.code());
                case FLOAT -> CodeBlock.of("$L ? 1.0F : 0.0F", value.code());
                case DOUBLE -> CodeBlock.of("$L ? 1.0D : 0.0D", value.code());
                default -> CodeBlock.of("$L ? 1 : 0", value.code());
            };
            computed = target.narrow() ? CodeBlock.of("($T) ($L)", target.primitive(), choice) : choice;
        } else if (target.root().isCharacter()
                && (from.root().isCharacter() || from.root().isNumeric() || from.root() == Root.BOOLEAN)) {
            // as Flink's cast rules to strings: a number as Java prints it, a decimal plainly, a boolean upper case
            CodeBlock text = from.root().isCharacter() ? value.code()
                    : from.root() == Root.BOOLEAN ? CodeBlock.of("$L ? $S : $S", value.code(), "TRUE", "FALSE")
                    : from.root() == Root.DECIMAL ? CodeBlock.of("$L.toPlainString()", value.code())
                    : CodeBlock.of("$T.valueOf($L)", String.class, value.code());
            computed = fitLength(text, from.root().isCharacter() ? from.precision() : null, target);
        } else if (target.root().isCharacter() && DateTimeCode.isDateTime(from.root())) {
            computed = fitLength(DateTimeCode.toText(w, value.code(), from), null, target);
        } else if (from.root().isCharacter() && DateTimeCode.isDateTime(target.root())) {
            computed = DateTimeCode.fromText(w, value.code(), target);
        } else if (DateTimeCode.isDateTime(from.root()) || DateTimeCode.isDateTime(target.root())) {
            computed = DateTimeCode.cast(w, value.code(), from, target);
        } else if (from.root().isCharacter() && (target.root().isNumeric() || target.root() == Root.BOOLEAN)) {
            // as Flink's cast rules from strings, which fail the job on a string that is no such value
            computed = StringCalls.parse(value, target);
        } else {
            throw ExprWriter.refused("CAST from " + from + " to " + target);
        }
        return w.nullSafe("cast", target, List.of(value), computed).withOrigin(castOrigin(from, value.origin(),
                target));
    }

    /**
     * {@code TRY_CAST(value AS target)}: as {@code CAST}, but {@code NULL} where that fails, as Flink's code
     * generation catches the failure of a cast from a string; any other cast of this writer cannot fail.
     */
    private static Value tryCast(ExprWriter w, Value value, Type target) {
        if (!parsed(value.type(), target)) {
            return cast(w, value, target);
        }
        Type nullable = target.nullable();
        CodeBlock parsed = StringCalls.parse(value, target);
        String local = w.locals.newName("tried");
        w.code.addStatement("$T $L", nullable.javaType(), local);
        w.beginBlock("try");
        if (value.mayBeNull()) {
            w.code.addStatement("$L = $L == null ? null : $L", local, value.code(), parsed);
        } else {
            w.code.addStatement("$L = $L", local, parsed);
        }
        w.nextBlock("catch ($T $L)", RuntimeException.class, w.locals.newName("invalid"));
        w.code.addStatement("$L = null", local);
        w.endBlock();
        return new Value(CodeBlock.of("$L", local), nullable);
    }

    /**
     * Why Flink's {@code CAST} from {@code from} to {@code target} is not written, in a build declaring the session
     * time zone {@code zone} (null: none); empty when it is.
     */
    static Optional<String> castRefusal(Type from, Type target, ZoneId zone) {
        Root source = from.root();
        Root root = target.root();
        if (from.sameValues(target) || source.isNumeric() && (root.isNumeric() || root == Root.BOOLEAN)
                || source == Root.BOOLEAN && root.isNumeric()
                || root.isCharacter() && (source.isCharacter() || source.isNumeric() || source == Root.BOOLEAN)) {
            return Optional.empty();
        }
        if (root.isCharacter() && DateTimeCode.isDateTime(source)) {
            return DateTimeCode.toTextRefusal(from, zone);
        }
        if (source.isCharacter() && DateTimeCode.isDateTime(root)) {
            return DateTimeCode.fromTextRefusal(target, zone);
        }
        if (DateTimeCode.isDateTime(source) || DateTimeCode.isDateTime(root)) {
            return DateTimeCode.castRefusal(from, target, zone);
        }
        if (source.isCharacter() && (root.isNumeric() || root == Root.BOOLEAN)) {
            return Optional.empty();
        }
        return Optional.of("CAST from " + from + " to " + target);
    }

    /**
     * How Flink's runtime holds the string a cast from {@code from} (held as {@code origin}) to {@code target}
     * gives: a number, a boolean, a date or a time becomes a string made from a Java string, a string stays as it
     * is held; one cut or padded to the target's length is made from bytes.
     */
    static Origin castOrigin(Type from, Origin origin, Type target) {
        if (from.sameValues(target)) {
            return origin;
        }
        Root source = from.root();
        if (!target.root().isCharacter()) {
            return Origin.UNKNOWN;
        }
        if (source.isCharacter() || source.isNumeric() || source == Root.BOOLEAN) {
            Origin written = source.isCharacter() ? origin : Origin.JAVA;
            return fits(source.isCharacter() ? from.precision() : null, target) ? written
                    : written == Origin.BINARY ? Origin.BINARY : Origin.UNKNOWN;
        }
        if (DateTimeCode.isDateTime(source)) {
            return fits(null, target) ? Origin.JAVA : Origin.UNKNOWN;
        }
        return Origin.UNKNOWN;
    }

    /** Whether a {@code TRY_CAST} from {@code from} to {@code target} parses a string, giving NULL where it fails. */
    static boolean parsed(Type from, Type target) {
        return from.root().isCharacter() && (target.root().isNumeric() || target.root() == Root.BOOLEAN);
    }

    private static CodeBlock numericCast(Value value, Type target) {
        Type from = value.type();
        if (target.root() == Root.DECIMAL) {
            if (from.root() == Root.DECIMAL) {
                return CodeBlock.of("$T.decimal($L, $L, $L)", SQL_FUNCTIONS, value.code(), target.precision(),
                        target.scale());
            }
            if (from.root().isIntegral()) {
                // an int, short or byte widens to the long the helper takes by itself
                return CodeBlock.of("$T.decimal($L, $L, $L)", SQL_FUNCTIONS, value.code(), target.precision(),
                        target.scale());
            }
            // a float widens to the double the helper takes by itself, as Flink's (double) cast
            return CodeBlock.of("$T.fromDouble($L, $L, $L)", SQL_FUNCTIONS, value.code(), target.precision(),
                    target.scale());
        }
        if (from.root() == Root.DECIMAL) {
            CodeBlock computed = target.root().isIntegral()
                    ? CodeBlock.of("$T.toLong($L)", SQL_FUNCTIONS, value.code())
                    : CodeBlock.of("$T.doubleValue($L, $L)", SQL_FUNCTIONS, value.code(), from.precision());
            boolean exact = target.root() == Root.BIGINT || target.root() == Root.DOUBLE;
            return exact ? computed : CodeBlock.of("($T) $L", target.primitive(), computed);
        }
        if (!value.isPrimitive()) {
            // a box is unboxed first: Java casts a Long to long, not to int
            return CodeBlock.of("($T) ($T) $L", target.primitive(), from.primitive(), value.code());
        }
        return CodeBlock.of("($T) $L", target.primitive(), value.code());
    }

    /** A string cut to a {@code VARCHAR(n)}'s length, or cut or padded to a {@code CHAR(n)}'s. */
    private static CodeBlock fitLength(CodeBlock text, Integer length, Type target) {
        if (fits(length, target)) {
            return text;
        }
        return target.root() == Root.CHAR ? CodeBlock.of("$T.toChar($L, $L)", SQL_FUNCTIONS, text, target.precision())
                : CodeBlock.of("$T.toVarChar($L, $L)", SQL_FUNCTIONS, text, target.precision());
    }

    /** Whether a string of {@code length} (null: any) is a {@code target} string as it is, neither cut nor padded. */
    private static boolean fits(Integer length, Type target) {
        if (target.root() == Root.CHAR) {
            return length != null && length == target.precision();
        }
        return target.precision() == SqlType.MAX_LENGTH || length != null && length <= target.precision();
    }
}
