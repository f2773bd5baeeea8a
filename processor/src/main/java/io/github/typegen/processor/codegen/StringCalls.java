package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;
import io.github.typegen.processor.model.SqlTypes.Root;

/**
 * The string functions of a fused query ({@code TRIM}, {@code SUBSTRING}, {@code POSITION}, {@code REPLACE},
 * {@code CONCAT_WS}, {@code LPAD}, {@code SPLIT_INDEX}, {@code INSTR}, {@code OVERLAY}, ...; the regular
 * expressions are {@link RegexCalls}) and the casts from strings, for {@link CalcWriter}: each as Flink's code
 * generation computes it ({@code StringCallGen}, {@code BinaryStringDataUtil}, {@code SqlFunctionUtils}, the cast
 * rules from strings), {@code NULL} when an operand is (but {@code CONCAT_WS}'s strings), through the helpers of
 * the runtime's {@code SqlFunctions} where it is more than one Java call.
 *
 * <p>Each result's {@link Origin} is the way Flink's runtime holds it: {@code REPLACE}, {@code LPAD}, {@code
 * RPAD}, {@code INITCAP}, {@code REPEAT}, {@code SPLIT_INDEX}, {@code CHR} and {@code OVERLAY} compute Java strings
 * and make their result from one; {@code TRIM}, {@code SUBSTRING}, {@code LEFT}, {@code REVERSE} and {@code
 * CONCAT_WS} work on the UTF-8 bytes and make it from bytes; {@code RIGHT} gives either (its operand itself when it
 * is short enough).
 */
final class StringCalls {

    // the identities of the operators this family writes: the constants of Flink's operator tables holding them
    static final SqlOperator CONCAT = SqlOperator.calcite("CONCAT");
    static final SqlOperator CONCAT_FUNCTION = SqlOperator.flink("CONCAT_FUNCTION");
    static final SqlOperator UPPER = SqlOperator.calcite("UPPER");
    static final SqlOperator LOWER = SqlOperator.calcite("LOWER");
    static final SqlOperator CHAR_LENGTH = SqlOperator.calcite("CHAR_LENGTH");
    static final SqlOperator CHARACTER_LENGTH = SqlOperator.calcite("CHARACTER_LENGTH");
    static final SqlOperator LIKE = SqlOperator.calcite("LIKE");
    static final SqlOperator NOT_LIKE = SqlOperator.calcite("NOT_LIKE");
    static final SqlOperator TRIM = SqlOperator.calcite("TRIM");
    static final SqlOperator LTRIM = SqlOperator.flink("LTRIM");
    static final SqlOperator RTRIM = SqlOperator.flink("RTRIM");
    static final SqlOperator SUBSTRING = SqlOperator.flink("SUBSTRING");
    static final SqlOperator SUBSTR = SqlOperator.flink("SUBSTR");
    static final SqlOperator LEFT = SqlOperator.flink("LEFT");
    static final SqlOperator RIGHT = SqlOperator.flink("RIGHT");
    static final SqlOperator POSITION = SqlOperator.calcite("POSITION");
    static final SqlOperator LOCATE = SqlOperator.flink("LOCATE");
    static final SqlOperator REPLACE = SqlOperator.flink("REPLACE");
    static final SqlOperator CONCAT_WS = SqlOperator.flink("CONCAT_WS");
    static final SqlOperator LPAD = SqlOperator.flink("LPAD");
    static final SqlOperator RPAD = SqlOperator.flink("RPAD");
    static final SqlOperator INITCAP = SqlOperator.calcite("INITCAP");
    static final SqlOperator REPEAT = SqlOperator.flink("REPEAT");
    static final SqlOperator REVERSE = SqlOperator.flink("REVERSE");
    static final SqlOperator SPLIT_INDEX = SqlOperator.flink("SPLIT_INDEX");
    static final SqlOperator INSTR = SqlOperator.flink("INSTR");
    static final SqlOperator ASCII = SqlOperator.flink("ASCII");
    static final SqlOperator CHR = SqlOperator.flink("CHR");
    static final SqlOperator OVERLAY = SqlOperator.calcite("OVERLAY");
    /** Calcite's own {@code SUBSTRING}, which Flink's planner may keep: the same function. */
    static final SqlOperator SQL_SUBSTRING = SqlOperator.calcite("SUBSTRING");

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");
    private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");

    /** Registers the string functions, one entry each: its writer, its refusal check, its result's origin. */
    static void register(FunctionRegistry registry) {
        registry.add(function(CONCAT, (w, call, type) -> concat(w, call.operands(), type))
                        .refusing((call, operands, type) -> strings("||", operands)).giving(Origin.BINARY))
                .add(function(CONCAT_FUNCTION, (w, call, type) -> concat(w, call.operands(), type))
                        .refusing((call, operands, type) -> strings("||", operands)).giving(Origin.BINARY))
                .add(function(UPPER, (w, call, type) -> caseMapping(w, w.operand(call, 0), type, true))
                        .refusing((call, operands, type) -> caseMappingRefusal("upper", operands.get(0)))
                        .giving(StringCalls::caseMappingOrigin))
                .add(function(LOWER, (w, call, type) -> caseMapping(w, w.operand(call, 0), type, false))
                        .refusing((call, operands, type) -> caseMappingRefusal("lower", operands.get(0)))
                        .giving(StringCalls::caseMappingOrigin))
                .add(function(CHAR_LENGTH, (w, call, type) -> charLength(w, w.operand(call, 0), type))
                        .refusing((call, operands, type) -> strings("charLength", operands)))
                .add(function(CHARACTER_LENGTH, (w, call, type) -> charLength(w, w.operand(call, 0),
                        type))
                        .refusing((call, operands, type) -> strings("charLength", operands)))
                .add(function(LIKE, (w, call, type) -> like(w, call.operands(), type, false))
                        .refusing(StringCalls::likeRefusal))
                .add(function(NOT_LIKE, (w, call, type) -> like(w, call.operands(), type, true))
                        .refusing(StringCalls::likeRefusal))
                .add(function(TRIM, (w, call, type) -> trim(w, call.operands(), type))
                        .refusing(StringCalls::trimRefusal).giving(Origin.BINARY))
                .add(function(LTRIM, (w, call, type) -> trimmed(w, call.operands(), true,
                        false, type))
                        .refusing((call, operands, type) -> oneSideTrimRefusal("LTRIM", operands))
                        .giving(Origin.BINARY))
                .add(function(RTRIM, (w, call, type) -> trimmed(w, call.operands(), false,
                        true, type))
                        .refusing((call, operands, type) -> oneSideTrimRefusal("RTRIM", operands))
                        .giving(Origin.BINARY))
                .add(function(SUBSTRING, (w, call, type) -> helper(w, "substring", "substring", call, type))
                        .refusing((call, operands, type) -> stringAndIntegers("SUBSTRING", operands))
                        .giving(Origin.BINARY))
                .add(function(SQL_SUBSTRING, (w, call, type) -> helper(w, "substring", "substring", call, type))
                        .refusing((call, operands, type) -> stringAndIntegers("SUBSTRING", operands))
                        .giving(Origin.BINARY))
                .add(function(SUBSTR, (w, call, type) -> helper(w, "substring",
                        "substring", call, type))
                        .refusing((call, operands, type) -> stringAndIntegers("SUBSTR", operands))
                        .giving(Origin.BINARY))
                .add(function(LEFT, (w, call, type) -> helper(w, "left", "leftPart", call,
                        type))
                        .refusing((call, operands, type) -> stringAndIntegers("LEFT", operands))
                        .giving(Origin.BINARY))
                // the string itself when it has no more characters than asked for, else one made from bytes
                .add(function(RIGHT, (w, call, type) -> helper(w, "right", "rightPart",
                        call, type))
                        .refusing((call, operands, type) -> stringAndIntegers("RIGHT", operands))
                        .giving((call, operands, type) -> operands.get(0).origin() == Origin.BINARY ? Origin.BINARY
                                : Origin.UNKNOWN))
                .add(function(POSITION, (w, call, type) -> position(w, call.operands(),
                        type))
                        .refusing((call, operands, type) -> positionRefusal("POSITION", operands)))
                .add(function(LOCATE, (w, call, type) -> position(w, call.operands(),
                        type))
                        .refusing((call, operands, type) -> positionRefusal("LOCATE", operands)))
                .add(function(REPLACE, (w, call, type) -> replace(w, call.operands(),
                        type))
                        .refusing((call, operands, type) -> kinds("REPLACE", operands, STRING, STRING, STRING))
                        .giving(Origin.JAVA))
                .add(function(CONCAT_WS, (w, call, type) -> concatWs(w, call.operands(),
                        type))
                        .refusing((call, operands, type) -> operands.stream().filter(operand -> !operand.isCharacter())
                                .findFirst().map(operand -> "CONCAT_WS of " + operand.type()))
                        .giving(Origin.BINARY))
                .add(function(LPAD, (w, call, type) -> helper(w, "lpad", "padded", call,
                        type))
                        .refusing((call, operands, type) -> kinds("LPAD", operands, STRING, INTEGER, STRING))
                        .giving(Origin.JAVA))
                .add(function(RPAD, (w, call, type) -> helper(w, "rpad", "padded", call,
                        type))
                        .refusing((call, operands, type) -> kinds("RPAD", operands, STRING, INTEGER, STRING))
                        .giving(Origin.JAVA))
                .add(function(INITCAP, (w, call, type) -> helper(w, "initcap",
                        "capitalized", call, type))
                        .refusing((call, operands, type) -> kinds("INITCAP", operands, STRING))
                        .giving(Origin.JAVA))
                .add(function(REPEAT, (w, call, type) -> helper(w, "repeat", "repeated",
                        call, type))
                        .refusing((call, operands, type) -> kinds("REPEAT", operands, STRING, INTEGER))
                        .giving(Origin.JAVA))
                .add(function(REVERSE, (w, call, type) -> helper(w, "reverse", "reversed",
                        call, type))
                        .refusing((call, operands, type) -> kinds("REVERSE", operands, STRING))
                        .giving(Origin.BINARY))
                // SqlFunctionUtils.splitIndex of the Java strings, by a separator string or a character's code
                .add(function(SPLIT_INDEX, (w, call, type) -> helper(w, "splitIndex", "piece", call, type))
                        .refusing(StringCalls::splitIndexRefusal).giving(Origin.JAVA))
                .add(function(INSTR, (w, call, type) -> instr(w, call.operands(), type))
                        .refusing((call, operands, type) -> kinds("INSTR", operands, STRING, STRING, INTEGER, INTEGER)))
                .add(function(ASCII, (w, call, type) -> helper(w, "ascii", "ascii", call, type))
                        .refusing((call, operands, type) -> kinds("ASCII", operands, STRING)))
                .add(function(CHR, (w, call, type) -> helper(w, "chr", "character", call, type))
                        .refusing((call, operands, type) -> kinds("CHR", operands, LONG)).giving(Origin.JAVA))
                .add(function(OVERLAY, (w, call, type) -> helper(w, "overlay", "overlaid", call, type))
                        .refusing((call, operands, type) -> kinds("OVERLAY", operands, STRING, STRING, LONG, LONG))
                        .giving(Origin.JAVA));
    }

    private StringCalls() {}

    /** {@code TRIM(flag, characters, s)}, the flag a symbol literal: {@code BOTH}, {@code LEADING} or {@code TRAILING}. */
    private static Value trim(ExprWriter w, List<SqlExpr> operands, Type type) {
        String flag = ((SqlExpr.Literal) operands.get(0)).value();
        boolean both = flag.equals("BOTH");
        Value characters = w.expression(operands.get(1));
        return trimmed(w, w.expression(operands.get(2)), both || flag.equals("LEADING"),
                both || flag.equals("TRAILING"), characters, type);
    }

    /** {@code LTRIM(s[, characters])} or {@code RTRIM}: at the one end. */
    private static Value trimmed(ExprWriter w, List<SqlExpr> operands, boolean leading, boolean trailing, Type type) {
        Value s = w.expression(operands.get(0));
        Value characters = operands.size() > 1 ? w.expression(operands.get(1)) : null;
        return trimmed(w, s, leading, trailing, characters, type);
    }

    /** {@code s} trimmed at the chosen ends of {@code characters} (of spaces when null), as a string of bytes. */
    private static Value trimmed(ExprWriter w, Value s, boolean leading, boolean trailing, Value characters,
            Type type) {
        List<Value> values = characters == null ? List.of(s) : List.of(s, characters);
        CodeBlock chars = characters == null ? CodeBlock.of("$S", " ") : characters.code();
        return w.nullSafe("trimmed", type, values, CodeBlock.of("$T.trim($L, $L, $L, $L)", SQL_FUNCTIONS,
                s.code(), leading, trailing, chars));
    }

    /** {@code POSITION(seek IN s [FROM from])} or {@code LOCATE(seek, s[, from])}. */
    private static Value position(ExprWriter w, List<SqlExpr> operands, Type type) {
        List<Value> values = operands.stream().map(w::expression).toList();
        CodeBlock from = values.size() > 2 ? values.get(2).code() : CodeBlock.of("1");
        return w.nullSafe("position", type, values, CodeBlock.of("$T.position($L, $L, $L)", SQL_FUNCTIONS,
                values.get(0).code(), values.get(1).code(), from));
    }

    /**
     * {@code INSTR(s, seek[, start[, n]])}: as Flink's code generation writes it, {@code start} and {@code n} 1 when
     * left out.
     */
    private static Value instr(ExprWriter w, List<SqlExpr> operands, Type type) {
        List<Value> values = operands.stream().map(w::expression).toList();
        List<CodeBlock> arguments = new ArrayList<>(values.stream().map(Value::code).toList());
        while (arguments.size() < 4) {
            arguments.add(CodeBlock.of("1"));
        }
        return w.nullSafe("position", type, values, CodeBlock.of("$T.instr($L)", SQL_FUNCTIONS,
                CodeBlock.join(arguments, ", ")));
    }

    /** {@code REPLACE(s, search, replacement)}: as {@code SqlFunctionUtils.replace}, Java's own String.replace. */
    private static Value replace(ExprWriter w, List<SqlExpr> operands, Type type) {
        Value s = w.expression(operands.get(0));
        Value search = w.expression(operands.get(1));
        Value replacement = w.expression(operands.get(2));
        return w.nullSafe("replaced", type, List.of(s, search, replacement), CodeBlock.of("$L.replace($L, $L)",
                s.code(), search.code(), replacement.code()));
    }

    /** {@code CONCAT_WS(separator, s...)}: {@code NULL} when the separator is; a {@code NULL} string is left out. */
    private static Value concatWs(ExprWriter w, List<SqlExpr> operands, Type type) {
        List<Value> values = operands.stream().map(w::expression).toList();
        return w.nullSafe("joined", type, List.of(values.get(0)), CodeBlock.of("$T.concatWs($L)", SQL_FUNCTIONS,
                CodeBlock.join(values.stream().map(Value::code).toList(), ", ")));
    }

    /** {@code SqlFunctions.method(operands...)} into a local named after {@code name}, {@code NULL} when one is. */
    private static Value helper(ExprWriter w, String method, String name, SqlExpr.Call call, Type type) {
        List<Value> values = call.operands().stream().map(w::expression).toList();
        CodeBlock arguments = CodeBlock.join(values.stream().map(Value::code).toList(), ", ");
        return w.nullSafe(name, type, values, CodeBlock.of("$T.$L($L)", SQL_FUNCTIONS, method, arguments));
    }

    /** {@code s || t} or {@code CONCAT(s, ...)}: Java's {@code +}, {@code NULL} when one of them is. */
    private static Value concat(ExprWriter w, List<SqlExpr> operands, Type type) {
        List<Value> values = operands.stream().map(w::expression).toList();
        CodeBlock joined = CodeBlock.join(values.stream().map(Value::code).toList(), " + ");
        return w.nullSafe("concatenated", type, values, joined);
    }

    /**
     * {@code UPPER(s)} or {@code LOWER(s)}. A column is the string of a row Flink deserialized (TypedTables with
     * object reuse off, any network exchange): held as bytes, which it maps as the helper does. They differ only
     * under a default locale that maps ASCII letters its own way (Turkish, Azeri).
     */
    private static Value caseMapping(ExprWriter w, Value operand, Type type, boolean upper) {
        String method = upper ? "upper" : "lower";
        if (operand.origin() == Origin.JAVA) {
            // as BinaryStringData does for a string it made from a Java string: Java's own toUpperCase and
            // toLowerCase, whose result it makes from a Java string too
            return w.nullSafe(method, type, List.of(operand), CodeBlock.of("$L.$L()", operand.code(),
                    upper ? "toUpperCase" : "toLowerCase"));
        }
        return w.nullSafe(method, type, List.of(operand), CodeBlock.of("$T.$L($L)", SQL_FUNCTIONS, method,
                operand.code()));
    }

    /** {@code CHAR_LENGTH(s)}: its code points, as Flink counts them. */
    private static Value charLength(ExprWriter w, Value operand, Type type) {
        return w.nullSafe("charLength", type, List.of(operand), CodeBlock.of("$T.charLength($L)", SQL_FUNCTIONS,
                operand.code()));
    }

    private static Value like(ExprWriter w, List<SqlExpr> operands, Type type, boolean negated) {
        SqlExpr.Literal pattern = (SqlExpr.Literal) operands.get(1);
        Value value = w.expression(operands.get(0));
        CodeBlock compiled = CodeBlock.of("$T.likePattern($S)", SQL_FUNCTIONS, pattern.value());
        if (operands.size() == 3) {
            String escape = ((SqlExpr.Literal) operands.get(2)).value();
            compiled = CodeBlock.of("$T.likePattern($S, $S)", SQL_FUNCTIONS, pattern.value(), escape);
        }
        String constant = w.constants.constant(PATTERN, "LIKE_" + constantName(pattern.value()), compiled);
        return w.nullSafe("like", type, List.of(value), CodeBlock.of("$L$T.like($L, $L)", negated ? "!" : "",
                SQL_FUNCTIONS, value.code(), constant));
    }

    /**
     * The escape character of {@code LIKE pattern ESCAPE escape}: a constant of one character, which Flink's code
     * generation requires; and not {@code %} or {@code _}, with which its quick matchers and its regular
     * expression disagree. Refused too: a pattern with an escape not followed by {@code %}, {@code _} or itself,
     * which fails the job when it is built.
     */
    private static Optional<String> likeEscapeRefusal(String pattern, Operand operand) {
        String text = operand.constant();
        if (text == null || text.length() != 1 || text.charAt(0) == 0) {
            return Optional.of("LIKE with an ESCAPE that is not one constant character");
        }
        char escape = text.charAt(0);
        if (escape == '%' || escape == '_') {
            return Optional.of("LIKE with the ESCAPE '" + escape + "'");
        }
        for (int i = 0; i < pattern.length(); i++) {
            if (pattern.charAt(i) == escape) {
                char next = i + 1 < pattern.length() ? pattern.charAt(i + 1) : 0;
                if (next != '%' && next != '_' && next != escape) {
                    return Optional.of("LIKE with the invalid escape sequence at " + i + " of '" + pattern
                            + "', which Flink refuses when the job is built");
                }
                i++;
            }
        }
        return Optional.empty();
    }

    /** {@code LIKE}: a constant pattern, a string, an escape {@link #likeEscapeRefusal} takes. */
    private static Optional<String> likeRefusal(SqlExpr.Call call, List<Operand> operands, Type type) {
        String pattern = operands.get(1).constant();
        if (pattern == null) {
            return Optional.of("LIKE with a pattern that is not a constant");
        }
        if (!operands.get(0).isCharacter()) {
            return Optional.of("LIKE on " + operands.get(0).type());
        }
        return operands.size() == 3 ? likeEscapeRefusal(pattern, operands.get(2)) : Optional.empty();
    }

    /** {@code UPPER} or {@code LOWER} ({@code method}) of a string Flink holds one known way. */
    private static Optional<String> caseMappingRefusal(String method, Operand operand) {
        if (!operand.isCharacter()) {
            return Optional.of(method + " of " + operand.type());
        }
        if (operand.origin() == Origin.UNKNOWN) {
            // Flink's case mapping of a string held as bytes is Java's for ASCII text under every default locale
            // (Character.toUpperCase), of one made from a Java string the locale's (String.toUpperCase)
            return Optional.of(method.toUpperCase(Locale.ROOT) + " of a string Flink holds one way or another,"
                    + " depending on the value");
        }
        return Optional.empty();
    }

    /** As {@code BinaryStringData} maps a string it made from a Java string: into one made from a Java string. */
    private static Origin caseMappingOrigin(SqlExpr.Call call, List<Operand> operands, Type type) {
        return operands.get(0).origin() == Origin.JAVA ? Origin.JAVA : Origin.UNKNOWN;
    }

    /** Refuses a call of {@code function} unless every operand is a character string. */
    private static Optional<String> strings(String function, List<Operand> operands) {
        return operands.stream().filter(operand -> !operand.isCharacter()).findFirst()
                .map(operand -> function + " of " + operand.type());
    }

    /** An upper-case constant name from some text: {@code ABC_} for {@code abc%}. */
    static String constantName(String text) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < text.length() && name.length() < 24; i++) {
            char c = text.charAt(i);
            name.append(c < 128 && Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
        }
        return name.toString();
    }

    // ------------------------------------------------------------------------
    //  refusals
    // ------------------------------------------------------------------------

    /**
     * An operand of a string function: a string, an integer Flink's code passes as a Java {@code int} (which a {@code
     * BIGINT} is not: Flink's generated code fails to compile), or one it passes as a {@code long} (of any width).
     */
    private enum OperandKind { STRING, INTEGER, LONG }

    private static final OperandKind STRING = OperandKind.STRING;
    private static final OperandKind INTEGER = OperandKind.INTEGER;
    private static final OperandKind LONG = OperandKind.LONG;

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
            if (kinds[i] == LONG && root != Root.BIGINT && root != Root.INT && root != Root.SMALLINT
                    && root != Root.TINYINT) {
                return Optional.of(function + " with an operand of type " + operand.type());
            }
        }
        return Optional.empty();
    }

    /** {@code SUBSTRING}, {@code LEFT}, {@code RIGHT}: a string and integers. */
    private static Optional<String> stringAndIntegers(String function, List<Operand> operands) {
        return kinds(function, operands, STRING, INTEGER, INTEGER);
    }

    /**
     * {@code SPLIT_INDEX(s, separator, index)}: a string, a separator that is a string or the code of a character,
     * and an index, the integers as Java {@code int}s.
     */
    private static Optional<String> splitIndexRefusal(SqlExpr.Call call, List<Operand> operands, Type type) {
        OperandKind separator = operands.size() > 1 && operands.get(1).isCharacter() ? STRING : INTEGER;
        return kinds("SPLIT_INDEX", operands, STRING, separator, INTEGER);
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
