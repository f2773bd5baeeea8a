package io.github.typegen.processor.writing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import javax.lang.model.SourceVersion;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.TypeName;

import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * Writes a fused {@code @Stage.Sql} query as Java: the statements that read the query's input columns from the
 * stage's {@code @FlinkType} value (as {@code FooSchema.toRowData} reads them), test its condition (a row passes
 * only when it is {@code TRUE}), compute its projection and build the stage's return type from it, each result
 * column going to the return type's column of the same name with the cast Flink's conversion to that type
 * applies. No {@code RowData}, no copy: the values the operator already holds, as Java values.
 *
 * <p>SQL's semantics are Flink's, as its code generation writes them: {@code NULL} propagates through every
 * operator but {@code AND}, {@code OR}, the {@code IS} tests, {@code CASE} and {@code COALESCE}; integer
 * arithmetic wraps around on overflow (the same Java arithmetic); {@code DECIMAL} arithmetic rounds half up to
 * the result's scale and gives {@code NULL} on overflow; the operands of {@code AND}, {@code OR}, {@code CASE}
 * and {@code COALESCE} are evaluated only when needed. Values are held as Flink's code holds them: a primitive
 * for a {@code NOT NULL} number or boolean, its box otherwise, {@code String} for character strings and {@code
 * BigDecimal} (at the type's scale) for decimals. What needs more than one Java expression is in the runtime's
 * {@code SqlFunctions}.
 *
 * <p>Dates, times and timestamps are held in Flink's internal forms, not as {@code java.time} values: a {@code
 * DATE} as its {@code int} days, a {@code TIME} as its {@code int} milliseconds, a {@code TIMESTAMP} or {@code
 * TIMESTAMP_LTZ} as a {@code TimestampData}, intervals as {@code long} milliseconds or {@code int} months. That
 * costs some readability (a date shows as a number in the debugger; the locals are named after the columns) and
 * buys exactness: every operation on them is then the very code Flink's code generation writes, mostly a call of
 * Flink's own {@code DateTimeUtils}, with Flink's corners included (see {@link DateTimeCode}), where {@code
 * java.time} arithmetic would differ at the edges (before 1970, across precisions, at the end of a month). A column
 * is converted as {@code toRowData} does on the way in, a result as {@code fromRowData} does on the way out.
 *
 * <p>A plan with an operator, a type or a column this writer does not cover is {@linkplain #unsupported
 * refused} with the reason, before anything is written: the stage then runs on Flink's Table runtime.
 */
public final class CalcWriter {

    private static final ClassName SQL_FUNCTIONS = ClassName.get("io.github.typegen.runtime.sql", "SqlFunctions");
    private static final ClassName PATTERN = ClassName.get("java.util.regex", "Pattern");
    private static final ClassName BIG_DECIMAL = ClassName.get(BigDecimal.class);
    private static final ClassName STRING = ClassName.get(String.class);

    /** A query's expression or column outside what this writer covers. */
    public static final class Unsupported extends Exception {
        private static final long serialVersionUID = 1L;

        Unsupported(String reason) {
            super(reason);
        }
    }

    /** Where the written code keeps its constants: a static final field of the fused function. */
    public interface Constants {
        /** Declares a constant of {@code type} initialized by {@code initializer}; returns its name. */
        String constant(TypeName type, String suggestion, CodeBlock initializer);
    }

    private final CalcPlan plan;
    private final TableModel input;
    private final TableModel result;
    private final CodeBlock.Builder code;
    private final LocalNames locals;
    private final Constants constants;
    private final Map<Integer, Value> columns = new LinkedHashMap<>();
    /**
     * The string constants of characters below U+D800 alone, whose order against any string is the same by UTF-16
     * chars and by UTF-8 bytes (the first character that differs is below both kinds of character the two orders
     * disagree on).
     */
    private final Set<CodeBlock> orderFree = new HashSet<>();

    private CalcWriter(CalcPlan plan, TableModel input, TableModel result, CodeBlock.Builder code, LocalNames locals,
            Constants constants) {
        this.plan = plan;
        this.input = input;
        this.result = result;
        this.code = code;
        this.locals = locals;
        this.constants = constants;
    }

    /**
     * Why {@code plan}, over the columns of {@code input} and into those of {@code result}, cannot be written as
     * Java; empty when it can.
     */
    public static Optional<String> unsupported(CalcPlan plan, TableModel input, TableModel result) {
        try {
            new CalcWriter(plan, input, result, CodeBlock.builder(), new LocalNames("value"),
                    (type, suggestion, initializer) -> suggestion).write("value");
            return Optional.empty();
        } catch (Unsupported e) {
            return Optional.of(e.getMessage());
        }
    }

    /**
     * Writes the query into {@code code}, starting from the stage's input in the local {@code value}; a row the
     * condition drops ends the method with {@code return}. Returns the local holding the result.
     *
     * @throws IllegalStateException when {@link #unsupported} would have refused the plan
     */
    static String write(CalcPlan plan, TableModel input, TableModel result, String value, CodeBlock.Builder code,
            LocalNames locals, Constants constants) {
        try {
            return new CalcWriter(plan, input, result, code, locals, constants).write(value);
        } catch (Unsupported e) {
            throw new IllegalStateException("A query outside the fused subset was fused: " + e.getMessage(), e);
        }
    }

    private String write(String value) throws Unsupported {
        checkShape(input.type());
        checkShape(result.type());
        List<Integer> used = new ArrayList<>();
        if (plan.condition() != null) {
            collectInputs(plan.condition(), used);
        }
        boolean passesInputOn = passesInputOn();
        if (!passesInputOn) {
            plan.projection().forEach(expression -> collectInputs(expression, used));
        }
        for (int index : used.stream().distinct().sorted().toList()) {
            columns.put(index, readColumn(index, value));
        }
        if (plan.condition() != null) {
            Value condition = expression(plan.condition());
            requireType(condition, Root.BOOLEAN, "the condition");
            if (condition.isPrimitive()) {
                code.beginControlFlow("if (!$L)", parenthesized(condition.code()));
            } else {
                code.beginControlFlow("if ($L == null || !$L)", condition.code(), condition.code());
            }
            code.addStatement("return").endControlFlow();
        }
        return passesInputOn ? value : build();
    }

    /**
     * Whether the result is the input itself: the same type, every column projected as it is, under its own name
     * ({@code SELECT * FROM input WHERE ...}), of columns the trip through a row leaves as they are (numbers,
     * booleans, strings; not decimals, which it rounds to their scale). The value is then handed on as it is, as a
     * filter stage hands it on.
     */
    private boolean passesInputOn() {
        if (!input.type().type().equals(result.type().type())
                || plan.projection().size() != input.columns().size()) {
            return false;
        }
        for (int i = 0; i < plan.projection().size(); i++) {
            boolean unchanged = ColumnHolding.of(input.columns().get(i).field().type()).isScalar();
            if (!unchanged || !(plan.projection().get(i) instanceof SqlExpr.InputRef ref) || ref.index() != i
                    || !plan.names().get(i).equals(input.columns().get(i).name())) {
                return false;
            }
        }
        return true;
    }

    private static void checkShape(TypeModel model) throws Unsupported {
        if (model.shape() == Shape.SEALED) {
            throw new Unsupported(model.type().simpleName() + " is a sealed hierarchy");
        }
        if (!model.typeParameters().isEmpty()) {
            throw new Unsupported(model.type().simpleName() + " is generic");
        }
    }

    private static void collectInputs(SqlExpr expression, List<Integer> used) {
        if (expression instanceof SqlExpr.InputRef ref) {
            used.add(ref.index());
        } else if (expression instanceof SqlExpr.Call call) {
            call.operands().forEach(operand -> collectInputs(operand, used));
        }
    }

    // ------------------------------------------------------------------------
    //  the input and the result
    // ------------------------------------------------------------------------

    /** Declares a local holding input column {@code index} as the query sees it. */
    private Value readColumn(int index, String value) throws Unsupported {
        TableModel.Column column = input.columns().get(index);
        FieldModel field = column.field();
        Type type = Type.of(column.sqlType());
        CodeBlock read = field.getter() == null ? CodeBlock.of("$L.$L", value, field.name())
                : CodeBlock.of("$L.$L()", value, field.getter());
        String local = locals.newName(identifier(column.name()));
        String location = input.type().type().canonicalName() + "." + field.name();
        TypeNode node = field.type();
        ColumnHolding holding = ColumnHolding.of(node);
        if (holding.form() == ColumnHolding.Form.BOXED && type.javaType().isPrimitive()) {
            // a NOT NULL column (a primary key) held by a box: a null is refused naming the field
            requireJavaType(node.typeName(), type, "column '" + column.name() + "'");
            code.addStatement("$T $L = $T.notNull($L, $S)", type.javaType(), local, ConverterWriter.ROW_CONVERSIONS,
                    read, location);
        } else if (holding.isScalar()) {
            requireJavaType(node.typeName(), type, "column '" + column.name() + "'");
            code.addStatement("$T $L = $L", type.javaType(), local, read);
        } else if (holding.isValue(ValueKind.BIG_DECIMAL)) {
            // as toRowData: rounded to the column's scale, refused when it has too many digits
            String raw = locals.newName(local + "Value");
            code.addStatement("$T $L = $L", BIG_DECIMAL, raw, read);
            code.addStatement("$T $L = $L == null ? null : $T.bigDecimal($L, $L, $L, $S)", BIG_DECIMAL, local, raw,
                    ConverterWriter.ROW_CONVERSIONS, raw, type.precision(), type.scale(), location);
        } else if (DateTimeCode.javaKind(type.root) != null && holding.isValue(DateTimeCode.javaKind(type.root))) {
            ValueKind kind = holding.valueKind();
            // as toRowData: held as Flink's runtime holds it
            String raw = locals.newName(local + "Value");
            code.addStatement("$T $L = $L", node.typeName(), raw, read);
            CodeBlock internal = type.javaType().isPrimitive()
                    ? DateTimeCode.toInternal(kind, CodeBlock.of("$T.notNull($L, $S)",
                            ConverterWriter.ROW_CONVERSIONS, raw, location), type)
                    : CodeBlock.of("$L == null ? null : $L", raw, DateTimeCode.toInternal(kind,
                            CodeBlock.of("$L", raw), type));
            code.addStatement("$T $L = $L", type.javaType(), local, internal);
        } else {
            throw new Unsupported("column '" + column.name() + "' of type " + column.sqlType().summary()
                    + " (held by " + node.typeName() + ")");
        }
        return new Value(CodeBlock.of("$L", local), type, Kind.COMPUTED, Origin.COLUMN);
    }

    /** The Java type of a field holding a column must be the one the column's SQL type is held as. */
    private static void requireJavaType(TypeName java, Type type, String what) throws Unsupported {
        if (!type.javaType().box().equals(java.box()) || type.root == Root.CHAR && !java.equals(STRING)) {
            throw new Unsupported(what + " of type " + type + " held by " + java);
        }
    }

    /** Builds the return type from the projection; returns the local holding it. */
    private String build() throws Unsupported {
        TypeModel model = result.type();
        Map<FieldModel, CodeBlock> values = new LinkedHashMap<>();
        for (TableModel.Column column : result.columns()) {
            int index = plan.names().indexOf(column.name());
            if (index < 0) {
                throw new Unsupported("the query has no column '" + column.name() + "'");
            }
            FieldModel field = column.field();
            Type target = Type.of(column.sqlType());
            Value value = cast(expression(plan.projection().get(index)), target);
            TypeNode node = field.type();
            ColumnHolding holding = ColumnHolding.of(node);
            boolean decimal = holding.isValue(ValueKind.BIG_DECIMAL);
            ValueKind dateTime = DateTimeCode.javaKind(target.root);
            if (decimal) {
                requireType(value, Root.DECIMAL, "column '" + column.name() + "'");
            } else if (dateTime != null && holding.isValue(dateTime)) {
                // as fromRowData: the java.time value of Flink's internal one
                values.put(field, value.mayBeNull()
                        ? CodeBlock.of("$L == null ? null : $L", value.code(), DateTimeCode.toJava(dateTime,
                                value.code()))
                        : DateTimeCode.toJava(dateTime, value.code()));
                continue;
            } else if (holding.isScalar()) {
                requireJavaType(node.typeName(), target, "column '" + column.name() + "' of "
                        + model.type().simpleName());
            } else {
                throw new Unsupported("column '" + column.name() + "' of " + model.type().simpleName() + " of type "
                        + column.sqlType().summary() + " (held by " + node.typeName() + ")");
            }
            CodeBlock held = value.code();
            if (holding.form() == ColumnHolding.Form.PRIMITIVE && !value.isPrimitive()) {
                // a NOT NULL column the query's type allows NULL in
                held = CodeBlock.of("$T.notNull($L, $S)", ConverterWriter.ROW_CONVERSIONS, held,
                        model.type().canonicalName() + "." + field.name());
            }
            values.put(field, held);
        }
        String built = locals.newName(decapitalize(model.type().simpleName()));
        if (model.shape() == Shape.POJO) {
            code.addStatement("$T $L = new $T()", model.type(), built, model.type());
            for (FieldModel field : model.fields()) {
                CodeBlock value = values.get(field);
                if (value == null) {
                    continue;
                }
                if (field.setter() == null) {
                    code.addStatement("$L.$L = $L", built, field.name(), value);
                } else {
                    code.addStatement("$L.$L($L)", built, field.setter(), value);
                }
            }
        } else {
            List<CodeBlock> arguments = new ArrayList<>();
            for (FieldModel argument : model.constructorArguments()) {
                CodeBlock value = values.get(argument);
                if (value == null) {
                    throw new Unsupported(model.type().simpleName() + "'s constructor takes '" + argument.name()
                            + "', which is no column");
                }
                arguments.add(value);
            }
            code.addStatement("$T $L = new $T($L)", model.type(), built, model.type(),
                    CodeBlock.join(arguments, ",$W"));
        }
        return built;
    }

    // ------------------------------------------------------------------------
    //  expressions
    // ------------------------------------------------------------------------

    /**
     * A Java expression holding a SQL value: a primitive for a {@code NOT NULL} number or boolean (never null),
     * else a reference that is null for {@code NULL}. Either a local, a constant or a side-effect-free
     * expression over them, so it can be read twice.
     */
    record Value(CodeBlock code, Type type, Kind kind, Origin origin) {
        Value(CodeBlock code, Type type) {
            this(code, type, Kind.COMPUTED, Origin.UNKNOWN);
        }

        Value(CodeBlock code, Type type, Kind kind) {
            this(code, type, kind, Origin.UNKNOWN);
        }

        Value withOrigin(Origin origin) {
            return new Value(code, type, kind, origin);
        }

        boolean isPrimitive() {
            return type.javaType().isPrimitive();
        }

        /** Whether the value may be null at run time: a reference that is not a constant. */
        boolean mayBeNull() {
            return !isPrimitive() && kind == Kind.COMPUTED;
        }
    }

    /**
     * How Flink's runtime holds a string value, which decides how it orders two of them: a {@code BinaryStringData}
     * made from a Java string keeps it, and two such compare as Java strings (UTF-16 order); any other compares by
     * its UTF-8 bytes (code point order). The two orders differ only between a character above U+FFFF and one in
     * U+E000-U+FFFF.
     */
    enum Origin {
        /** Made from a Java string: a constant, a number as text, a Java string function's result. */
        JAVA,
        /** Made from bytes: a concatenation, a string cut or padded by a cast. */
        BINARY,
        /**
         * An input column as read: made from a Java string in a row {@code toRowData} wrote (object reuse on), from
         * bytes in a row Flink deserialized or wrote in its binary format (object reuse off, a network exchange),
         * and decoded into a Java string by some functions before others read it.
         */
        COLUMN,
        /** Either, depending on the value: string order on it is not written as Java. */
        UNKNOWN
    }

    /** Where a value comes from. */
    enum Kind {
        /** Computed for each row (or read from it). */
        COMPUTED,
        /** A constant, never null. */
        CONSTANT,
        /** A constant decimal, as the double Flink's {@code DecimalDataUtils.doubleValue} makes of it. */
        DECIMAL_AS_DOUBLE
    }

    Value expression(SqlExpr expression) throws Unsupported {
        if (expression instanceof SqlExpr.InputRef ref) {
            return columns.get(ref.index());
        }
        if (expression instanceof SqlExpr.Literal literal) {
            return literal(literal);
        }
        return call((SqlExpr.Call) expression);
    }

    private Value literal(SqlExpr.Literal literal) throws Unsupported {
        Type type = Type.of(literal.type());
        String text = literal.value();
        if (text == null) {
            String local = locals.newName("nullValue");
            code.addStatement("$T $L = null", type.nullable().javaType(), local);
            return new Value(CodeBlock.of("$L", local), type.nullable());
        }
        Type notNull = type.notNull();
        CodeBlock value = switch (type.root) {
            case BOOLEAN -> CodeBlock.of("$L", Boolean.parseBoolean(text));
            case TINYINT -> CodeBlock.of("(byte) $L", Byte.parseByte(text));
            case SMALLINT -> CodeBlock.of("(short) $L", Short.parseShort(text));
            case INTEGER -> CodeBlock.of("$L", Integer.parseInt(text));
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
            case CHAR, VARCHAR -> {
                CodeBlock string = CodeBlock.of("$S", text);
                if (text.chars().allMatch(c -> c < Character.MIN_SURROGATE)) {
                    orderFree.add(string);
                }
                yield string;
            }
            case DATE, TIME, TIMESTAMP, TIMESTAMP_LTZ, INTERVAL_DAY_TIME, INTERVAL_YEAR_MONTH ->
                    DateTimeCode.constant(text, type, constants);
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

    private Value call(SqlExpr.Call call) throws Unsupported {
        if (call.operator() == SqlOperator.OTHER) {
            throw new Unsupported("the function " + call.name());
        }
        String function = call.operator().sql();
        Type type = Type.of(call.type());
        List<SqlExpr> operands = call.operands();
        return switch (function) {
            case "AND" -> and(operands, type);
            case "OR" -> or(operands, type);
            case "NOT" -> not(expression(operands.get(0)), type);
            case "IS NULL", "IS NOT NULL" -> isNull(expression(operands.get(0)), function.equals("IS NULL"));
            case "IS TRUE", "IS NOT TRUE", "IS FALSE", "IS NOT FALSE" -> isBoolean(expression(operands.get(0)),
                    function);
            case "=", "<>", "<", "<=", ">", ">=" -> comparison(function,
                    constantOperand(operands.get(0), floating(operands.get(1))),
                    constantOperand(operands.get(1), floating(operands.get(0))), type);
            case "IS DISTINCT FROM", "IS NOT DISTINCT FROM" -> distinct(expression(operands.get(0)),
                    expression(operands.get(1)), function.equals("IS DISTINCT FROM"));
            case "CASE" -> caseWhen(operands, type);
            case "COALESCE" -> coalesce(operands, type);
            case "+", "-", "*", "/", "/INT", "MOD", "%" -> operands.size() == 1
                    ? unary(function, expression(operands.get(0)), type)
                    : dateTime(operands) ? dateTime(function, operands, type)
                    : arithmetic(function.equals("MOD") ? "%" : function.equals("/INT") ? "/" : function,
                            operand(operands.get(0), type), operand(operands.get(1), type), type);
            case "EXTRACT", "FLOOR", "CEIL", "DATE_FORMAT", "REINTERPRET", "TO_DATE", "TO_TIMESTAMP" ->
                    dateTime(function, operands, type);
            case "CAST" -> cast(expression(operands.get(0)), type);
            case "||", "CONCAT" -> concat(operands, type);
            case "UPPER", "LOWER" -> string(function.toLowerCase(Locale.ROOT), expression(operands.get(0)), type);
            case "CHAR_LENGTH", "CHARACTER_LENGTH" -> string("charLength", expression(operands.get(0)), type);
            case "LIKE", "NOT LIKE" -> like(operands, type, function.equals("NOT LIKE"));
            case "TRIM", "LTRIM", "RTRIM", "SUBSTRING", "SUBSTR", "LEFT", "RIGHT", "POSITION", "LOCATE", "REPLACE",
                    "CONCAT_WS", "LPAD", "RPAD", "INITCAP", "REPEAT", "REVERSE" ->
                    new StringCalls(this).call(function, operands, type);
            case "TRY_CAST" -> tryCast(expression(operands.get(0)), type);
            default -> throw new Unsupported("the function " + call.name());
        };
    }

    /** Whether one of {@code operands} is a date, time or interval. */
    private static boolean dateTime(List<SqlExpr> operands) throws Unsupported {
        for (SqlExpr operand : operands) {
            if (DateTimeCode.isDateTime(Type.of(operand.type()).root)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A function of dates, times and intervals, which {@link DateTimeCode} writes, {@code NULL} when an operand
     * is; a time unit (a symbol) is an operand of the function, not a value.
     */
    private Value dateTime(String function, List<SqlExpr> operands, Type type) throws Unsupported {
        List<Value> values = new ArrayList<>();
        String unit = null;
        for (SqlExpr operand : operands) {
            if (operand instanceof SqlExpr.Literal literal && literal.type().root() == SqlTypes.Root.SYMBOL) {
                unit = literal.value();
            } else {
                values.add(expression(operand));
            }
        }
        Value first = values.get(0);
        CodeBlock computed;
        String name;
        switch (function) {
            case "EXTRACT" -> {
                requireUnit(unit, values, 1, function);
                computed = DateTimeCode.extract(unit, first.code(), first.type);
                name = "extracted";
            }
            case "FLOOR", "CEIL" -> {
                requireUnit(unit, values, 1, function);
                computed = DateTimeCode.floorCeil(function.equals("FLOOR"), unit, first.code(), first.type);
                name = function.equals("FLOOR") ? "floored" : "ceiled";
            }
            case "DATE_FORMAT" -> {
                if (values.size() != 2 || !(operands.get(1) instanceof SqlExpr.Literal pattern)
                        || pattern.value() == null) {
                    throw new Unsupported("DATE_FORMAT with a pattern that is not a constant");
                }
                computed = DateTimeCode.dateFormat(first.code(), first.type, values.get(1).code());
                return nullSafe("formatted", type, List.of(first), computed).withOrigin(Origin.JAVA);
            }
            case "REINTERPRET" -> {
                computed = DateTimeCode.reinterpret(first.code(), first.type, type);
                name = "reinterpreted";
            }
            case "TO_DATE", "TO_TIMESTAMP" -> {
                for (Value value : values) {
                    if (!value.type.root.character) {
                        throw new Unsupported("the function " + function + " of " + value.type);
                    }
                }
                // NULL also for text that is no date
                return nullSafe("parsed", type.nullable(), values, DateTimeCode.parse(function,
                        values.stream().map(Value::code).toList()));
            }
            default -> {
                if (values.size() != 2) {
                    throw new Unsupported("the operator " + function + " with " + values.size() + " operands");
                }
                if (!function.equals("+") && !function.equals("-")) {
                    throw new Unsupported("the operator " + function + " on " + first.type + " and "
                            + values.get(1).type);
                }
                computed = DateTimeCode.plusMinus(function.equals("+"), first.code(), first.type,
                        values.get(1).code(), values.get(1).type, type);
                name = DateTimeCode.isDateTime(type.root) && type.root.name().startsWith("INTERVAL") ? "difference"
                        : "shifted";
            }
        }
        if (computed == first.code()) {
            // the operand itself, as Flink's code hands it on (a date floored to an hour, an interval as a number)
            return new Value(first.code(), first.isPrimitive() ? type.notNull() : type.nullable(), first.kind,
                    first.origin);
        }
        return nullSafe(name, type, values, computed);
    }

    private static void requireUnit(String unit, List<Value> values, int count, String function)
            throws Unsupported {
        if (unit == null || values.size() != count) {
            throw new Unsupported("the function " + function + " of " + values.stream().map(value ->
                    value.type.toString()).toList());
        }
    }

    /**
     * An operand of arithmetic giving {@code result}: a constant decimal in arithmetic giving a floating-point
     * number is that number, computed here once as Flink's {@code DecimalDataUtils.doubleValue} computes it.
     */
    private Value operand(SqlExpr operand, Type result) throws Unsupported {
        return constantOperand(operand, result.root == Root.DOUBLE || result.root == Root.FLOAT ? result : null);
    }

    /**
     * {@code operand}; when it is a constant decimal and {@code floating} is not null, that constant as Flink's
     * {@code DecimalDataUtils.doubleValue} makes it a double (a float for {@code FLOAT}), computed here once.
     */
    private Value constantOperand(SqlExpr operand, Type floating) throws Unsupported {
        Type result = floating;
        if (result != null && operand instanceof SqlExpr.Literal literal && literal.value() != null) {
            Type type = Type.of(literal.type());
            if (type.root == Root.DECIMAL) {
                BigDecimal decimal = new BigDecimal(literal.value()).setScale(type.scale);
                double value = type.precision <= 18
                        ? ((double) decimal.unscaledValue().longValue()) / Math.pow(10, decimal.scale())
                        : decimal.doubleValue();
                return result.root == Root.FLOAT
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
    private static Type floating(SqlExpr expression) throws Unsupported {
        Root root = Type.of(expression.type()).root;
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

    private Value and(List<SqlExpr> operands, Type type) throws Unsupported {
        Value left = expression(operands.get(0));
        for (SqlExpr next : operands.subList(1, operands.size())) {
            left = andOr(left, next, type, true);
        }
        return left;
    }

    private Value or(List<SqlExpr> operands, Type type) throws Unsupported {
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
    private Value andOr(Value left, SqlExpr rightExpression, Type type, boolean and) throws Unsupported {
        requireType(left, Root.BOOLEAN, and ? "AND" : "OR");
        String decides = and ? "false" : "true";
        String name = and ? "and" : "or";
        if (left.isPrimitive() && type.notNullable && inline(rightExpression)) {
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
        requireType(right, Root.BOOLEAN, and ? "AND" : "OR");
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
    private static final Set<String> INLINE = Set.of("=", "<>", "<", "<=", ">", ">=", "+", "-",
            "*", "/", "MOD", "%", "NOT", "AND", "OR", "IS NULL", "IS NOT NULL", "CAST");

    /**
     * Whether {@code expression} is written as one Java expression of a primitive, without statements: a {@code
     * NOT NULL} column or constant number or boolean, or an operator on such.
     */
    private static boolean inline(SqlExpr expression) {
        Type type;
        try {
            type = Type.of(expression.type());
        } catch (Unsupported e) {
            return false;
        }
        if (!type.javaType().isPrimitive()) {
            return false;
        }
        if (expression instanceof SqlExpr.Call call) {
            return call.operator() != SqlOperator.OTHER && INLINE.contains(call.operator().sql())
                    && call.operands().stream().allMatch(CalcWriter::inline);
        }
        return !(expression instanceof SqlExpr.Literal literal) || literal.value() != null;
    }

    private Value not(Value operand, Type type) throws Unsupported {
        requireType(operand, Root.BOOLEAN, "NOT");
        return nullSafe("not", type, List.of(operand), CodeBlock.of("!$L", operand.code()));
    }

    private static Value isNull(Value operand, boolean isNull) {
        Type type = new Type(Root.BOOLEAN, -1, -1, true);
        if (operand.isPrimitive()) {
            return new Value(CodeBlock.of("$L", !isNull), type);
        }
        return new Value(CodeBlock.of("($L $L null)", operand.code(), isNull ? "==" : "!="), type);
    }

    private static Value isBoolean(Value operand, String function) throws Unsupported {
        requireType(operand, Root.BOOLEAN, function);
        Type type = new Type(Root.BOOLEAN, -1, -1, true);
        boolean truth = function.endsWith("TRUE");
        boolean negated = function.contains(" NOT ");
        CodeBlock test = operand.isPrimitive()
                ? CodeBlock.of("$L$L", truth ? "" : "!", operand.code())
                : CodeBlock.of("$T.$L.equals($L)", Boolean.class, truth ? "TRUE" : "FALSE", operand.code());
        return new Value(negated ? CodeBlock.of("!($L)", test) : CodeBlock.of("($L)", test), type);
    }

    private Value comparison(String operator, Value left, Value right, Type type) throws Unsupported {
        String java = operator.equals("=") ? "==" : operator.equals("<>") ? "!=" : operator;
        CodeBlock compare;
        if (left.kind == Kind.DECIMAL_AS_DOUBLE || right.kind == Kind.DECIMAL_AS_DOUBLE) {
            // as DecimalDataUtils.compare(decimal, double): Double.compare, where NaN is the largest number
            compare = CodeBlock.of("$T.compare($L, $L) $L 0", Double.class, left.code(), right.code(), java);
        } else if (left.type.root == Root.DECIMAL || right.type.root == Root.DECIMAL) {
            compare = decimalComparison(java, left, right);
        } else if (left.type.root.numeric && right.type.root.numeric) {
            // of two boxes one is unboxed: Flink compares the values, and == of two boxes compares references
            CodeBlock unboxed = !left.isPrimitive() && !right.isPrimitive()
                    ? CodeBlock.of("($T) $L", left.type.primitive(), left.code()) : left.code();
            compare = CodeBlock.of("$L $L $L", unboxed, java, right.code());
        } else if (left.type.root.character && right.type.root.character) {
            if (java.equals("==") || java.equals("!=")) {
                compare = CodeBlock.of("$L$L.equals($L)", java.equals("!=") ? "!" : "", left.code(), right.code());
            } else if (orderFree.contains(left.code()) || orderFree.contains(right.code())) {
                // either order: against a string of characters below U+D800 alone, UTF-16 order is code point order
                compare = CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
            } else if (left.origin == Origin.BINARY || right.origin == Origin.BINARY) {
                compare = CodeBlock.of("$T.compare($L, $L) $L 0", SQL_FUNCTIONS, left.code(), right.code(), java);
            } else if (left.origin == Origin.JAVA && right.origin == Origin.JAVA) {
                compare = CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
            } else if (left.origin == Origin.COLUMN || right.origin == Origin.COLUMN) {
                throw new Unsupported(operator + " between a string column and a value that may hold characters"
                        + " from U+D800 up (which Flink orders by UTF-8 bytes in a row it deserialized, object reuse"
                        + " off, and by UTF-16 chars in a row toRowData wrote, object reuse on)");
            } else {
                throw new Unsupported("the order of strings Flink holds one way or another, depending on the value");
            }
        } else if (DateTimeCode.isDateTime(left.type.root) && DateTimeCode.isDateTime(right.type.root)) {
            compare = DateTimeCode.compare(java, left.code(), left.type, right.code(), right.type,
                    !left.isPrimitive() && !right.isPrimitive());
        } else if (left.type.root == Root.BOOLEAN && right.type.root == Root.BOOLEAN) {
            if (java.equals("==") || java.equals("!=")) {
                compare = left.isPrimitive() || right.isPrimitive()
                        ? CodeBlock.of("$L $L $L", left.code(), java, right.code())
                        : CodeBlock.of("$L$L.equals($L)", java.equals("!=") ? "!" : "", left.code(), right.code());
            } else {
                compare = CodeBlock.of("$T.compare($L, $L) $L 0", Boolean.class, left.code(), right.code(), java);
            }
        } else {
            throw new Unsupported("the comparison " + operator + " of " + left.type + " and " + right.type);
        }
        return nullSafe("compared", type, List.of(left, right), compare);
    }

    /** As {@code DecimalDataUtils.compare}: exactly with decimals and integers, as doubles with floats. */
    private static CodeBlock decimalComparison(String java, Value left, Value right) throws Unsupported {
        if (left.type.root == Root.DECIMAL && right.type.root == Root.DECIMAL) {
            return CodeBlock.of("$L.compareTo($L) $L 0", left.code(), right.code(), java);
        }
        Value decimal = left.type.root == Root.DECIMAL ? left : right;
        Value other = decimal == left ? right : left;
        if (!other.type.root.numeric) {
            throw new Unsupported("the comparison of " + left.type + " and " + right.type);
        }
        CodeBlock compared = other.type.root.integral
                ? CodeBlock.of("$L.compareTo($T.valueOf($L))", decimal.code(), BIG_DECIMAL, other.code())
                : CodeBlock.of("$T.compare($L, $L, $L)", SQL_FUNCTIONS, decimal.code(), decimal.type.precision,
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
    private Value distinct(Value left, Value right, boolean distinct) throws Unsupported {
        Type bool = new Type(Root.BOOLEAN, -1, -1, true);
        Value equal = comparison("=", left, right, bool);
        CodeBlock same = equal.isPrimitive() ? equal.code()
                : CodeBlock.of("$T.TRUE.equals($L)", Boolean.class, equal.code());
        if (left.mayBeNull() && right.mayBeNull()) {
            same = CodeBlock.of("$L == null && $L == null || $L", left.code(), right.code(), same);
        }
        return local(distinct ? "distinct" : "notDistinct", bool, distinct ? CodeBlock.of("!($L)", same) : same);
    }

    private Value caseWhen(List<SqlExpr> operands, Type type) throws Unsupported {
        String local = locals.newName("caseValue");
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        code.addStatement("$T $L", held.javaType(), local);
        int branches = (operands.size() - 1) / 2;
        List<Origin> origins = new ArrayList<>();
        for (int i = 0; i < branches; i++) {
            Value when = expression(operands.get(2 * i));
            requireType(when, Root.BOOLEAN, "CASE WHEN");
            code.beginControlFlow("if ($L)", when.isPrimitive() ? condition(when.code())
                    : CodeBlock.of("$T.TRUE.equals($L)", Boolean.class, when.code()));
            Value then = cast(expression(operands.get(2 * i + 1)), held);
            origins.add(then.origin);
            code.addStatement("$L = $L", local, then.code());
            code.nextControlFlow("else");
        }
        Value otherwise = cast(expression(operands.get(operands.size() - 1)), held);
        origins.add(otherwise.origin);
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

    private Value coalesce(List<SqlExpr> operands, Type type) throws Unsupported {
        String local = locals.newName("coalesced");
        Type held = type.javaType().isPrimitive() ? type : type.nullable();
        code.addStatement("$T $L", held.javaType(), local);
        int open = 0;
        List<Origin> origins = new ArrayList<>();
        for (int i = 0; i < operands.size(); i++) {
            Value value = expression(operands.get(i));
            boolean last = i == operands.size() - 1;
            Value cast = cast(value, held);
            origins.add(cast.origin);
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

    private Value unary(String operator, Value operand, Type type) throws Unsupported {
        if (operator.equals("+")) {
            return operand;
        }
        if (!operator.equals("-") || !operand.type.root.numeric) {
            throw new Unsupported("the operator " + operator + " on " + operand.type);
        }
        if (operand.type.root == Root.DECIMAL) {
            return nullSafe("negated", type, List.of(operand), CodeBlock.of("$L.negate()", operand.code()));
        }
        return nullSafe("negated", type, List.of(operand), narrow(type)
                ? CodeBlock.of("($T) -$L", type.primitive(), operand.code())
                : CodeBlock.of("-$L", operand.code()));
    }

    private Value arithmetic(String operator, Value left, Value right, Type type) throws Unsupported {
        if (!left.type.root.numeric || !right.type.root.numeric || !type.root.numeric) {
            throw new Unsupported("the operator " + operator + " on " + left.type + " and " + right.type);
        }
        String name = switch (operator) {
            case "+" -> "sum";
            case "-" -> "difference";
            case "*" -> "product";
            case "/" -> "quotient";
            default -> "remainder";
        };
        if (type.root == Root.DECIMAL) {
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
                    SQL_FUNCTIONS, method, l, r, type.precision, type.scale));
            return new Value(computed.code(), type.nullable());
        }
        if (operator.equals("%") && !(left.type.root == type.root && right.type.root == type.root)) {
            throw new Unsupported("MOD of " + left.type + " and " + right.type);
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

    /** Whether Java computes values of {@code type} as {@code int}s, to be cast back. */
    private static boolean narrow(Type type) {
        return type.root == Root.TINYINT || type.root == Root.SMALLINT;
    }

    /** An operand of arithmetic whose result is the primitive {@code type}, cast to it as Flink casts it. */
    private static CodeBlock arithmeticOperand(Value operand, Type type) throws Unsupported {
        if (operand.type.root == type.root) {
            return operand.code();
        }
        if (operand.type.root != Root.DECIMAL) {
            return CodeBlock.of("($T) $L", type.primitive(), operand.code());
        }
        if (type.root.integral) {
            throw new Unsupported("the decimal " + operand.type + " in arithmetic giving " + type);
        }
        CodeBlock computed = CodeBlock.of("$T.doubleValue($L, $L)", SQL_FUNCTIONS, operand.code(),
                operand.type.precision);
        return type.root == Root.DOUBLE ? computed : CodeBlock.of("($T) $L", type.primitive(), computed);
    }

    private static CodeBlock asDecimalOperand(Value operand, Type type) throws Unsupported {
        if (operand.type.root == Root.DECIMAL) {
            return operand.code();
        }
        if (operand.type.root.integral) {
            return CodeBlock.of("$T.valueOf($L)", BIG_DECIMAL, operand.code());
        }
        throw new Unsupported("decimal arithmetic with " + operand.type + " giving " + type);
    }

    private Value concat(List<SqlExpr> operands, Type type) throws Unsupported {
        List<Value> values = new ArrayList<>();
        for (SqlExpr operand : operands) {
            Value value = expression(operand);
            if (!value.type.root.character) {
                throw new Unsupported("|| of " + value.type);
            }
            values.add(value);
        }
        CodeBlock joined = CodeBlock.join(values.stream().map(Value::code).toList(), " + ");
        return nullSafe("concatenated", type, values, joined).withOrigin(Origin.BINARY);
    }

    private Value string(String method, Value operand, Type type) throws Unsupported {
        if (!operand.type.root.character) {
            throw new Unsupported(method + " of " + operand.type);
        }
        if (operand.origin == Origin.UNKNOWN && !method.equals("charLength")) {
            // Flink's case mapping of a string held as bytes is Java's for ASCII text under every default locale
            // (Character.toUpperCase), of one made from a Java string the locale's (String.toUpperCase)
            throw new Unsupported(method.toUpperCase(Locale.ROOT) + " of a string Flink holds one way or another,"
                    + " depending on the value");
        }
        // A column is the string of a row Flink deserialized (TypedTables with object reuse off, any network
        // exchange): held as bytes, which it maps as the helper does. They differ only under a default locale that
        // maps ASCII letters its own way (Turkish, Azeri).
        if (operand.origin == Origin.JAVA && !method.equals("charLength")) {
            // as BinaryStringData does for a string it made from a Java string: Java's own toUpperCase and
            // toLowerCase, whose result it makes from a Java string too
            String java = method.equals("upper") ? "toUpperCase" : "toLowerCase";
            return nullSafe(method, type, List.of(operand), CodeBlock.of("$L.$L()", operand.code(), java))
                    .withOrigin(Origin.JAVA);
        }
        return nullSafe(method, type, List.of(operand), CodeBlock.of("$T.$L($L)", SQL_FUNCTIONS, method,
                operand.code()));
    }

    private Value like(List<SqlExpr> operands, Type type, boolean negated) throws Unsupported {
        if (!(operands.get(1) instanceof SqlExpr.Literal pattern) || pattern.value() == null) {
            throw new Unsupported("LIKE with a pattern that is not a constant");
        }
        Value value = expression(operands.get(0));
        if (!value.type.root.character) {
            throw new Unsupported("LIKE on " + value.type);
        }
        CodeBlock compiled = CodeBlock.of("$T.likePattern($S)", SQL_FUNCTIONS, pattern.value());
        if (operands.size() == 3) {
            char escape = likeEscape(pattern.value(), operands.get(2));
            compiled = CodeBlock.of("$T.likePattern($S, $S)", SQL_FUNCTIONS, pattern.value(),
                    String.valueOf(escape));
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
    private static char likeEscape(String pattern, SqlExpr operand) throws Unsupported {
        if (!(operand instanceof SqlExpr.Literal literal) || literal.value() == null || literal.value().length() != 1
                || literal.value().charAt(0) == 0) {
            throw new Unsupported("LIKE with an ESCAPE that is not one constant character");
        }
        char escape = literal.value().charAt(0);
        if (escape == '%' || escape == '_') {
            throw new Unsupported("LIKE with the ESCAPE '" + escape + "'");
        }
        for (int i = 0; i < pattern.length(); i++) {
            if (pattern.charAt(i) == escape) {
                char next = i + 1 < pattern.length() ? pattern.charAt(i + 1) : 0;
                if (next != '%' && next != '_' && next != escape) {
                    throw new Unsupported("LIKE with the invalid escape sequence at " + i + " of '" + pattern
                            + "', which Flink refuses when the job is built");
                }
                i++;
            }
        }
        return escape;
    }

    // ------------------------------------------------------------------------
    //  casts
    // ------------------------------------------------------------------------

    /** {@code value} as {@code target}, as Flink's {@code CAST} (and its implicit casts) computes it. */
    private Value cast(Value value, Type target) throws Unsupported {
        Type from = value.type;
        if (from.sameValues(target)) {
            // only the nullability differs: a NOT NULL primitive boxes by itself where it goes
            if (target.javaType().isPrimitive() && !value.isPrimitive()) {
                return new Value(value.code(), target.nullable(), value.kind, value.origin);
            }
            return new Value(value.code(), target.javaType().isPrimitive() ? target : value.isPrimitive()
                    ? target.notNull() : target.nullable(), value.kind, value.origin);
        }
        CodeBlock computed;
        Origin origin = Origin.UNKNOWN;
        if (from.root.numeric && target.root.numeric) {
            computed = numericCast(value, target);
        } else if (target.root == Root.BOOLEAN && from.root.numeric) {
            // as Flink's NumericToBooleanCastRule: anything but zero is TRUE (NaN too)
            computed = from.root == Root.DECIMAL ? CodeBlock.of("$L.signum() != 0", value.code())
                    : CodeBlock.of("$L != 0", value.code());
        } else if (from.root == Root.BOOLEAN && target.root == Root.DECIMAL) {
            // as Flink's BooleanToNumericCastRule: 1 or 0 as the decimal (NULL when 1 does not fit)
            computed = CodeBlock.of("$L ? $T.decimal(1L, $L, $L) : $T.decimal(0L, $L, $L)", value.code(),
                    SQL_FUNCTIONS, target.precision, target.scale, SQL_FUNCTIONS, target.precision, target.scale);
        } else if (from.root == Root.BOOLEAN && target.root.numeric) {
            // as Flink's BooleanToNumericCastRule: TRUE is 1, FALSE 0
            CodeBlock choice = switch (target.root) {
                case BIGINT -> CodeBlock.of("$L ? 1L : 0L", value.code());
                case FLOAT -> CodeBlock.of("$L ? 1.0F : 0.0F", value.code());
                case DOUBLE -> CodeBlock.of("$L ? 1.0D : 0.0D", value.code());
                default -> CodeBlock.of("$L ? 1 : 0", value.code());
            };
            computed = narrow(target) ? CodeBlock.of("($T) ($L)", target.primitive(), choice) : choice;
        } else if (target.root.character && (from.root.character || from.root.numeric || from.root == Root.BOOLEAN)) {
            // as Flink's cast rules to strings: a number as Java prints it, a decimal plainly, a boolean upper case
            CodeBlock text = from.root.character ? value.code()
                    : from.root == Root.BOOLEAN ? CodeBlock.of("$L ? $S : $S", value.code(), "TRUE", "FALSE")
                    : from.root == Root.DECIMAL ? CodeBlock.of("$L.toPlainString()", value.code())
                    : CodeBlock.of("$T.valueOf($L)", String.class, value.code());
            Integer length = from.root.character ? from.precision : null;
            computed = fitLength(text, length, target);
            // a number or boolean becomes a string made from a Java string; one cut or padded, from bytes
            Origin written = from.root.character ? value.origin : Origin.JAVA;
            origin = computed == text ? written : written == Origin.BINARY ? Origin.BINARY : Origin.UNKNOWN;
        } else if (target.root.character && DateTimeCode.isDateTime(from.root)) {
            CodeBlock text = DateTimeCode.toText(value.code(), from);
            computed = fitLength(text, null, target);
            // a string made from a Java string, unless cut or padded
            origin = computed == text ? Origin.JAVA : Origin.UNKNOWN;
        } else if (from.root.character && DateTimeCode.isDateTime(target.root)) {
            computed = DateTimeCode.fromText(value.code(), target);
        } else if (DateTimeCode.isDateTime(from.root) || DateTimeCode.isDateTime(target.root)) {
            computed = DateTimeCode.cast(value.code(), from, target);
        } else if (from.root.character && (target.root.numeric || target.root == Root.BOOLEAN)) {
            // as Flink's cast rules from strings, which fail the job on a string that is no such value
            computed = StringCalls.parse(value, target);
        } else {
            throw new Unsupported("CAST from " + from + " to " + target);
        }
        return nullSafe("cast", target, List.of(value), computed).withOrigin(origin);
    }

    /**
     * {@code TRY_CAST(value AS target)}: as {@code CAST}, but {@code NULL} where that fails, as Flink's code
     * generation catches the failure of a cast from a string; any other cast of this writer cannot fail.
     */
    private Value tryCast(Value value, Type target) throws Unsupported {
        if (!value.type.root.character || !(target.root.numeric || target.root == Root.BOOLEAN)) {
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

    private static CodeBlock numericCast(Value value, Type target) throws Unsupported {
        Type from = value.type;
        if (target.root == Root.DECIMAL) {
            if (from.root == Root.DECIMAL) {
                return CodeBlock.of("$T.decimal($L, $L, $L)", SQL_FUNCTIONS, value.code(), target.precision,
                        target.scale);
            }
            if (from.root.integral) {
                // an int, short or byte widens to the long the helper takes by itself
                return CodeBlock.of("$T.decimal($L, $L, $L)", SQL_FUNCTIONS, value.code(), target.precision,
                        target.scale);
            }
            // a float widens to the double the helper takes by itself, as Flink's (double) cast
            return CodeBlock.of("$T.fromDouble($L, $L, $L)", SQL_FUNCTIONS, value.code(), target.precision,
                    target.scale);
        }
        if (from.root == Root.DECIMAL) {
            CodeBlock computed = target.root.integral
                    ? CodeBlock.of("$T.toLong($L)", SQL_FUNCTIONS, value.code())
                    : CodeBlock.of("$T.doubleValue($L, $L)", SQL_FUNCTIONS, value.code(), from.precision);
            boolean exact = target.root == Root.BIGINT || target.root == Root.DOUBLE;
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
        if (target.root == Root.CHAR) {
            if (length != null && length == target.precision) {
                return text;
            }
            return CodeBlock.of("$T.toChar($L, $L)", SQL_FUNCTIONS, text, target.precision);
        }
        if (target.precision == SqlType.MAX_LENGTH || length != null && length <= target.precision) {
            return text;
        }
        return CodeBlock.of("$T.toVarChar($L, $L)", SQL_FUNCTIONS, text, target.precision);
    }

    /** {@code expression} in parentheses, unless it has them around it already. */
    private static CodeBlock parenthesized(CodeBlock expression) {
        return condition(expression) == expression && !expression.toString().matches("[\\w.]+")
                ? CodeBlock.of("($L)", expression) : expression;
    }

    /** {@code condition} without the parentheses around it that an {@code if} has already. */
    private static CodeBlock condition(CodeBlock condition) {
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

    private static void requireType(Value value, Root root, String where) throws Unsupported {
        if (value.type.root != root) {
            throw new Unsupported(where + " on " + value.type);
        }
    }

    // ------------------------------------------------------------------------
    //  SQL types
    // ------------------------------------------------------------------------

    /** The roots of the SQL types the written code holds. */
    enum Root {
        BOOLEAN(false, false, false),
        TINYINT(true, true, false),
        SMALLINT(true, true, false),
        INTEGER(true, true, false),
        BIGINT(true, true, false),
        FLOAT(true, false, false),
        DOUBLE(true, false, false),
        DECIMAL(true, false, false),
        CHAR(false, false, true),
        VARCHAR(false, false, true),
        // dates, times and intervals: see DateTimeCode
        DATE(false, false, false),
        TIME(false, false, false),
        TIMESTAMP(false, false, false),
        TIMESTAMP_LTZ(false, false, false),
        INTERVAL_DAY_TIME(false, false, false),
        INTERVAL_YEAR_MONTH(false, false, false);

        final boolean numeric;
        final boolean integral;
        final boolean character;

        Root(boolean numeric, boolean integral, boolean character) {
            this.numeric = numeric;
            this.integral = integral;
            this.character = character;
        }
    }

    /**
     * A SQL type reduced to what the written code needs.
     *
     * @param precision the length of a character string, the precision of a decimal, time or timestamp; -1
     *     otherwise
     * @param scale the scale of a decimal; -1 otherwise
     */
    record Type(Root root, int precision, int scale, boolean notNullable) {

        /** The type of the model's SQL type, as Flink's front end typed it; refused when the code holds no such value. */
        static Type of(SqlType sql) throws Unsupported {
            Root root = switch (sql.root()) {
                case BOOLEAN -> Root.BOOLEAN;
                case TINYINT -> Root.TINYINT;
                case SMALLINT -> Root.SMALLINT;
                case INT -> Root.INTEGER;
                case BIGINT -> Root.BIGINT;
                case FLOAT -> Root.FLOAT;
                case DOUBLE -> Root.DOUBLE;
                case DECIMAL -> Root.DECIMAL;
                case CHAR -> Root.CHAR;
                case VARCHAR -> Root.VARCHAR;
                case DATE -> Root.DATE;
                case TIME -> Root.TIME;
                case TIMESTAMP -> Root.TIMESTAMP;
                case TIMESTAMP_LTZ -> Root.TIMESTAMP_LTZ;
                case INTERVAL_SECOND, INTERVAL_DAY_TIME -> Root.INTERVAL_DAY_TIME;
                case INTERVAL_MONTH -> Root.INTERVAL_YEAR_MONTH;
                case BINARY, VARBINARY, ARRAY, MAP, ROW, SYMBOL, NULL ->
                        throw new Unsupported("the type " + sql.summary());
            };
            boolean keepsPrecision = root == Root.DECIMAL || root.character || root == Root.TIME
                    || root == Root.TIMESTAMP || root == Root.TIMESTAMP_LTZ;
            return new Type(root, keepsPrecision ? sql.precision() : -1, root == Root.DECIMAL ? sql.scale() : -1,
                    sql.notNull());
        }

        Type nullable() {
            return new Type(root, precision, scale, false);
        }

        Type notNull() {
            return new Type(root, precision, scale, true);
        }

        /** Whether values of the two types are the same Java values (only their nullability may differ). */
        boolean sameValues(Type other) {
            if (root != other.root) {
                return false;
            }
            if (root == Root.DECIMAL) {
                return precision == other.precision && scale == other.scale;
            }
            if (root == Root.CHAR) {
                return precision == other.precision;
            }
            // a longer VARCHAR holds every shorter one's values, a more precise TIME or TIMESTAMP too
            return root != Root.VARCHAR && root != Root.TIME && root != Root.TIMESTAMP && root != Root.TIMESTAMP_LTZ
                    || precision <= other.precision;
        }

        TypeName primitive() {
            return switch (root) {
                case BOOLEAN -> TypeName.BOOLEAN;
                case TINYINT -> TypeName.BYTE;
                case SMALLINT -> TypeName.SHORT;
                case INTEGER -> TypeName.INT;
                case BIGINT -> TypeName.LONG;
                case FLOAT -> TypeName.FLOAT;
                case DOUBLE -> TypeName.DOUBLE;
                case DECIMAL -> BIG_DECIMAL;
                case CHAR, VARCHAR -> STRING;
                case DATE, TIME, INTERVAL_YEAR_MONTH -> TypeName.INT;
                case INTERVAL_DAY_TIME -> TypeName.LONG;
                case TIMESTAMP, TIMESTAMP_LTZ -> DateTimeCode.TIMESTAMP_DATA;
            };
        }

        /** The Java type holding values of this type: a primitive when it is a NOT NULL number or boolean. */
        TypeName javaType() {
            TypeName primitive = primitive();
            return notNullable || !primitive.isPrimitive() ? primitive : primitive.box();
        }

        @Override
        public String toString() {
            String name = switch (root) {
                case DECIMAL -> "DECIMAL(" + precision + ", " + scale + ")";
                case CHAR -> "CHAR(" + precision + ")";
                case VARCHAR -> precision == SqlType.MAX_LENGTH ? "STRING" : "VARCHAR(" + precision + ")";
                case INTEGER -> "INT";
                case TIME, TIMESTAMP, TIMESTAMP_LTZ -> root.name() + "(" + precision + ")";
                case INTERVAL_DAY_TIME -> "INTERVAL DAY TO SECOND";
                case INTERVAL_YEAR_MONTH -> "INTERVAL YEAR TO MONTH";
                default -> root.name();
            };
            return notNullable ? name + " NOT NULL" : name;
        }
    }

    // ------------------------------------------------------------------------
    //  names
    // ------------------------------------------------------------------------

    /** A Java identifier from a column name: its letters and digits, camel case at the breaks. */
    private static String identifier(String column) {
        StringBuilder name = new StringBuilder();
        boolean upper = false;
        for (int i = 0; i < column.length(); i++) {
            char c = column.charAt(i);
            if (Character.isJavaIdentifierPart(c) && c != '$') {
                name.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            } else {
                upper = name.length() > 0;
            }
        }
        String text = name.length() == 0 || !Character.isJavaIdentifierStart(name.charAt(0)) ? "column" + name : name
                .toString();
        return SourceVersion.isKeyword(text) ? text + "Value" : text;
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

    private static String decapitalize(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
