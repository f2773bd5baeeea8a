package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The regular-expression functions of a fused query, {@code REGEXP}, {@code REGEXP_EXTRACT} and {@code
 * REGEXP_REPLACE}, for {@link CalcWriter}: each as Flink's code generation computes it ({@code StringCallGen}, calls
 * of {@code SqlFunctionUtils} on the operands as Java strings), {@code NULL} when an operand is, through the helpers
 * of the runtime's {@code SqlFunctions}.
 *
 * <p>Flink compiles the regular expression on each call and gives {@code NULL} ({@code FALSE} for {@code REGEXP}) when
 * it is invalid; a constant one is compiled here once, into a static field of the written code ({@code
 * SqlFunctions.regex}, {@code null} for an invalid one, which the helpers then answer as Flink does). Each result
 * string Flink makes from a Java string: of {@link Origin#JAVA}.
 */
final class RegexCalls {

    // the identities of the operators this family writes: the constants of Flink's operator tables holding them
    static final SqlOperator REGEXP = SqlOperator.flink("REGEXP");
    static final SqlOperator REGEXP_EXTRACT = SqlOperator.flink("REGEXP_EXTRACT");
    static final SqlOperator REGEXP_REPLACE = SqlOperator.flink("REGEXP_REPLACE");

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");
    private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");

    /** Registers the regular-expression functions, one entry each: its writer, its refusal check, its origin. */
    static void register(FunctionRegistry registry) {
        registry.add(function(REGEXP, (w, call, type) -> call(w, "regexp", "matches", call, type))
                        .refusing((call, operands, type) -> strings("REGEXP", operands, 2)))
                .add(function(REGEXP_EXTRACT, (w, call, type) -> call(w, "regexpExtract", "extracted", call, type))
                        .refusing(RegexCalls::extractRefusal).giving(Origin.JAVA))
                .add(function(REGEXP_REPLACE, (w, call, type) -> call(w, "regexpReplace", "replaced", call, type))
                        .refusing((call, operands, type) -> strings("REGEXP_REPLACE", operands, 3))
                        .giving(Origin.JAVA));
    }

    private RegexCalls() {}

    /**
     * {@code SqlFunctions.method(s, regex, ...)}, {@code NULL} when an operand is: a constant regex compiled once into
     * a static field, any other compiled on each call. {@code REGEXP_EXTRACT(s, regex)} is its group 0, as Flink's
     * two-operand {@code regexpExtract}.
     */
    private static Value call(ExprWriter w, String method, String name, SqlExpr.Call call, Type type) {
        List<Value> values = new ArrayList<>();
        List<CodeBlock> arguments = new ArrayList<>();
        for (int i = 0; i < call.operands().size(); i++) {
            SqlExpr operand = call.operands().get(i);
            if (i == 1 && operand instanceof SqlExpr.Literal literal && literal.value() != null) {
                arguments.add(CodeBlock.of("$L", pattern(w, literal.value())));
                continue;
            }
            Value value = w.expression(operand);
            values.add(value);
            arguments.add(value.code());
        }
        if (call.operator().equals(REGEXP_EXTRACT) && call.operands().size() == 2) {
            arguments.add(CodeBlock.of("0"));
        }
        return w.nullSafe(name, type, values, CodeBlock.of("$T.$L($L)", SQL_FUNCTIONS, method,
                CodeBlock.join(arguments, ", ")));
    }

    /** The static field holding the constant regular expression {@code regex} compiled ({@code null}: invalid). */
    private static String pattern(ExprWriter w, String regex) {
        // named after its letters and digits: REGEX_CHANNEL_ID for (&|^)channel_id=([^&]*)
        String name = StringCalls.constantName(regex).replaceAll("_+", "_").replaceAll("^_|_$", "");
        return w.constants.constant(PATTERN, name.isEmpty() ? "REGEX" : "REGEX_" + name,
                CodeBlock.of("$T.regex($S)", SQL_FUNCTIONS, regex));
    }

    /** Refuses a call of {@code function} unless its first {@code count} operands are character strings. */
    private static Optional<String> strings(String function, List<Operand> operands, int count) {
        return operands.stream().limit(count).filter(operand -> !operand.isCharacter()).findFirst()
                .map(operand -> function + " of " + operand.type());
    }

    /**
     * {@code REGEXP_EXTRACT(s, regex[, group])}: two strings and an integer of any width, which Flink's {@code
     * regexpExtract} takes as an {@code int} ({@code (int)} of a {@code BIGINT}, in its overload for a {@code long}).
     */
    private static Optional<String> extractRefusal(SqlExpr.Call call, List<Operand> operands, Type type) {
        Optional<String> strings = strings("REGEXP_EXTRACT", operands, 2);
        if (strings.isPresent() || operands.size() < 3) {
            return strings;
        }
        Root group = operands.get(2).root();
        return group == Root.TINYINT || group == Root.SMALLINT || group == Root.INT || group == Root.BIGINT
                ? Optional.empty() : Optional.of("REGEXP_EXTRACT with a group of type " + operands.get(2).type());
    }
}
