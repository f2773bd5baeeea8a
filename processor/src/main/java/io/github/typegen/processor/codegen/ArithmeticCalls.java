package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The arithmetic of numbers ({@code +}, {@code -}, {@code *}, {@code /}, {@code MOD}, the unary signs), as Flink's
 * {@code ScalarOperatorGens} writes it: each operand cast to the type Flink's planner gives the call (a constant
 * decimal in arithmetic giving a floating-point number computed once as {@code DecimalDataUtils.doubleValue} makes
 * it), integer arithmetic wrapping around on overflow (the same Java arithmetic), decimal arithmetic rounding half
 * up to the result's scale and {@code NULL} on overflow (the runtime's {@code SqlFunctions}). The arithmetic of
 * dates, times and intervals is {@link DateTimeCode}'s.
 */
final class ArithmeticCalls {

    // the identities of the operators this family writes: the constants of Flink's operator tables holding them
    static final SqlOperator PLUS = SqlOperator.calcite("PLUS");
    static final SqlOperator MINUS = SqlOperator.calcite("MINUS");
    static final SqlOperator MULTIPLY = SqlOperator.calcite("MULTIPLY");
    static final SqlOperator DIVIDE = SqlOperator.calcite("DIVIDE");
    static final SqlOperator DIVIDE_INTEGER = SqlOperator.calcite("DIVIDE_INTEGER");
    static final SqlOperator MOD = SqlOperator.calcite("MOD");
    static final SqlOperator PERCENT_REMAINDER = SqlOperator.calcite("PERCENT_REMAINDER");
    static final SqlOperator UNARY_PLUS = SqlOperator.calcite("UNARY_PLUS");
    static final SqlOperator UNARY_MINUS = SqlOperator.calcite("UNARY_MINUS");

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");
    private static final ClassName BIG_DECIMAL = ClassName.get(BigDecimal.class);

    /**
     * A binary arithmetic operator.
     *
     * @param java its Java operator
     * @param name the name of the local holding its result
     * @param decimal the method of the runtime's {@code SqlFunctions} computing it on decimals
     * @param remainder whether it is {@code MOD}, which computes in its left operand's type
     */
    private record Operator(String java, String name, String decimal, boolean remainder) {}

    private ArithmeticCalls() {}

    /** Registers the arithmetic of numbers. */
    static void register(FunctionRegistry registry) {
        binary(registry, PLUS, new Operator("+", "sum", "add", false), true);
        binary(registry, MINUS, new Operator("-", "difference", "subtract", false), true);
        binary(registry, MULTIPLY, new Operator("*", "product", "multiply", false), true);
        binary(registry, DIVIDE, new Operator("/", "quotient", "divide", false), true);
        // Calcite's integer division, of an interval: never a Java expression inside a condition
        binary(registry, DIVIDE_INTEGER, new Operator("/", "quotient", "divide", false), false);
        binary(registry, MOD, new Operator("%", "remainder", "mod", true), true);
        binary(registry, PERCENT_REMAINDER, new Operator("%", "remainder", "mod", true), true);
        registry.add(function(UNARY_PLUS, (w, call, type) -> w.operand(call, 0))
                        .giving((call, operands, type) -> operands.get(0).origin()).inline())
                .add(function(UNARY_MINUS, (w, call, type) -> negate(w, w.operand(call, 0), type))
                        .refusing((call, operands, type) -> operands.get(0).root().isNumeric() ? Optional.empty()
                                : Optional.of("the operator - on " + operands.get(0).type()))
                        .inline());
    }

    private static void binary(FunctionRegistry registry, SqlOperator sql, Operator operator, boolean inline) {
        FunctionRegistry.Entry entry = function(sql, (w, call, type) -> arithmetic(w, operator,
                w.operand(call.operands().get(0), type), w.operand(call.operands().get(1), type), type))
                .taking(types -> !FunctionRegistry.anyDateTime(types))
                .refusing((call, operands, type) -> arithmeticRefusal(operator, operands.get(0), operands.get(1),
                        type));
        registry.add(inline ? entry.inline() : entry);
    }

    /** {@code -operand}. */
    private static Value negate(ExprWriter w, Value operand, Type type) {
        if (operand.type().root() == Root.DECIMAL) {
            return w.nullSafe("negated", type, List.of(operand), CodeBlock.of("$L.negate()", operand.code()));
        }
        return w.nullSafe("negated", type, List.of(operand), type.narrow()
                ? CodeBlock.of("($T) -$L", type.primitive(), operand.code())
                : CodeBlock.of("-$L", operand.code()));
    }

    /** {@code left operator right} of numbers, as Flink computes it for the result's type. */
    private static Value arithmetic(ExprWriter w, Operator operator, Value left, Value right, Type type) {
        if (type.root() == Root.DECIMAL) {
            // as Flink: a decimal operand as it is, an integer one as a decimal of its own precision
            CodeBlock l = asDecimalOperand(left, type);
            CodeBlock r = asDecimalOperand(right, type);
            Value computed = w.nullSafe(operator.name(), type.nullable(), List.of(left, right),
                    CodeBlock.of("$T.$L($L, $L, $L, $L)", SQL_FUNCTIONS, operator.decimal(), l, r, type.precision(),
                            type.scale()));
            return new Value(computed.code(), type.nullable());
        }
        if (operator.remainder() && left.type().root() != right.type().root()) {
            return mixedMod(w, operator.name(), left, right, type);
        }
        // as Flink: each operand cast to the result type, the operation, the result cast to its type again (which
        // only a TINYINT or SMALLINT needs: Java computes those as int)
        CodeBlock l = arithmeticOperand(left, type);
        CodeBlock r = arithmeticOperand(right, type);
        CodeBlock computed = type.narrow()
                ? CodeBlock.of("($T) ($L $L $L)", type.primitive(), l, operator.java(), r)
                : CodeBlock.of("$L $L $L", l, operator.java(), r);
        return w.nullSafe(operator.name(), type, List.of(left, right), computed);
    }

    /**
     * {@code MOD(left, right)} of integers of two types, giving {@code type} (Calcite types it as {@code right}), as
     * Flink's {@code ScalarOperatorGens.generateBinaryArithmeticOperator} writes it: the left operand in its own type
     * (a decimal as a {@code BIGINT}), the right one cast to the result's, the remainder computed in the wider of the
     * two Java types and cast to the result's: {@code MOD(auction, 123)} of a {@code BIGINT} is {@code (int) (auction
     * % 123)}, exact, where casting {@code auction} to {@code int} first would not be.
     */
    private static Value mixedMod(ExprWriter w, String name, Value left, Value right, Type type) {
        CodeBlock l = left.type().root() == Root.DECIMAL
                ? CodeBlock.of("$T.toLong($L)", SQL_FUNCTIONS, left.code()) : left.code();
        Root leftHeld = left.type().root() == Root.DECIMAL ? Root.BIGINT : left.type().root();
        CodeBlock r = arithmeticOperand(right, type);
        boolean wider = integralRank(leftHeld) > integralRank(type.root());
        CodeBlock computed = type.narrow() || wider
                ? CodeBlock.of("($T) ($L % $L)", type.primitive(), l, r)
                : CodeBlock.of("$L % $L", l, r);
        return w.nullSafe(name, type, List.of(left, right), computed);
    }

    /** The order of the integer types by width. */
    private static int integralRank(Root root) {
        return switch (root) {
            case TINYINT -> 1;
            case SMALLINT -> 2;
            case INT -> 3;
            case BIGINT -> 4;
            default -> throw new IllegalArgumentException("Not an integer type: " + root);
        };
    }

    /** An operand of arithmetic whose result is the primitive {@code type}, cast to it as Flink casts it. */
    private static CodeBlock arithmeticOperand(Value operand, Type type) {
        if (operand.type().root() == type.root()) {
            return operand.code();
        }
        if (operand.type().root() != Root.DECIMAL) {
            return CodeBlock.of("($T) $L", type.primitive(), operand.code());
        }
        if (type.root().isIntegral()) {
            throw ExprWriter.refused("the decimal " + operand.type() + " in arithmetic giving " + type);
        }
        CodeBlock computed = CodeBlock.of("$T.doubleValue($L, $L)", SQL_FUNCTIONS, operand.code(),
                operand.type().precision());
        return type.root() == Root.DOUBLE ? computed : CodeBlock.of("($T) $L", type.primitive(), computed);
    }

    private static CodeBlock asDecimalOperand(Value operand, Type type) {
        if (operand.type().root() == Root.DECIMAL) {
            return operand.code();
        }
        if (operand.type().root().isIntegral()) {
            return CodeBlock.of("$T.valueOf($L)", BIG_DECIMAL, operand.code());
        }
        throw ExprWriter.refused("decimal arithmetic with " + operand.type() + " giving " + type);
    }

    /** Arithmetic of numbers, as {@link #arithmetic} writes it: no decimal operand where it gives an integer. */
    private static Optional<String> arithmeticRefusal(Operator operator, Operand left, Operand right, Type type) {
        if (!left.root().isNumeric() || !right.root().isNumeric() || !type.root().isNumeric()) {
            return Optional.of("the operator " + operator.java() + " on " + left.type() + " and " + right.type());
        }
        if (type.root() == Root.DECIMAL) {
            // each operand as a decimal: a decimal as it is, an integer as one of its own precision
            return Stream.of(left, right).filter(operand -> operand.root() != Root.DECIMAL
                    && !operand.root().isIntegral()).findFirst()
                    .map(operand -> "decimal arithmetic with " + operand.type() + " giving " + type);
        }
        // each operand cast to the result's type; MOD of mixed integers keeps its left operand's
        List<Operand> cast = operator.remainder() && left.root() != right.root() ? List.of(right)
                : List.of(left, right);
        return cast.stream().filter(operand -> operand.root() == Root.DECIMAL && type.root().isIntegral())
                .findFirst().map(operand -> "the decimal " + operand.type() + " in arithmetic giving " + type);
    }
}
