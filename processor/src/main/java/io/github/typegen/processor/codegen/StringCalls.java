package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.util.List;
import java.util.Optional;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;
import io.github.typegen.processor.model.SqlTypes.Root;

/**
 * The string functions of a fused query ({@code TRIM}, {@code SUBSTRING}, {@code POSITION}, {@code REPLACE},
 * {@code CONCAT_WS}, {@code LPAD}, ...) and the casts from strings, for {@link CalcWriter}: each as Flink's code
 * generation computes it ({@code StringCallGen}, {@code BinaryStringDataUtil}, {@code SqlFunctionUtils}, the cast
 * rules from strings), {@code NULL} when an operand is (but {@code CONCAT_WS}'s strings), through the helpers of
 * the runtime's {@code SqlFunctions} where it is more than one Java call.
 *
 * <p>Each result's {@link Origin} is the way Flink's runtime holds it: {@code REPLACE}, {@code LPAD}, {@code
 * RPAD}, {@code INITCAP} and {@code REPEAT} compute Java strings and make their result from one; {@code TRIM},
 * {@code SUBSTRING}, {@code LEFT}, {@code REVERSE} and {@code CONCAT_WS} work on the UTF-8 bytes and make it from
 * bytes; {@code RIGHT} gives either (its operand itself when it is short enough).
 */
final class StringCalls {

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");

    private final ExprWriter writer;

    /** Registers the string functions, one entry each: its writer, its refusal check, its result's origin. */
    static void register(FunctionRegistry registry) {
        registry.add(function(SqlOperator.TRIM, (w, call, type) -> new StringCalls(w).trim(call.operands(), type))
                        .refusing(StringCalls::trimRefusal).giving(Origin.BINARY))
                .add(function(SqlOperator.LTRIM, (w, call, type) -> new StringCalls(w).trimmed(call.operands(), true,
                        false, type))
                        .refusing((call, operands, type) -> oneSideTrimRefusal("LTRIM", operands))
                        .giving(Origin.BINARY))
                .add(function(SqlOperator.RTRIM, (w, call, type) -> new StringCalls(w).trimmed(call.operands(), false,
                        true, type))
                        .refusing((call, operands, type) -> oneSideTrimRefusal("RTRIM", operands))
                        .giving(Origin.BINARY))
                .add(function(SqlOperator.SUBSTRING, (w, call, type) -> new StringCalls(w).helper("substring",
                        "substring", call, type))
                        .refusing((call, operands, type) -> stringAndIntegers("SUBSTRING", operands))
                        .giving(Origin.BINARY))
                .add(function(SqlOperator.SUBSTR, (w, call, type) -> new StringCalls(w).helper("substring",
                        "substring", call, type))
                        .refusing((call, operands, type) -> stringAndIntegers("SUBSTR", operands))
                        .giving(Origin.BINARY))
                .add(function(SqlOperator.LEFT, (w, call, type) -> new StringCalls(w).helper("left", "leftPart", call,
                        type))
                        .refusing((call, operands, type) -> stringAndIntegers("LEFT", operands))
                        .giving(Origin.BINARY))
                // the string itself when it has no more characters than asked for, else one made from bytes
                .add(function(SqlOperator.RIGHT, (w, call, type) -> new StringCalls(w).helper("right", "rightPart",
                        call, type))
                        .refusing((call, operands, type) -> stringAndIntegers("RIGHT", operands))
                        .giving((call, operands, type) -> operands.get(0).origin() == Origin.BINARY ? Origin.BINARY
                                : Origin.UNKNOWN))
                .add(function(SqlOperator.POSITION, (w, call, type) -> new StringCalls(w).position(call.operands(),
                        type))
                        .refusing((call, operands, type) -> positionRefusal("POSITION", operands)))
                .add(function(SqlOperator.LOCATE, (w, call, type) -> new StringCalls(w).position(call.operands(),
                        type))
                        .refusing((call, operands, type) -> positionRefusal("LOCATE", operands)))
                .add(function(SqlOperator.REPLACE, (w, call, type) -> new StringCalls(w).replace(call.operands(),
                        type))
                        .refusing((call, operands, type) -> kinds("REPLACE", operands, STRING, STRING, STRING))
                        .giving(Origin.JAVA))
                .add(function(SqlOperator.CONCAT_WS, (w, call, type) -> new StringCalls(w).concatWs(call.operands(),
                        type))
                        .refusing((call, operands, type) -> operands.stream().filter(operand -> !operand.isCharacter())
                                .findFirst().map(operand -> "CONCAT_WS of " + operand.type()))
                        .giving(Origin.BINARY))
                .add(function(SqlOperator.LPAD, (w, call, type) -> new StringCalls(w).helper("lpad", "padded", call,
                        type))
                        .refusing((call, operands, type) -> kinds("LPAD", operands, STRING, INTEGER, STRING))
                        .giving(Origin.JAVA))
                .add(function(SqlOperator.RPAD, (w, call, type) -> new StringCalls(w).helper("rpad", "padded", call,
                        type))
                        .refusing((call, operands, type) -> kinds("RPAD", operands, STRING, INTEGER, STRING))
                        .giving(Origin.JAVA))
                .add(function(SqlOperator.INITCAP, (w, call, type) -> new StringCalls(w).helper("initcap",
                        "capitalized", call, type))
                        .refusing((call, operands, type) -> kinds("INITCAP", operands, STRING))
                        .giving(Origin.JAVA))
                .add(function(SqlOperator.REPEAT, (w, call, type) -> new StringCalls(w).helper("repeat", "repeated",
                        call, type))
                        .refusing((call, operands, type) -> kinds("REPEAT", operands, STRING, INTEGER))
                        .giving(Origin.JAVA))
                .add(function(SqlOperator.REVERSE, (w, call, type) -> new StringCalls(w).helper("reverse", "reversed",
                        call, type))
                        .refusing((call, operands, type) -> kinds("REVERSE", operands, STRING))
                        .giving(Origin.BINARY));
    }

    StringCalls(ExprWriter writer) {
        this.writer = writer;
    }

    /** {@code TRIM(flag, characters, s)}, the flag a symbol literal: {@code BOTH}, {@code LEADING} or {@code TRAILING}. */
    private Value trim(List<SqlExpr> operands, Type type) {
        String flag = ((SqlExpr.Literal) operands.get(0)).value();
        boolean both = flag.equals("BOTH");
        Value characters = writer.expression(operands.get(1));
        return trimmed(writer.expression(operands.get(2)), both || flag.equals("LEADING"),
                both || flag.equals("TRAILING"), characters, type);
    }

    /** {@code LTRIM(s[, characters])} or {@code RTRIM}: at the one end. */
    private Value trimmed(List<SqlExpr> operands, boolean leading, boolean trailing, Type type) {
        Value s = writer.expression(operands.get(0));
        Value characters = operands.size() > 1 ? writer.expression(operands.get(1)) : null;
        return trimmed(s, leading, trailing, characters, type);
    }

    /** {@code s} trimmed at the chosen ends of {@code characters} (of spaces when null), as a string of bytes. */
    private Value trimmed(Value s, boolean leading, boolean trailing, Value characters, Type type) {
        List<Value> values = characters == null ? List.of(s) : List.of(s, characters);
        CodeBlock chars = characters == null ? CodeBlock.of("$S", " ") : characters.code();
        return writer.nullSafe("trimmed", type, values, CodeBlock.of("$T.trim($L, $L, $L, $L)", SQL_FUNCTIONS,
                s.code(), leading, trailing, chars));
    }

    /** {@code POSITION(seek IN s [FROM from])} or {@code LOCATE(seek, s[, from])}. */
    private Value position(List<SqlExpr> operands, Type type) {
        List<Value> values = operands.stream().map(writer::expression).toList();
        CodeBlock from = values.size() > 2 ? values.get(2).code() : CodeBlock.of("1");
        return writer.nullSafe("position", type, values, CodeBlock.of("$T.position($L, $L, $L)", SQL_FUNCTIONS,
                values.get(0).code(), values.get(1).code(), from));
    }

    /** {@code REPLACE(s, search, replacement)}: as {@code SqlFunctionUtils.replace}, Java's own String.replace. */
    private Value replace(List<SqlExpr> operands, Type type) {
        Value s = writer.expression(operands.get(0));
        Value search = writer.expression(operands.get(1));
        Value replacement = writer.expression(operands.get(2));
        return writer.nullSafe("replaced", type, List.of(s, search, replacement), CodeBlock.of("$L.replace($L, $L)",
                s.code(), search.code(), replacement.code()));
    }

    /** {@code CONCAT_WS(separator, s...)}: {@code NULL} when the separator is; a {@code NULL} string is left out. */
    private Value concatWs(List<SqlExpr> operands, Type type) {
        List<Value> values = operands.stream().map(writer::expression).toList();
        return writer.nullSafe("joined", type, List.of(values.get(0)), CodeBlock.of("$T.concatWs($L)", SQL_FUNCTIONS,
                CodeBlock.join(values.stream().map(Value::code).toList(), ", ")));
    }

    /** {@code SqlFunctions.method(operands...)} into a local named after {@code name}, {@code NULL} when one is. */
    private Value helper(String method, String name, SqlExpr.Call call, Type type) {
        List<Value> values = call.operands().stream().map(writer::expression).toList();
        CodeBlock arguments = CodeBlock.join(values.stream().map(Value::code).toList(), ", ");
        return writer.nullSafe(name, type, values, CodeBlock.of("$T.$L($L)", SQL_FUNCTIONS, method, arguments));
    }

    // ------------------------------------------------------------------------
    //  refusals
    // ------------------------------------------------------------------------

    /** An operand of a string function: a string, or an integer Flink's code passes as a Java {@code int}. */
    private enum OperandKind { STRING, INTEGER }

    private static final OperandKind STRING = OperandKind.STRING;
    private static final OperandKind INTEGER = OperandKind.INTEGER;

    /** Refuses a call of {@code function} unless each operand is of its kind, in order (the last ones optional). */
    private static Optional<String> kinds(String function, List<Operand> operands, OperandKind... kinds) {
        for (int i = 0; i < operands.size() && i < kinds.length; i++) {
            Operand operand = operands.get(i);
            if (kinds[i] == STRING && !operand.isCharacter()) {
                return Optional.of(function + " of " + operand.type());
            }
            Root root = operand.root();
            if (kinds[i] == INTEGER && root != Root.INT && root != Root.SMALLINT && root != Root.TINYINT) {
                return Optional.of(function + " with an operand of type " + operand.type());
            }
        }
        return Optional.empty();
    }

    /** {@code SUBSTRING}, {@code LEFT}, {@code RIGHT}: a string and integers. */
    private static Optional<String> stringAndIntegers(String function, List<Operand> operands) {
        return kinds(function, operands, STRING, INTEGER, INTEGER);
    }

    /** {@code POSITION} and {@code LOCATE}: two strings and an optional integer. */
    private static Optional<String> positionRefusal(String function, List<Operand> operands) {
        Optional<String> strings = kinds(function, operands.subList(0, 2), STRING, STRING);
        if (strings.isPresent()) {
            return strings;
        }
        if (operands.size() > 3) {
            return Optional.of(function + " with " + operands.size() + " operands");
        }
        return kinds(function, operands, STRING, STRING, INTEGER);
    }

    private static Optional<String> trimRefusal(SqlExpr.Call call, List<Operand> operands, Type type) {
        String flag = operands.size() == 3 ? operands.get(0).constant() : null;
        if (flag == null) {
            return Optional.of("TRIM without its flag");
        }
        if (!flag.equals("BOTH") && !flag.equals("LEADING") && !flag.equals("TRAILING")) {
            return Optional.of("TRIM " + flag);
        }
        return charactersRefusal("TRIM", operands.get(1)).or(() -> kinds("TRIM", operands.subList(2, 3), STRING));
    }

    private static Optional<String> oneSideTrimRefusal(String function, List<Operand> operands) {
        return kinds(function, operands.subList(0, 1), STRING)
                .or(() -> operands.size() > 1 ? charactersRefusal(function, operands.get(1)) : Optional.empty());
    }

    /**
     * The characters to trim. Flink trims spaces alone when they are {@code " "}, which it tests with {@code
     * equals} on a string it made from a Java string, but by the first byte alone on one it holds as bytes (a
     * column of a deserialized row, a computed string): only the former is written as Java.
     */
    private static Optional<String> charactersRefusal(String function, Operand characters) {
        return kinds(function, List.of(characters), STRING).or(() -> characters.origin() == Origin.JAVA
                ? Optional.empty()
                : Optional.of(function + " of characters Flink may hold as bytes (which it tests for a space by"
                        + " their first byte alone)"));
    }

    /**
     * The string {@code value} (not null) as a {@code target} number or boolean, as Flink's cast rules from
     * strings compute it ({@code StringToNumericPrimitiveCastRule}, {@code StringToDecimalCastRule}, {@code
     * StringToBooleanCastRule}): failing, naming the value, where the string is no such value.
     */
    static CodeBlock parse(Value value, Type target) {
        return switch (target.root()) {
            case BOOLEAN -> CodeBlock.of("$T.parseBoolean($L)", SQL_FUNCTIONS, value.code());
            case TINYINT -> CodeBlock.of("$T.parseByte($L)", SQL_FUNCTIONS, value.code());
            case SMALLINT -> CodeBlock.of("$T.parseShort($L)", SQL_FUNCTIONS, value.code());
            case INT -> CodeBlock.of("$T.parseInt($L)", SQL_FUNCTIONS, value.code());
            case BIGINT -> CodeBlock.of("$T.parseLong($L)", SQL_FUNCTIONS, value.code());
            case FLOAT -> CodeBlock.of("$T.parseFloat($L)", SQL_FUNCTIONS, value.code());
            case DOUBLE -> CodeBlock.of("$T.parseDouble($L)", SQL_FUNCTIONS, value.code());
            case DECIMAL -> CodeBlock.of("$T.parseDecimal($L, $L, $L)", SQL_FUNCTIONS, value.code(),
                    target.precision(), target.scale());
            default -> throw new IllegalArgumentException("Not a number or boolean: " + target);
        };
    }
}
