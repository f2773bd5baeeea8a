package io.github.typegen.processor.codegen;

import static io.github.typegen.processor.codegen.FunctionRegistry.function;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * Writes the expressions of a fused query as Java, as Flink's {@code ExprCodeGenerator} does: a {@link
 * SqlExpr.Visitor} (an input column is the local {@link CalcWriter} read it into, a literal a Java constant, a call
 * the code of the function writer the {@link FunctionRegistry} finds for its operator and operand types), with the
 * helpers every function writer shares: {@code NULL} propagation ({@link #nullSafe}), locals, constants and Flink's
 * casts ({@link #cast}).
 */
final class ExprWriter implements SqlExpr.Visitor<Value> {

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");
    private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");
    private static final ClassName BIG_DECIMAL = ClassName.get(BigDecimal.class);

    private final FunctionRegistry functions;
    final CodeBlock.Builder code;
    final Names locals;
    final Constants constants;
    private final Map<Integer, Value> columns = new HashMap<>();
    /** What is known of each expression written, before its code: {@link FunctionRegistry#describe}, once each. */
    private final Map<SqlExpr, Operand> described = new IdentityHashMap<>();

    ExprWriter(FunctionRegistry functions, CodeBlock.Builder code, Names locals, Constants constants) {
        this.functions = functions;
        this.code = code;
        this.locals = locals;
        this.constants = constants;
    }

    /** Makes input column {@code index} the value {@code value} (a local holding it). */
    void column(int index, Value value) {
        columns.put(index, value);
    }

    /** The value of {@code expression}, written. */
    Value expression(SqlExpr expression) {
        return expression.accept(this);
    }

    /** What is known of {@code expression} before it is written. */
    Operand describe(SqlExpr expression) {
        Operand operand = described.get(expression);
        if (operand == null) {
            operand = functions.describe(expression);
            described.put(expression, operand);
        }
        return operand;
    }

    /**
     * The error of a writer asked to write what the decision step ({@link CalcCheck}) refuses: a bug of the
     * function's refusal check.
     */
    static IllegalStateException refused(String what) {
        return new IllegalStateException("The decision step should have refused " + what);
    }

    @Override
    public Value inputRef(SqlExpr.InputRef ref) {
        return columns.get(ref.index());
    }

    @Override
    public Value literal(SqlExpr.Literal literal) {
        return constant(literal);
    }

    /** The value of {@code call}: the code of its function's writer, of the origin its function gives. */
    @Override
    public Value call(SqlExpr.Call call) {
        FunctionRegistry.Entry function = functions.find(call)
                .orElseThrow(() -> refused("the function " + call.name()));
        Type type = Type.of(call.type());
        return function.writer().write(this, call, type).withOrigin(describe(call).origin());
    }

    private Value constant(SqlExpr.Literal literal) {
        Type type = Type.of(literal.type());
        String text = literal.value();
        if (text == null) {
            String local = locals.newName("nullValue");
            code.addStatement("$T $L = null", type.nullable().javaType(), local);
            return new Value(CodeBlock.of("$L", local), type.nullable());
        }
        Type notNull = type.notNull();
        CodeBlock value = switch (type.root()) {
            case BOOLEAN -> CodeBlock.of("$L", Boolean.parseBoolean(text));
            case TINYINT -> CodeBlock.of("(byte) $L", Byte.parseByte(text));
            case SMALLINT -> CodeBlock.of("(short) $L", Short.parseShort(text));
            case INT -> CodeBlock.of("$L", Integer.parseInt(text));
            case BIGINT -> CodeBlock.of("$LL", Long.parseLong(text));
            case FLOAT -> floating(text, "F", Float.class);
            case DOUBLE -> floating(text, "D", Double.class);
            case DECIMAL -> {
                BigDecimal decimal = new BigDecimal(text).setScale(type.scale());
                String constant = constants.constant(BIG_DECIMAL, "DECIMAL_" + decimal.toPlainString()
                        .replace('-', 'M').replace('.', '_'), CodeBlock.of("new $T($S)", BIG_DECIMAL,
                        decimal.toPlainString()));
                yield CodeBlock.of("$L", constant);
            }
            case CHAR, VARCHAR -> CodeBlock.of("$S", text);
            case DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ, INTERVAL_DAY_TIME, INTERVAL_MONTH ->
                    DateTimeCode.constant(text, type, constants);
            case BINARY, VARBINARY, ARRAY, MAP, ROW, SYMBOL, NULL, INTERVAL_SECOND ->
                    throw new IllegalStateException("Type.of refuses " + type);
        };
        return new Value(value, notNull, Kind.CONSTANT, Origin.JAVA);
    }

    private static CodeBlock floating(String text, String suffix, Class<?> box) {
        return switch (text) {
            case "NaN" -> CodeBlock.of("$T.NaN", box);
            case "Infinity" -> CodeBlock.of("$T.POSITIVE_INFINITY", box);
            case "-Infinity" -> CodeBlock.of("$T.NEGATIVE_INFINITY", box);
            default -> {
                String java = box == Float.class ? Float.toString(Float.parseFloat(text))
                        : Double.toString(Double.parseDouble(text));
                yield CodeBlock.of("$L$L", java.startsWith("-") ? "(" + java : java, java.startsWith("-")
                        ? suffix + ")" : suffix);
            }
        };
    }

    /** Registers the functions of SQL's core operators: logic, comparisons, arithmetic, conditions, casts. */
    static void register(FunctionRegistry registry) {
        registry.add(function(SqlOperator.AND, (w, call, type) -> w.and(call.operands(), type))
                        .refusing((call, operands, type) -> booleans("AND", operands)))
                .add(function(SqlOperator.OR, (w, call, type) -> w.or(call.operands(), type))
                        .refusing((call, operands, type) -> booleans("OR", operands)))
                .add(function(SqlOperator.NOT, (w, call, type) -> w.not(w.operand(call, 0), type))
                        .refusing((call, operands, type) -> booleans("NOT", operands)))
                .add(function(SqlOperator.IS_NULL, (w, call, type) -> isNull(w.operand(call, 0), true)))
                .add(function(SqlOperator.IS_NOT_NULL, (w, call, type) -> isNull(w.operand(call, 0), false)));
        registry.add(function(SqlOperator.IS_TRUE, (w, call, type) -> isBoolean(w.operand(call, 0), true, false))
                        .refusing((call, operands, type) -> booleans("IS TRUE", operands)))
                .add(function(SqlOperator.IS_NOT_TRUE, (w, call, type) -> isBoolean(w.operand(call, 0), true, true))
                        .refusing((call, operands, type) -> booleans("IS NOT TRUE", operands)))
                .add(function(SqlOperator.IS_FALSE, (w, call, type) -> isBoolean(w.operand(call, 0), false, false))
                        .refusing((call, operands, type) -> booleans("IS FALSE", operands)))
                .add(function(SqlOperator.IS_NOT_FALSE, (w, call, type) -> isBoolean(w.operand(call, 0), false, true))
                        .refusing((call, operands, type) -> booleans("IS NOT FALSE", operands)));
        comparison(registry, SqlOperator.EQUALS, "=", "==");
        comparison(registry, SqlOperator.NOT_EQUALS, "<>", "!=");
        comparison(registry, SqlOperator.LESS_THAN, "<", "<");
        comparison(registry, SqlOperator.LESS_THAN_OR_EQUAL, "<=", "<=");
        comparison(registry, SqlOperator.GREATER_THAN, ">", ">");
        comparison(registry, SqlOperator.GREATER_THAN_OR_EQUAL, ">=", ">=");
        registry.add(function(SqlOperator.IS_DISTINCT_FROM, (w, call, type) -> w.distinct(w.operand(call, 0),
                        w.operand(call, 1), true))
                        .refusing((call, operands, type) -> comparisonRefusal("=", operands.get(0), operands.get(1))))
                .add(function(SqlOperator.IS_NOT_DISTINCT_FROM, (w, call, type) -> w.distinct(w.operand(call, 0),
                        w.operand(call, 1), false))
                        .refusing((call, operands, type) -> comparisonRefusal("=", operands.get(0), operands.get(1))))
                .add(function(SqlOperator.CASE, (w, call, type) -> w.caseWhen(call.operands(), type))
                        .refusing(ExprWriter::caseRefusal).giving(ExprWriter::caseOrigin))
                .add(function(SqlOperator.COALESCE, (w, call, type) -> w.coalesce(call.operands(), type))
                        .refusing(ExprWriter::coalesceRefusal).giving(ExprWriter::coalesceOrigin))
                .add(function(SqlOperator.UNARY_PLUS, (w, call, type) -> w.operand(call, 0))
                        .giving((call, operands, type) -> operands.get(0).origin()))
                .add(function(SqlOperator.UNARY_MINUS, (w, call, type) -> w.negate(w.operand(call, 0), type))
                        .refusing((call, operands, type) -> operands.get(0).root().isNumeric() ? Optional.empty()
                                : Optional.of("the operator - on " + operands.get(0).type())));
        Map<SqlOperator, String> arithmetic = Map.of(SqlOperator.PLUS, "+", SqlOperator.MINUS, "-",
                SqlOperator.MULTIPLY, "*", SqlOperator.DIVIDE, "/", SqlOperator.DIVIDE_INTEGER, "/",
                SqlOperator.MOD, "%", SqlOperator.PERCENT_REMAINDER, "%");
        arithmetic.forEach((operator, java) -> registry.add(function(operator,
                (w, call, type) -> w.arithmetic(java, w.operand(call.operands().get(0), type),
                        w.operand(call.operands().get(1), type), type))
                .taking(types -> !FunctionRegistry.anyDateTime(types))
                .refusing((call, operands, type) -> arithmeticRefusal(java, operands.get(0), operands.get(1),
                        type))));
        registry.add(function(SqlOperator.CAST, (w, call, type) -> w.cast(w.operand(call, 0), type))
                        .refusing((call, operands, type) -> castRefusal(operands.get(0).type(), type))
                        .giving((call, operands, type) -> castOrigin(operands.get(0).type(), operands.get(0).origin(),
                                type)))
                .add(function(SqlOperator.TRY_CAST, (w, call, type) -> w.tryCast(w.operand(call, 0), type))
                        .refusing((call, operands, type) -> parsed(operands.get(0).type(), type) ? Optional.empty()
                                : castRefusal(operands.get(0).type(), type))
                        .giving((call, operands, type) -> parsed(operands.get(0).type(), type) ? Origin.UNKNOWN
                                : castOrigin(operands.get(0).type(), operands.get(0).origin(), type)))
                .add(function(SqlOperator.CONCAT, (w, call, type) -> w.concat(call.operands(), type))
                        .refusing((call, operands, type) -> strings("||", operands)).giving(Origin.BINARY))
                .add(function(SqlOperator.CONCAT_FUNCTION, (w, call, type) -> w.concat(call.operands(), type))
                        .refusing((call, operands, type) -> strings("||", operands)).giving(Origin.BINARY))
                .add(function(SqlOperator.UPPER, (w, call, type) -> w.string("upper", w.operand(call, 0), type))
                        .refusing((call, operands, type) -> caseMappingRefusal("upper", operands.get(0)))
                        .giving(ExprWriter::caseMappingOrigin))
                .add(function(SqlOperator.LOWER, (w, call, type) -> w.string("lower", w.operand(call, 0), type))
                        .refusing((call, operands, type) -> caseMappingRefusal("lower", operands.get(0)))
                        .giving(ExprWriter::caseMappingOrigin))
                .add(function(SqlOperator.CHAR_LENGTH, (w, call, type) -> w.string("charLength",
                        w.operand(call, 0), type))
                        .refusing((call, operands, type) -> strings("charLength", operands)))
                .add(function(SqlOperator.CHARACTER_LENGTH, (w, call, type) -> w.string("charLength",
                        w.operand(call, 0), type))
                        .refusing((call, operands, type) -> strings("charLength", operands)))
                .add(function(SqlOperator.LIKE, (w, call, type) -> w.like(call.operands(), type, false))
                        .refusing(ExprWriter::likeRefusal))
                .add(function(SqlOperator.NOT_LIKE, (w, call, type) -> w.like(call.operands(), type, true))
                        .refusing(ExprWriter::likeRefusal));
    }

    /**
     * Registers the comparison {@code operator}, spelled {@code sql} in SQL and {@code java} in Java: a constant
     * decimal compared with a floating-point number is that number, as Flink compares them.
     */
    private static void comparison(FunctionRegistry registry, SqlOperator operator, String sql, String java) {
        registry.add(function(operator, (w, call, type) -> w.comparison(java,
                w.constantOperand(call.operands().get(0), floating(call.operands().get(1))),
                w.constantOperand(call.operands().get(1), floating(call.operands().get(0))), type, w.orderFree(call)))
                .refusing((call, operands, type) -> comparisonRefusal(sql, operands.get(0), operands.get(1))));
    }

    /** Refuses a call of {@code operator} unless every operand is a boolean. */
    private static Optional<String> booleans(String operator, List<Operand> operands) {
        return operands.stream().filter(operand -> operand.root() != Root.BOOLEAN).findFirst()
                .map(operand -> operator + " on " + operand.type());
    }

    /** Refuses a call of {@code function} unless every operand is a character string. */
    private static Optional<String> strings(String function, List<Operand> operands) {
        return operands.stream().filter(operand -> !operand.isCharacter()).findFirst()
                .map(operand -> function + " of " + operand.type());
    }

    /** Operand {@code index} of {@code call}, written. */
    Value operand(SqlExpr.Call call, int index) {
        return expression(call.operands().get(index));
    }

    /**
     * An operand of arithmetic giving {@code result}: a constant decimal in arithmetic giving a floating-point
     * number is that number, computed here once as Flink's {@code DecimalDataUtils.doubleValue} computes it.
     */
    Value operand(SqlExpr operand, Type result) {
        return constantOperand(operand, result.root() == Root.DOUBLE || result.root() == Root.FLOAT ? result : null);
    }

    /**
     * {@code operand}; when it is a constant decimal and {@code floating} is not null, that constant as Flink's
     * {@code DecimalDataUtils.doubleValue} makes it a double (a float for {@code FLOAT}), computed here once.
     */
    Value constantOperand(SqlExpr operand, Type floating) {
        Type result = floating;
        if (result != null && operand instanceof SqlExpr.Literal literal && literal.value() != null) {
            Type type = Type.of(literal.type());
            if (type.root() == Root.DECIMAL) {
                BigDecimal decimal = new BigDecimal(literal.value()).setScale(type.scale());
                double value = type.precision() <= 18
                        ? ((double) decimal.unscaledValue().longValue()) / Math.pow(10, decimal.scale())
                        : decimal.doubleValue();
                return result.root() == Root.FLOAT
                        ? new Value(CodeBlock.of("$LF", (float) value), new Type(Root.FLOAT, -1, -1, true),
                                Kind.DECIMAL_AS_DOUBLE)
                        : new Value(CodeBlock.of("$LD", value), new Type(Root.DOUBLE, -1, -1, true),
                                Kind.DECIMAL_AS_DOUBLE);
            }
        }
        return expression(operand);
    }

    /**
     * {@code DOUBLE} when {@code expression} is a floating-point number, which Flink compares with a decimal as
     * doubles; null otherwise.
     */
    static Type floating(SqlExpr expression) {
        Root root = Type.of(expression.type()).root();
        return root == Root.DOUBLE || root == Root.FLOAT ? new Type(Root.DOUBLE, -1, -1, true) : null;
    }

    /** Declares a local of {@code type}'s Java type, named after {@code suggestion}, set to {@code value}. */
    private Value local(String suggestion, Type type, CodeBlock value) {
        String local = locals.newName(suggestion);
        code.addStatement("$T $L = $L", type.javaType(), local, value);
        return new Value(CodeBlock.of("$L", local), type);
    }

    /**
     * A call that is {@code NULL} when an operand is: {@code compute} of the operands' values when none is
     * null, held in a local; inline when every operand is a primitive and the result one too.
     */
    Value nullSafe(String suggestion, Type type, List<Value> operands, CodeBlock compute) {
        List<CodeBlock> tests = operands.stream().filter(Value::mayBeNull)
                .map(operand -> CodeBlock.of("$L == null", operand.code())).distinct().toList();
        if (tests.isEmpty()) {
            if (type.javaType().isPrimitive()) {
                return new Value(CodeBlock.of("($L)", compute), type);
            }
            return local(suggestion, type, compute);
        }
        Type nullable = type.nullable();
        return local(suggestion, nullable, CodeBlock.of("$L ? null : $L", CodeBlock.join(tests, " || "), compute));
    }

    Value and(List<SqlExpr> operands, Type type) {
        Value left = expression(operands.get(0));
        for (SqlExpr next : operands.subList(1, operands.size())) {
            left = andOr(left, next, type, true);
        }
        return left;
    }

    Value or(List<SqlExpr> operands, Type type) {
        Value left = expression(operands.get(0));
        for (SqlExpr next : operands.subList(1, operands.size())) {
            left = andOr(left, next, type, false);
        }
        return left;
    }

    /**
     * {@code left AND right} (or {@code OR}) in three-valued logic, {@code right} evaluated only when {@code left}
     * does not decide: {@code FALSE AND x} is {@code FALSE}, {@code TRUE OR x} is {@code TRUE}, otherwise a
     * {@code NULL} operand makes the result {@code NULL}.
     */
    private Value andOr(Value left, SqlExpr rightExpression, Type type, boolean and) {
        String decides = and ? "false" : "true";
        String name = and ? "and" : "or";
        if (left.isPrimitive() && type.notNullable() && inline(rightExpression)) {
            // Both sides are NOT NULL and the right one is one Java expression: Java's own && and ||, as lazy.
            Value right = expression(rightExpression);
            return new Value(CodeBlock.of("($L $L $L)", left.code(), and ? "&&" : "||", right.code()), type.notNull());
        }
        String local = locals.newName(name);
        Type nullable = type.nullable();
        code.addStatement("$T $L", nullable.javaType(), local);
        CodeBlock leftDecides = left.isPrimitive() ? CodeBlock.of("$L$L", and ? "!" : "", left.code())
                : CodeBlock.of("$L != null && $L$L", left.code(), and ? "!" : "", left.code());
        code.beginControlFlow("if ($L)", condition(leftDecides)).addStatement("$L = $L", local, decides);
        code.nextControlFlow("else");
        Value right = expression(rightExpression);
        CodeBlock rightDecides = right.isPrimitive() ? CodeBlock.of("$L$L", and ? "!" : "", right.code())
                : CodeBlock.of("$L != null && $L$L", right.code(), and ? "!" : "", right.code());
        code.beginControlFlow("if ($L)", condition(rightDecides)).addStatement("$L = $L", local, decides);
        List<CodeBlock> nulls = new ArrayList<>();
        if (!left.isPrimitive()) {
            nulls.add(CodeBlock.of("$L == null", left.code()));
        }
        if (!right.isPrimitive()) {
            nulls.add(CodeBlock.of("$L == null", right.code()));
        }
        if (!nulls.isEmpty()) {
            code.nextControlFlow("else if ($L)", CodeBlock.join(nulls, " || ")).addStatement("$L = null", local);
        }
        code.nextControlFlow("else").addStatement("$L = $L", local, and ? "true" : "false").endControlFlow();
        code.endControlFlow();
        return new Value(CodeBlock.of("$L", local), nullable);
    }

    /** The operators {@link #nullSafe} writes as one Java expression when their operands are primitives. */
    private static final Set<SqlOperator> INLINE = EnumSet.of(SqlOperator.EQUALS, SqlOperator.NOT_EQUALS,
            SqlOperator.LESS_THAN, SqlOperator.LESS_THAN_OR_EQUAL, SqlOperator.GREATER_THAN,
            SqlOperator.GREATER_THAN_OR_EQUAL, SqlOperator.PLUS, SqlOperator.UNARY_PLUS, SqlOperator.DATETIME_PLUS,
            SqlOperator.MINUS, SqlOperator.UNARY_MINUS, SqlOperator.MINUS_DATE, SqlOperator.MULTIPLY,
            SqlOperator.DIVIDE, SqlOperator.MOD, SqlOperator.PERCENT_REMAINDER, SqlOperator.NOT, SqlOperator.AND,
            SqlOperator.OR, SqlOperator.IS_NULL, SqlOperator.IS_NOT_NULL, SqlOperator.CAST);

    /**
     * Whether {@code expression} is written as one Java expression of a primitive, without statements: a {@code
     * NOT NULL} column or constant number or boolean, or an operator on such.
     */
    private static boolean inline(SqlExpr expression) {
        if (Type.refusal(expression.type()).isPresent()) {
            return false;
        }
        Type type = Type.of(expression.type());
        if (!type.javaType().isPrimitive()) {
            return false;
        }
        if (expression instanceof SqlExpr.Call call) {
            return INLINE.contains(call.operator())
                    && call.operands().stream().allMatch(ExprWriter::inline);
        }
        return !(expression instanceof SqlExpr.Literal literal) || literal.value() != null;
    }

    Value not(Value operand, Type type) {
        return nullSafe("not", type, List.of(operand), CodeBlock.of("!$L", operand.code()));
    }

    static Value isNull(Value operand, boolean isNull) {
        Type type = new Type(Root.BOOLEAN, -1, -1, true);
        if (operand.isPrimitive()) {
            return new Value(CodeBlock.of("$L", !isNull), type);
        }
        return new Value(CodeBlock.of("($L $L null)", operand.code(), isNull ? "==" : "!="), type);
    }

    /** {@code operand IS [NOT] TRUE} or {@code IS [NOT] FALSE} ({@code truth}): never {@code NULL}. */
    static Value isBoolean(Value operand, boolean truth, boolean negated) {
        Type type = new Type(Root.BOOLEAN, -1, -1, true);
        CodeBlock test = operand.isPrimitive()
                ? CodeBlock.of("$L$L", truth ? "" : "!", operand.code())
                : CodeBlock.of("$T.$L.equals($L)", Boolean.class, truth ? "TRUE" : "FALSE", operand.code());
        return new Value(negated ? CodeBlock.of("!($L)", test) : CodeBlock.of("($L)", test), type);
    }

    /**
     * {@code left java right} ({@code java} the Java operator: {@code ==}, {@code !=}, {@code <}, ...), {@code NULL}
     * when either is.
     *
     * @param orderFree whether either is a string constant {@link Operand#orderFree} of order
     */
    Value comparison(String java, Value left, Value right, Type type, boolean orderFree) {
        CodeBlock compare;
        if (left.kind() == Kind.DECIMAL_AS_DOUBLE || right.kind() == Kind.DECIMAL_AS_DOUBLE) {
            // as DecimalDataUtils.compare(decimal, double): Double.compare, where NaN is the largest number
            compare = CodeBlock.of("$T.compare($L, $L) $L 0", Double.class, left.code(), right.code(), java);
        } else if (left.type().root() == Root.DECIMAL || right.type().root() == Root.DECIMAL) {
            compare = decimalComparison(java, left, right);
        } else if (left.type().root().isNumeric() && right.type().root().isNumeric()) {
            // of two boxes one is unboxed: Flink compares the values, and == of two boxes compares references
            CodeBlock unboxed = !left.isPrimitive() && !right.isPrimitive()
                    ? CodeBlock.of("($T) $L", left.type().primitive(), left.code()) : left.code();
            compare = CodeBlock.of("$L $L $L", unboxed, java, right.code());
        } else if (left.type().root().isCharacter() && right.type().root().isCharacter()) {
            if (java.equals("==") || java.equals("!=")) {
                compare = CodeBlock.of("$L$L.equals($L)", java.equals("!=") ? "!" : "", left.code(), right.code());
            } else if (orderFree) {
                // either order: against a string of characters below U+D800 alone, UTF-16 order is code point order
                compare = CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
            } else if (left.origin() == Origin.BINARY || right.origin() == Origin.BINARY) {
                compare = CodeBlock.of("$T.compare($L, $L) $L 0", SQL_FUNCTIONS, left.code(), right.code(), java);
            } else if (left.origin() == Origin.JAVA && right.origin() == Origin.JAVA) {
                compare = CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
            } else {
                throw refused("the order of strings of origins " + left.origin() + " and " + right.origin());
            }
        } else if (DateTimeCode.isDateTime(left.type().root()) && DateTimeCode.isDateTime(right.type().root())) {
            compare = DateTimeCode.compare(java, left.code(), left.type(), right.code(), right.type(),
                    !left.isPrimitive() && !right.isPrimitive());
        } else if (left.type().root() == Root.BOOLEAN && right.type().root() == Root.BOOLEAN) {
            if (java.equals("==") || java.equals("!=")) {
                compare = left.isPrimitive() || right.isPrimitive()
                        ? CodeBlock.of("$L $L $L", left.code(), java, right.code())
                        : CodeBlock.of("$L$L.equals($L)", java.equals("!=") ? "!" : "", left.code(), right.code());
            } else {
                compare = CodeBlock.of("$T.compare($L, $L) $L 0", Boolean.class, left.code(), right.code(), java);
            }
        } else {
            throw refused("the comparison " + java + " of " + left.type() + " and " + right.type());
        }
        return nullSafe("compared", type, List.of(left, right), compare);
    }

    /** As {@code DecimalDataUtils.compare}: exactly with decimals and integers, as doubles with floats. */
    private static CodeBlock decimalComparison(String java, Value left, Value right) {
        if (left.type().root() == Root.DECIMAL && right.type().root() == Root.DECIMAL) {
            return CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
        }
        Value decimal = left.type().root() == Root.DECIMAL ? left : right;
        Value other = decimal == left ? right : left;
        CodeBlock compared = other.type().root().isIntegral()
                ? CodeBlock.of("$L.compareTo($T.valueOf($L))", decimal.code(), BIG_DECIMAL, other.code())
                : CodeBlock.of("$T.compare($L, $L, $L)", SQL_FUNCTIONS, decimal.code(), decimal.type().precision(),
                        other.code());
        // compared is (decimal, other): flip the operator when the decimal is on the right
        String operator = decimal == left ? java : switch (java) {
            case "<" -> ">";
            case "<=" -> ">=";
            case ">" -> "<";
            case ">=" -> "<=";
            default -> java;
        };
        return CodeBlock.of("$L $L 0", compared, operator);
    }

    /**
     * {@code left IS [NOT] DISTINCT FROM right}, as Flink writes it: not distinct when both are {@code NULL} or
     * {@code left = right} is {@code TRUE}; never {@code NULL}.
     */
    Value distinct(Value left, Value right, boolean distinct) {
        Type bool = new Type(Root.BOOLEAN, -1, -1, true);
        Value equal = comparison("==", left, right, bool, false);
        CodeBlock same = equal.isPrimitive() ? equal.code()
                : CodeBlock.of("$T.TRUE.equals($L)", Boolean.class, equal.code());
        if (left.mayBeNull() && right.mayBeNull()) {
            same = CodeBlock.of("$L == null && $L == null || $L", left.code(), right.code(), same);
        }
        return local(distinct ? "distinct" : "notDistinct", bool, distinct ? CodeBlock.of("!($L)", same) : same);
    }

    Value caseWhen(List<SqlExpr> operands, Type type) {
        String local = locals.newName("caseValue");
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        code.addStatement("$T $L", held.javaType(), local);
        int branches = (operands.size() - 1) / 2;
        List<Origin> origins = new ArrayList<>();
        for (int i = 0; i < branches; i++) {
            Value when = expression(operands.get(2 * i));
            code.beginControlFlow("if ($L)", when.isPrimitive() ? condition(when.code())
                    : CodeBlock.of("$T.TRUE.equals($L)", Boolean.class, when.code()));
            Value then = cast(expression(operands.get(2 * i + 1)), held);
            origins.add(then.origin());
            code.addStatement("$L = $L", local, then.code());
            code.nextControlFlow("else");
        }
        Value otherwise = cast(expression(operands.get(operands.size() - 1)), held);
        origins.add(otherwise.origin());
        code.addStatement("$L = $L", local, otherwise.code());
        for (int i = 0; i < branches; i++) {
            code.endControlFlow();
        }
        return new Value(CodeBlock.of("$L", local), held, Kind.COMPUTED, same(origins));
    }

    /** The origin of a value that is one of values of {@code origins}. */
    private static Origin same(List<Origin> origins) {
        return origins.stream().distinct().count() == 1 ? origins.get(0) : Origin.UNKNOWN;
    }

    Value coalesce(List<SqlExpr> operands, Type type) {
        String local = locals.newName("coalesced");
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        code.addStatement("$T $L", held.javaType(), local);
        int open = 0;
        List<Origin> origins = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            Value value = expression(operands.get(i));
            boolean last = i == operands.size() - 1;
            Value cast = cast(value, held);
            origins.add(cast.origin());
            if (value.isPrimitive() || last) {
                code.addStatement("$L = $L", local, cast.code());
                break;
            }
            code.beginControlFlow("if ($L != null)", value.code());
            code.addStatement("$L = $L", local, cast.code());
            code.nextControlFlow("else");
            open++;
        }
        for (int i = 0; i < open; i++) {
            code.endControlFlow();
        }
        return new Value(CodeBlock.of("$L", local), held, Kind.COMPUTED, same(origins));
    }

    /** {@code -operand}. */
    Value negate(Value operand, Type type) {
        if (operand.type().root() == Root.DECIMAL) {
            return nullSafe("negated", type, List.of(operand), CodeBlock.of("$L.negate()", operand.code()));
        }
        return nullSafe("negated", type, List.of(operand), narrow(type)
                ? CodeBlock.of("($T) -$L", type.primitive(), operand.code())
                : CodeBlock.of("-$L", operand.code()));
    }

    Value arithmetic(String operator, Value left, Value right, Type type) {
        String name = switch (operator) {
            case "+" -> "sum";
            case "-" -> "difference";
            case "*" -> "product";
            case "/" -> "quotient";
            default -> "remainder";
        };
        if (type.root() == Root.DECIMAL) {
            String method = switch (operator) {
                case "+" -> "add";
                case "-" -> "subtract";
                case "*" -> "multiply";
                case "/" -> "divide";
                default -> "mod";
            };
            // as Flink: a decimal operand as it is, an integer one as a decimal of its own precision
            CodeBlock l = asDecimalOperand(left, type);
            CodeBlock r = asDecimalOperand(right, type);
            Value computed = nullSafe(name, type.nullable(), List.of(left, right), CodeBlock.of("$T.$L($L, $L, $L, $L)",
                    SQL_FUNCTIONS, method, l, r, type.precision(), type.scale()));
            return new Value(computed.code(), type.nullable());
        }
        if (operator.equals("%") && left.type().root() != right.type().root()) {
            return mixedMod(name, left, right, type);
        }
        // as Flink: each operand cast to the result type, the operation, the result cast to its type again (which
        // only a TINYINT or SMALLINT needs: Java computes those as int)
        CodeBlock l = arithmeticOperand(left, type);
        CodeBlock r = arithmeticOperand(right, type);
        CodeBlock computed = narrow(type)
                ? CodeBlock.of("($T) ($L $L $L)", type.primitive(), l, operator, r)
                : CodeBlock.of("$L $L $L", l, operator, r);
        return nullSafe(name, type, List.of(left, right), computed);
    }

    /**
     * {@code MOD(left, right)} of integers of two types, giving {@code type} (Calcite types it as {@code right}), as
     * Flink's {@code ScalarOperatorGens.generateBinaryArithmeticOperator} writes it: the left operand in its own type
     * (a decimal as a {@code BIGINT}), the right one cast to the result's, the remainder computed in the wider of the
     * two Java types and cast to the result's: {@code MOD(auction, 123)} of a {@code BIGINT} is {@code (int) (auction
     * % 123)}, exact, where casting {@code auction} to {@code int} first would not be.
     */
    private Value mixedMod(String name, Value left, Value right, Type type) {
        CodeBlock l = left.type().root() == Root.DECIMAL
                ? CodeBlock.of("$T.toLong($L)", SQL_FUNCTIONS, left.code()) : left.code();
        Root leftHeld = left.type().root() == Root.DECIMAL ? Root.BIGINT : left.type().root();
        CodeBlock r = arithmeticOperand(right, type);
        boolean wider = integralRank(leftHeld) > integralRank(type.root());
        CodeBlock computed = narrow(type) || wider
                ? CodeBlock.of("($T) ($L % $L)", type.primitive(), l, r)
                : CodeBlock.of("$L % $L", l, r);
        return nullSafe(name, type, List.of(left, right), computed);
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

    /** Whether Java computes values of {@code type} as {@code int}s, to be cast back. */
    private static boolean narrow(Type type) {
        return type.root() == Root.TINYINT || type.root() == Root.SMALLINT;
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
            throw refused("the decimal " + operand.type() + " in arithmetic giving " + type);
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
        throw refused("decimal arithmetic with " + operand.type() + " giving " + type);
    }

    Value concat(List<SqlExpr> operands, Type type) {
        List<Value> values = new ArrayList<>();
        for (SqlExpr operand : operands) {
            values.add(expression(operand));
        }
        CodeBlock joined = CodeBlock.join(values.stream().map(Value::code).toList(), " + ");
        return nullSafe("concatenated", type, values, joined);
    }

    Value string(String method, Value operand, Type type) {
        // A column is the string of a row Flink deserialized (TypedTables with object reuse off, any network
        // exchange): held as bytes, which it maps as the helper does. They differ only under a default locale that
        // maps ASCII letters its own way (Turkish, Azeri).
        if (operand.origin() == Origin.JAVA && !method.equals("charLength")) {
            // as BinaryStringData does for a string it made from a Java string: Java's own toUpperCase and
            // toLowerCase, whose result it makes from a Java string too
            String java = method.equals("upper") ? "toUpperCase" : "toLowerCase";
            return nullSafe(method, type, List.of(operand), CodeBlock.of("$L.$L()", operand.code(), java));
        }
        return nullSafe(method, type, List.of(operand), CodeBlock.of("$T.$L($L)", SQL_FUNCTIONS, method,
                operand.code()));
    }

    Value like(List<SqlExpr> operands, Type type, boolean negated) {
        SqlExpr.Literal pattern = (SqlExpr.Literal) operands.get(1);
        Value value = expression(operands.get(0));
        CodeBlock compiled = CodeBlock.of("$T.likePattern($S)", SQL_FUNCTIONS, pattern.value());
        if (operands.size() == 3) {
            String escape = ((SqlExpr.Literal) operands.get(2)).value();
            compiled = CodeBlock.of("$T.likePattern($S, $S)", SQL_FUNCTIONS, pattern.value(), escape);
        }
        String constant = constants.constant(PATTERN, "LIKE_" + constantName(pattern.value()), compiled);
        return nullSafe("like", type, List.of(value), CodeBlock.of("$L$T.like($L, $L)", negated ? "!" : "",
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

    /** Whether either operand of {@code call} is a string constant {@link Operand#orderFree} of order. */
    boolean orderFree(SqlExpr.Call call) {
        return describe(call.operands().get(0)).orderFree() || describe(call.operands().get(1)).orderFree();
    }

    /** Why {@code left operator right} is not written, as {@link #comparison} writes it; empty when it is. */
    static Optional<String> comparisonRefusal(String operator, Operand left, Operand right) {
        Root l = left.root();
        Root r = right.root();
        if (decimalAsDouble(left, right) || decimalAsDouble(right, left)) {
            return Optional.empty();
        }
        if (l == Root.DECIMAL || r == Root.DECIMAL) {
            Operand other = l == Root.DECIMAL ? right : left;
            return other.root().isNumeric() ? Optional.empty()
                    : Optional.of("the comparison of " + left.type() + " and " + right.type());
        }
        if (l.isNumeric() && r.isNumeric() || l == Root.BOOLEAN && r == Root.BOOLEAN) {
            return Optional.empty();
        }
        if (l.isCharacter() && r.isCharacter()) {
            if (operator.equals("=") || operator.equals("<>") || left.orderFree() || right.orderFree()
                    || left.origin() == Origin.BINARY || right.origin() == Origin.BINARY
                    || left.origin() == Origin.JAVA && right.origin() == Origin.JAVA) {
                return Optional.empty();
            }
            if (left.origin() == Origin.COLUMN || right.origin() == Origin.COLUMN) {
                return Optional.of(operator + " between a string column and a value that may hold characters"
                        + " from U+D800 up (which Flink orders by UTF-8 bytes in a row it deserialized, object reuse"
                        + " off, and by UTF-16 chars in a row toRowData wrote, object reuse on)");
            }
            return Optional.of("the order of strings Flink holds one way or another, depending on the value");
        }
        if (DateTimeCode.isDateTime(l) && DateTimeCode.isDateTime(r)) {
            return DateTimeCode.compareRefusal(left.type(), right.type());
        }
        return Optional.of("the comparison " + operator + " of " + left.type() + " and " + right.type());
    }

    /** Whether {@code operand} is a constant decimal compared with the floating-point {@code other} as a double. */
    private static boolean decimalAsDouble(Operand operand, Operand other) {
        return operand.constant() != null && operand.root() == Root.DECIMAL
                && (other.root() == Root.DOUBLE || other.root() == Root.FLOAT);
    }

    /** {@code CASE}: each {@code WHEN} a boolean, each value cast to the call's type. */
    private static Optional<String> caseRefusal(SqlExpr.Call call, List<Operand> operands, Type type) {
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        for (int i = 0; i < operands.size(); i++) {
            Operand operand = operands.get(i);
            boolean when = i % 2 == 0 && i < operands.size() - 1;
            Optional<String> refusal = when
                    ? operand.root() == Root.BOOLEAN ? Optional.empty() : Optional.of("CASE WHEN on " + operand.type())
                    : castRefusal(operand.type(), held);
            if (refusal.isPresent()) {
                return refusal;
            }
        }
        return Optional.empty();
    }

    private static Origin caseOrigin(SqlExpr.Call call, List<Operand> operands, Type type) {
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        List<Origin> origins = new ArrayList<>();
        for (int i = 1; i < operands.size(); i += 2) {
            origins.add(castOrigin(operands.get(i).type(), operands.get(i).origin(), held));
        }
        Operand otherwise = operands.get(operands.size() - 1);
        origins.add(castOrigin(otherwise.type(), otherwise.origin(), held));
        return same(origins);
    }

    /** The operands of {@code COALESCE} that {@link #coalesce} writes: up to the first that is never null. */
    private static List<Operand> coalesced(List<Operand> operands) {
        for (int i = 0; i < operands.size(); i++) {
            if (operands.get(i).type().javaType().isPrimitive()) {
                return operands.subList(0, i + 1);
            }
        }
        return operands;
    }

    /** {@code COALESCE}: each operand cast to the call's type. */
    private static Optional<String> coalesceRefusal(SqlExpr.Call call, List<Operand> operands, Type type) {
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        return coalesced(operands).stream().map(operand -> castRefusal(operand.type(), held))
                .flatMap(Optional::stream).findFirst();
    }

    private static Origin coalesceOrigin(SqlExpr.Call call, List<Operand> operands, Type type) {
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        return same(coalesced(operands).stream().map(operand -> castOrigin(operand.type(), operand.origin(), held))
                .toList());
    }

    /** Arithmetic of numbers, as {@link #arithmetic} writes it: no decimal operand where it gives an integer. */
    private static Optional<String> arithmeticRefusal(String operator, Operand left, Operand right, Type type) {
        if (!left.root().isNumeric() || !right.root().isNumeric() || !type.root().isNumeric()) {
            return Optional.of("the operator " + operator + " on " + left.type() + " and " + right.type());
        }
        if (type.root() == Root.DECIMAL) {
            // each operand as a decimal: a decimal as it is, an integer as one of its own precision
            return Stream.of(left, right).filter(operand -> operand.root() != Root.DECIMAL
                    && !operand.root().isIntegral()).findFirst()
                    .map(operand -> "decimal arithmetic with " + operand.type() + " giving " + type);
        }
        // each operand cast to the result's type; MOD of mixed integers keeps its left operand's
        List<Operand> cast = operator.equals("%") && left.root() != right.root() ? List.of(right)
                : List.of(left, right);
        return cast.stream().filter(operand -> operand.root() == Root.DECIMAL && type.root().isIntegral())
                .findFirst().map(operand -> "the decimal " + operand.type() + " in arithmetic giving " + type);
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

    // ------------------------------------------------------------------------
    //  casts
    // ------------------------------------------------------------------------

    /** {@code value} as {@code target}, as Flink's {@code CAST} (and its implicit casts) computes it. */
    Value cast(Value value, Type target) {
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
                    SQL_FUNCTIONS, target.precision(), target.scale(), SQL_FUNCTIONS, target.precision(), target.scale());
        } else if (from.root() == Root.BOOLEAN && target.root().isNumeric()) {
            // as Flink's BooleanToNumericCastRule: TRUE is 1, FALSE 0
            CodeBlock choice = switch (target.root()) {
                case BIGINT -> CodeBlock.of("$L ? 1L : 0L", value.code());
                case FLOAT -> CodeBlock.of("$L ? 1.0F : 0.0F", value.code());
                case DOUBLE -> CodeBlock.of("$L ? 1.0D : 0.0D", value.code());
                default -> CodeBlock.of("$L ? 1 : 0", value.code());
            };
            computed = narrow(target) ? CodeBlock.of("($T) ($L)", target.primitive(), choice) : choice;
        } else if (target.root().isCharacter() && (from.root().isCharacter() || from.root().isNumeric() || from.root() == Root.BOOLEAN)) {
            // as Flink's cast rules to strings: a number as Java prints it, a decimal plainly, a boolean upper case
            CodeBlock text = from.root().isCharacter() ? value.code()
                    : from.root() == Root.BOOLEAN ? CodeBlock.of("$L ? $S : $S", value.code(), "TRUE", "FALSE")
                    : from.root() == Root.DECIMAL ? CodeBlock.of("$L.toPlainString()", value.code())
                    : CodeBlock.of("$T.valueOf($L)", String.class, value.code());
            computed = fitLength(text, from.root().isCharacter() ? from.precision() : null, target);
        } else if (target.root().isCharacter() && DateTimeCode.isDateTime(from.root())) {
            computed = fitLength(DateTimeCode.toText(value.code(), from), null, target);
        } else if (from.root().isCharacter() && DateTimeCode.isDateTime(target.root())) {
            computed = DateTimeCode.fromText(value.code(), target);
        } else if (DateTimeCode.isDateTime(from.root()) || DateTimeCode.isDateTime(target.root())) {
            computed = DateTimeCode.cast(value.code(), from, target);
        } else if (from.root().isCharacter() && (target.root().isNumeric() || target.root() == Root.BOOLEAN)) {
            // as Flink's cast rules from strings, which fail the job on a string that is no such value
            computed = StringCalls.parse(value, target);
        } else {
            throw refused("CAST from " + from + " to " + target);
        }
        return nullSafe("cast", target, List.of(value), computed).withOrigin(castOrigin(from, value.origin(),
                target));
    }

    /** Why Flink's {@code CAST} from {@code from} to {@code target} is not written; empty when it is. */
    static Optional<String> castRefusal(Type from, Type target) {
        Root source = from.root();
        Root root = target.root();
        if (from.sameValues(target) || source.isNumeric() && (root.isNumeric() || root == Root.BOOLEAN)
                || source == Root.BOOLEAN && root.isNumeric()
                || root.isCharacter() && (source.isCharacter() || source.isNumeric() || source == Root.BOOLEAN)) {
            return Optional.empty();
        }
        if (root.isCharacter() && DateTimeCode.isDateTime(source)) {
            return DateTimeCode.toTextRefusal(from);
        }
        if (source.isCharacter() && DateTimeCode.isDateTime(root)) {
            return DateTimeCode.fromTextRefusal(target);
        }
        if (DateTimeCode.isDateTime(source) || DateTimeCode.isDateTime(root)) {
            return DateTimeCode.castRefusal(from, target);
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

    /**
     * {@code TRY_CAST(value AS target)}: as {@code CAST}, but {@code NULL} where that fails, as Flink's code
     * generation catches the failure of a cast from a string; any other cast of this writer cannot fail.
     */
    Value tryCast(Value value, Type target) {
        if (!parsed(value.type(), target)) {
            return cast(value, target);
        }
        Type nullable = target.nullable();
        CodeBlock parsed = StringCalls.parse(value, target);
        String local = locals.newName("tried");
        code.addStatement("$T $L", nullable.javaType(), local);
        code.beginControlFlow("try");
        if (value.mayBeNull()) {
            code.addStatement("$L = $L == null ? null : $L", local, value.code(), parsed);
        } else {
            code.addStatement("$L = $L", local, parsed);
        }
        code.nextControlFlow("catch ($T $L)", RuntimeException.class, locals.newName("invalid"));
        code.addStatement("$L = null", local);
        code.endControlFlow();
        return new Value(CodeBlock.of("$L", local), nullable);
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

    /** {@code expression} in parentheses, unless it has them around it already. */
    static CodeBlock parenthesized(CodeBlock expression) {
        return condition(expression) == expression && !expression.toString().matches("[\\w.]+")
                ? CodeBlock.of("($L)", expression) : expression;
    }

    /** {@code condition} without the parentheses around it that an {@code if} has already. */
    static CodeBlock condition(CodeBlock condition) {
        String text = condition.toString();
        if (!text.startsWith("(") || !text.endsWith(")")) {
            return condition;
        }
        int depth = 0;
        for (int i = 0; i < text.length() - 1; i++) {
            depth += text.charAt(i) == '(' ? 1 : text.charAt(i) == ')' ? -1 : 0;
            if (depth == 0) {
                return condition;
            }
        }
        return CodeBlock.of("$L", text.substring(1, text.length() - 1));
    }

    /** An upper-case constant name from some text: {@code ABC_} for {@code abc%}. */
    private static String constantName(String text) {
        StringBuilder name = new StringBuilder();
        for (int i = 0; i < text.length() && name.length() < 24; i++) {
            char c = text.charAt(i);
            name.append(c < 128 && Character.isLetterOrDigit(c) ? Character.toUpperCase(c) : '_');
        }
        return name.toString();
    }
}
