package io.github.typegen.processor.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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

    /** Registers the writers of the string functions. */
    static void register(FunctionRegistry registry) {
        for (SqlOperator function : List.of(SqlOperator.TRIM, SqlOperator.LTRIM, SqlOperator.RTRIM,
                SqlOperator.SUBSTRING, SqlOperator.SUBSTR, SqlOperator.LEFT, SqlOperator.RIGHT, SqlOperator.POSITION,
                SqlOperator.LOCATE, SqlOperator.REPLACE, SqlOperator.CONCAT_WS, SqlOperator.LPAD, SqlOperator.RPAD,
                SqlOperator.INITCAP, SqlOperator.REPEAT, SqlOperator.REVERSE)) {
            registry.add(function, (w, call, type) -> new StringCalls(w).call(function.sql(), call.operands(), type));
        }
    }

    StringCalls(ExprWriter writer) {
        this.writer = writer;
    }

    /** The call of the string function {@code function} (upper case) of type {@code type}. */
    Value call(String function, List<SqlExpr> operands, Type type) throws Unsupported {
        return switch (function) {
            case "TRIM" -> trim(operands, type);
            case "LTRIM", "RTRIM" -> {
                Value s = string(function, operands.get(0));
                Value characters = operands.size() > 1 ? characters(function, operands.get(1)) : null;
                yield trimmed(s, function.equals("LTRIM"), function.equals("RTRIM"), characters, type);
            }
            case "SUBSTRING", "SUBSTR" -> {
                Value s = string(function, operands.get(0));
                List<Value> values = new ArrayList<>(List.of(s, integer(function, operands.get(1))));
                if (operands.size() > 2) {
                    values.add(integer(function, operands.get(2)));
                }
                yield helper("substring", type, values, Origin.BINARY);
            }
            case "LEFT" -> helper("left", type, List.of(string(function, operands.get(0)),
                    integer(function, operands.get(1))), Origin.BINARY);
            case "RIGHT" -> {
                Value s = string(function, operands.get(0));
                // the string itself when it has no more characters than asked for, else one made from bytes
                Origin origin = s.origin() == Origin.BINARY ? Origin.BINARY : Origin.UNKNOWN;
                yield helper("right", type, List.of(s, integer(function, operands.get(1))), origin);
            }
            case "POSITION", "LOCATE" -> {
                Value seek = string(function, operands.get(0));
                Value s = string(function, operands.get(1));
                if (operands.size() > 3) {
                    throw new Unsupported(function + " with " + operands.size() + " operands");
                }
                List<Value> values = operands.size() > 2 ? List.of(seek, s, integer(function, operands.get(2)))
                        : List.of(seek, s);
                CodeBlock from = operands.size() > 2 ? values.get(2).code() : CodeBlock.of("1");
                yield writer.nullSafe("position", type, values, CodeBlock.of("$T.position($L, $L, $L)",
                        SQL_FUNCTIONS, seek.code(), s.code(), from));
            }
            case "REPLACE" -> {
                Value s = string(function, operands.get(0));
                Value search = string(function, operands.get(1));
                Value replacement = string(function, operands.get(2));
                // as SqlFunctionUtils.replace: Java's own String.replace
                yield writer.nullSafe("replaced", type, List.of(s, search, replacement), CodeBlock.of(
                        "$L.replace($L, $L)", s.code(), search.code(), replacement.code())).withOrigin(Origin.JAVA);
            }
            case "CONCAT_WS" -> concatWs(operands, type);
            case "LPAD", "RPAD" -> helper(function.toLowerCase(Locale.ROOT), type, List.of(
                    string(function, operands.get(0)), integer(function, operands.get(1)),
                    string(function, operands.get(2))), Origin.JAVA);
            case "INITCAP" -> helper("initcap", type, List.of(string(function, operands.get(0))), Origin.JAVA);
            case "REPEAT" -> helper("repeat", type, List.of(string(function, operands.get(0)),
                    integer(function, operands.get(1))), Origin.JAVA);
            case "REVERSE" -> helper("reverse", type, List.of(string(function, operands.get(0))), Origin.BINARY);
            default -> throw new Unsupported("the function " + function);
        };
    }

    /** {@code TRIM(flag, characters, s)}, the flag a symbol literal: {@code BOTH}, {@code LEADING} or {@code TRAILING}. */
    private Value trim(List<SqlExpr> operands, Type type) throws Unsupported {
        if (operands.size() != 3 || !(operands.get(0) instanceof SqlExpr.Literal flag) || flag.value() == null) {
            throw new Unsupported("TRIM without its flag");
        }
        boolean both = flag.value().equals("BOTH");
        boolean leading = both || flag.value().equals("LEADING");
        boolean trailing = both || flag.value().equals("TRAILING");
        if (!leading && !trailing) {
            throw new Unsupported("TRIM " + flag.value());
        }
        Value characters = characters("TRIM", operands.get(1));
        return trimmed(string("TRIM", operands.get(2)), leading, trailing, characters, type);
    }

    /** {@code s} trimmed at the chosen ends of {@code characters} (of spaces when null), as a string of bytes. */
    private Value trimmed(Value s, boolean leading, boolean trailing, Value characters, Type type) {
        List<Value> values = characters == null ? List.of(s) : List.of(s, characters);
        CodeBlock chars = characters == null ? CodeBlock.of("$S", " ") : characters.code();
        return writer.nullSafe("trimmed", type, values, CodeBlock.of("$T.trim($L, $L, $L, $L)", SQL_FUNCTIONS,
                s.code(), leading, trailing, chars)).withOrigin(Origin.BINARY);
    }

    /**
     * The characters to trim. Flink trims spaces alone when they are {@code " "}, which it tests with {@code
     * equals} on a string it made from a Java string, but by the first byte alone on one it holds as bytes (a
     * column of a deserialized row, a computed string): only the former is written as Java.
     */
    private Value characters(String function, SqlExpr operand) throws Unsupported {
        Value characters = string(function, operand);
        if (characters.origin() != Origin.JAVA) {
            throw new Unsupported(function + " of characters Flink may hold as bytes (which it tests for a space by"
                    + " their first byte alone)");
        }
        return characters;
    }

    /** {@code CONCAT_WS(separator, s...)}: {@code NULL} when the separator is; a {@code NULL} string is left out. */
    private Value concatWs(List<SqlExpr> operands, Type type) throws Unsupported {
        Value separator = string("CONCAT_WS", operands.get(0));
        List<CodeBlock> arguments = new ArrayList<>(List.of(separator.code()));
        for (SqlExpr operand : operands.subList(1, operands.size())) {
            arguments.add(string("CONCAT_WS", operand).code());
        }
        return writer.nullSafe("joined", type, List.of(separator), CodeBlock.of("$T.concatWs($L)", SQL_FUNCTIONS,
                CodeBlock.join(arguments, ", "))).withOrigin(Origin.BINARY);
    }

    /** {@code SqlFunctions.method(values...)}, {@code NULL} when one of them is. */
    private Value helper(String method, Type type, List<Value> values, Origin origin) {
        CodeBlock arguments = CodeBlock.join(values.stream().map(Value::code).toList(), ", ");
        String name = switch (method) {
            case "lpad", "rpad" -> "padded";
            case "initcap" -> "capitalized";
            case "repeat" -> "repeated";
            case "reverse" -> "reversed";
            case "left", "right" -> method + "Part";
            default -> method;
        };
        return writer.nullSafe(name, type, values,
                CodeBlock.of("$T.$L($L)", SQL_FUNCTIONS, method, arguments)).withOrigin(origin);
    }

    private Value string(String function, SqlExpr operand) throws Unsupported {
        Value value = writer.expression(operand);
        if (!value.type().root().isCharacter()) {
            throw new Unsupported(function + " of " + value.type());
        }
        return value;
    }

    /** An operand Flink's code passes as a Java {@code int}: an {@code INT}, {@code SMALLINT} or {@code TINYINT}. */
    private Value integer(String function, SqlExpr operand) throws Unsupported {
        Value value = writer.expression(operand);
        Root root = value.type().root();
        if (root != Root.INT && root != Root.SMALLINT && root != Root.TINYINT) {
            throw new Unsupported(function + " with an operand of type " + value.type());
        }
        return value;
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
