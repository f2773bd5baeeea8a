package io.github.typegen.processor.codegen;

import java.math.BigDecimal;
import java.time.ZoneId;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;

/**
 * Writes the expressions of a fused query as Java, as Flink's {@code ExprCodeGenerator} does: a {@link
 * SqlExpr.Visitor} (an input column is the local {@link CalcWriter} read it into, a literal a Java constant, a call
 * the code of the function writer the {@link FunctionRegistry} finds for its operator and operand types, of the
 * origin its function gives), with the helpers every function writer shares: its operands written, {@code NULL}
 * propagation ({@link #nullSafe}), locals and constants, and the blocks of conditional code ({@link #beginBlock}).
 *
 * <p>A call written once is not written again where its value is still in scope: a second {@code 0.908 * price}
 * is the local of the first when the first was computed in this block or one enclosing it (the common
 * subexpression of a condition and a projection, of two branches' tests). Only calls of Flink's own functions are
 * reused, which are deterministic; a call of a user function, or one holding one, is written every time, as
 * Flink's runtime calls it every time. The functions themselves are their families': {@link
 * LogicCalls}, {@link ComparisonCalls}, {@link ArithmeticCalls}, {@link ConditionalCalls}, {@link CastCalls},
 * {@link StringCalls}, {@link RegexCalls}, {@link DateTimeCode}.
 */
final class ExprWriter implements SqlExpr.Visitor<Value> {

    private static final ClassName BIG_DECIMAL = ClassName.get(BigDecimal.class);
    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");

    private final FunctionRegistry functions;
    final CodeBlock.Builder code;
    final Names locals;
    final Constants constants;
    final FunctionInstances instances;
    private final Map<Integer, Value> columns = new HashMap<>();
    /** What is known of each expression written, before its code: {@link FunctionRegistry#describe}, once each. */
    private final Map<SqlExpr, Operand> described = new IdentityHashMap<>();
    /**
     * The calls written, by value (the typed tree is a record), in the blocks open where code is written, innermost
     * first: a call's value is reused while its block is open.
     */
    private final Deque<Map<SqlExpr, Value>> written = new ArrayDeque<>(List.of(new HashMap<>()));
    /** The constant holding the session time zone, once a function has asked for it. */
    private String sessionTimeZone;

    ExprWriter(FunctionRegistry functions, CodeBlock.Builder code, Names locals, Constants constants,
            FunctionInstances instances) {
        this.functions = functions;
        this.code = code;
        this.locals = locals;
        this.constants = once(constants);
        this.instances = instances;
    }

    /**
     * {@code constants}, declaring each constant once: the same type and initializer (a {@code LIKE} pattern or a
     * regular expression a query uses twice, a decimal) name the one field.
     */
    private static Constants once(Constants constants) {
        Map<String, String> declared = new HashMap<>();
        return (type, suggestion, initializer) -> declared.computeIfAbsent(type + " = " + initializer,
                key -> constants.constant(type, suggestion, initializer));
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
     * The session time zone the build declares, as Flink's code generation holds it ({@code
     * addReusableSessionTimeZone}): a constant {@code java.util.TimeZone}, declared at the first call that asks for
     * it.
     *
     * @throws IllegalStateException when the build declares no zone, where the decision step refuses every function
     *     that asks for it
     */
    CodeBlock sessionTimeZone() {
        if (sessionTimeZone == null) {
            ZoneId zone = functions.sessionTimeZone();
            if (zone == null) {
                throw refused("a function of the session time zone, which the build does not declare");
            }
            sessionTimeZone = constants.constant(TypeName.get(TimeZone.class), "SESSION_TIME_ZONE",
                    CodeBlock.of("$T.sessionTimeZone($T.of($S))", SQL_FUNCTIONS, ZoneId.class, zone.getId()));
        }
        return CodeBlock.of("$L", sessionTimeZone);
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
        boolean reusable = reusable(call);
        if (reusable) {
            for (Map<SqlExpr, Value> block : written) {
                Value value = block.get(call);
                if (value != null) {
                    return value;
                }
            }
        }
        FunctionRegistry.Entry function = functions.find(call)
                .orElseThrow(() -> refused("the function " + call.name()));
        Type type = Type.of(call.type());
        Value value = function.writer().write(this, call, type).withOrigin(describe(call).origin());
        if (reusable) {
            written.getFirst().put(call, value);
        }
        return value;
    }

    /** Whether {@code expression} calls no user function: its value, once written, is the value of its copies. */
    private static boolean reusable(SqlExpr expression) {
        return !(expression instanceof SqlExpr.Call call)
                || call.function() == null && call.operands().stream().allMatch(ExprWriter::reusable);
    }

    /** Opens a block of code ({@code if (...) {}}, {@code try {}}); the calls written in it are reused only in it. */
    void beginBlock(String controlFlow, Object... args) {
        code.beginControlFlow(controlFlow, args);
        written.push(new HashMap<>());
    }

    /** Closes the open block and opens the next of its statement ({@code else}, {@code catch (...)}). */
    void nextBlock(String controlFlow, Object... args) {
        code.nextControlFlow(controlFlow, args);
        written.pop();
        written.push(new HashMap<>());
    }

    /** Closes the open block. */
    void endBlock() {
        code.endControlFlow();
        written.pop();
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
    Value local(String suggestion, Type type, CodeBlock value) {
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


    /**
     * Whether {@code expression} is written as one Java expression of a primitive, without statements: a {@code
     * NOT NULL} column or constant number or boolean, or an operator on such.
     */
    boolean inline(SqlExpr expression) {
        if (Type.refusal(expression.type()).isPresent()) {
            return false;
        }
        Type type = Type.of(expression.type());
        if (!type.javaType().isPrimitive()) {
            return false;
        }
        if (expression instanceof SqlExpr.Call call) {
            return functions.find(call).map(FunctionRegistry.Entry::inlined).orElse(false)
                    && call.operands().stream().allMatch(this::inline);
        }
        return !(expression instanceof SqlExpr.Literal literal) || literal.value() != null;
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

}
