package io.github.typegen.processor.codegen;

import java.math.BigDecimal;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import javax.lang.model.SourceVersion;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;

import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.sql.SqlExpr;

/**
 * Writes a fused {@code @Stage.Sql} query as Java: the statements that read the query's input columns from the
 * stage's {@code @FlinkType} value (as {@code FooSchema.toRowData} reads them), test its condition (a row passes
 * only when it is {@code TRUE}), compute its projection and build the stage's return type from it, each result
 * column going to the return type's column of the same name (a column the query leaves unnamed, {@code EXPR$5},
 * to the column at its position: the front end names the plan's columns so, {@link CalcPlan#names()}) with the cast
 * Flink's conversion to that type applies. No {@code RowData}, no copy: the values the operator already holds, as Java values.
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
 * <p>A plan with an operator, a type or a column this writer does not cover is refused with the reason by the
 * decision step, {@link CalcCheck}, before anything is written: the stage then runs on Flink's Table runtime.
 */
public final class CalcWriter {

    private static final ClassName BIG_DECIMAL = ClassName.get(BigDecimal.class);
    static final ClassName ROW_CONVERSIONS = ClassName.get("io.github.typegen.runtime.table", "RowConversions");

    private final CalcPlan plan;
    private final TableModel input;
    private final TableModel result;
    private final CodeBlock.Builder code;
    private final Names locals;
    private final ExprWriter expressions;

    private CalcWriter(CalcPlan plan, TableModel input, TableModel result, ZoneId sessionTimeZone,
            CodeBlock.Builder code, Names locals, Constants constants, FunctionInstances instances) {
        this.plan = plan;
        this.input = input;
        this.result = result;
        this.code = code;
        this.locals = locals;
        this.expressions = new ExprWriter(FunctionRegistry.standard(sessionTimeZone), code, locals, constants,
                instances);
    }

    /**
     * Writes the query into {@code code}, starting from the stage's input in the local {@code value}; a row the
     * condition drops ends the method with {@code return}. Returns the local holding the result.
     *
     * @param sessionTimeZone the session time zone the build declares, which the query computes in; null when it
     *     declares none
     * @param constants where the query's constants go, the session time zone's among them
     * @param instances where the instances of the user functions it calls go
     * @throws IllegalStateException when {@link CalcCheck#unsupported} refuses the plan
     */
    public static String write(CalcPlan plan, TableModel input, TableModel result, String sessionTimeZone,
            String value, CodeBlock.Builder code, Names locals, Constants constants, FunctionInstances instances) {
        return new CalcWriter(plan, input, result, sessionTimeZone == null ? null : ZoneId.of(sessionTimeZone),
                code, locals, constants, instances).write(value);
    }

    /**
     * Writes the values of some of the projection's columns ({@code selected}, positions in it) into {@code code},
     * reading the input columns they use from the stage's input in the local {@code value}; with {@code filtered}, a
     * row the condition drops first ends the method with {@code return}. Returns the values, in the order of
     * {@code selected}: the rows an aggregation reads ({@link io.github.typegen.processor.sql.AggregatePlan#input()}).
     *
     * @throws IllegalStateException when the decision step refuses the plan
     */
    static List<Value> values(CalcPlan plan, List<Integer> selected, boolean filtered, TableModel input,
            ZoneId sessionTimeZone, String value, CodeBlock.Builder code, Names locals, Constants constants,
            FunctionInstances instances) {
        CalcWriter writer = new CalcWriter(plan, input, null, sessionTimeZone, code, locals, constants, instances);
        List<Integer> used = new ArrayList<>();
        if (filtered && plan.condition() != null) {
            collectInputs(plan.condition(), used);
        }
        selected.forEach(index -> collectInputs(plan.projection().get(index), used));
        for (int index : used.stream().distinct().sorted().toList()) {
            writer.expressions.column(index, writer.readColumn(index, value));
        }
        if (filtered) {
            writer.filter();
        }
        List<Value> values = new ArrayList<>();
        for (int index : selected) {
            values.add(writer.expressions.expression(plan.projection().get(index)));
        }
        return values;
    }

    /**
     * Writes {@code plan} over columns that are values already ({@code columns}: column {@code i} of the plan's
     * input is {@code columns.get(i)}), into the return type of {@code result}: a row its condition drops ends the
     * method with {@code return}. Returns the local holding the result.
     */
    static String build(CalcPlan plan, List<Value> columns, TableModel result, ZoneId sessionTimeZone,
            CodeBlock.Builder code, Names locals, Constants constants, FunctionInstances instances) {
        CalcWriter writer = new CalcWriter(plan, null, result, sessionTimeZone, code, locals, constants, instances);
        for (int i = 0; i < columns.size(); i++) {
            writer.expressions.column(i, columns.get(i));
        }
        writer.filter();
        return writer.build();
    }

    /** Ends the method with {@code return} when the condition is not {@code TRUE}. */
    private void filter() {
        if (plan.condition() != null) {
            Value condition = expressions.expression(plan.condition());
            if (condition.isPrimitive()) {
                code.beginControlFlow("if (!$L)", ExprWriter.parenthesized(condition.code()));
            } else {
                code.beginControlFlow("if ($L == null || !$L)", condition.code(), condition.code());
            }
            code.addStatement("return").endControlFlow();
        }
    }

    private String write(String value) {
        boolean passesInputOn = passesInputOn(plan, input, result);
        for (int index : usedColumns(plan, passesInputOn)) {
            expressions.column(index, readColumn(index, value));
        }
        filter();
        return passesInputOn ? value : build();
    }

    /**
     * Whether the result is the input itself: the same type, every column projected as it is, under its own name
     * ({@code SELECT * FROM input WHERE ...}), of columns the trip through a row leaves as they are (numbers,
     * booleans, strings; not decimals, which it rounds to their scale). The value is then handed on as it is, as a
     * filter stage hands it on.
     */
    static boolean passesInputOn(CalcPlan plan, TableModel input, TableModel result) {
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

    /**
     * The input columns the written query reads, in order: those of the condition and, unless the input is handed on
     * as it is, of the projection.
     */
    static List<Integer> usedColumns(CalcPlan plan, boolean passesInputOn) {
        List<Integer> used = new ArrayList<>();
        if (plan.condition() != null) {
            collectInputs(plan.condition(), used);
        }
        if (!passesInputOn) {
            plan.projection().forEach(expression -> collectInputs(expression, used));
        }
        return used.stream().distinct().sorted().toList();
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
    private Value readColumn(int index, String value) {
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
            code.addStatement("$T $L = $T.notNull($L, $S)", type.javaType(), local, CalcWriter.ROW_CONVERSIONS,
                    read, location);
        } else if (holding.isScalar()) {
            code.addStatement("$T $L = $L", type.javaType(), local, read);
        } else if (holding.isValue(ValueKind.BIG_DECIMAL)) {
            // as toRowData: rounded to the column's scale, refused when it has too many digits
            String raw = locals.newName(local + "Value");
            code.addStatement("$T $L = $L", BIG_DECIMAL, raw, read);
            code.addStatement("$T $L = $L == null ? null : $T.bigDecimal($L, $L, $L, $S)", BIG_DECIMAL, local, raw,
                    CalcWriter.ROW_CONVERSIONS, raw, type.precision(), type.scale(), location);
        } else if (DateTimeCode.javaKind(type.root()) != null && holding.isValue(DateTimeCode.javaKind(type.root()))) {
            ValueKind kind = holding.valueKind();
            // as toRowData: held as Flink's runtime holds it
            String raw = locals.newName(local + "Value");
            code.addStatement("$T $L = $L", node.typeName(), raw, read);
            CodeBlock internal = type.javaType().isPrimitive()
                    ? DateTimeCode.toInternal(kind, CodeBlock.of("$T.notNull($L, $S)",
                            CalcWriter.ROW_CONVERSIONS, raw, location), type)
                    : CodeBlock.of("$L == null ? null : $L", raw, DateTimeCode.toInternal(kind,
                            CodeBlock.of("$L", raw), type));
            code.addStatement("$T $L = $L", type.javaType(), local, internal);
        } else {
            throw ExprWriter.refused("column '" + column.name() + "' of type " + column.sqlType().summary());
        }
        return new Value(CodeBlock.of("$L", local), type, Kind.COMPUTED, Origin.COLUMN);
    }

    /** Builds the return type from the projection; returns the local holding it. */
    private String build() {
        TypeModel model = result.type();
        Map<FieldModel, CodeBlock> values = new LinkedHashMap<>();
        for (TableModel.Column column : result.columns()) {
            int index = plan.names().indexOf(column.name());
            FieldModel field = column.field();
            Type target = Type.of(column.sqlType());
            Value value = CastCalls.cast(expressions, expressions.expression(plan.projection().get(index)), target);
            TypeNode node = field.type();
            ColumnHolding holding = ColumnHolding.of(node);
            ValueKind dateTime = DateTimeCode.javaKind(target.root());
            if (dateTime != null && holding.isValue(dateTime)) {
                // as fromRowData: the java.time value of Flink's internal one
                values.put(field, value.mayBeNull()
                        ? CodeBlock.of("$L == null ? null : $L", value.code(), DateTimeCode.toJava(dateTime,
                                value.code()))
                        : DateTimeCode.toJava(dateTime, value.code()));
                continue;
            }
            CodeBlock held = value.code();
            if (holding.form() == ColumnHolding.Form.PRIMITIVE && !value.isPrimitive()) {
                // a NOT NULL column the query's type allows NULL in
                held = CodeBlock.of("$T.notNull($L, $S)", CalcWriter.ROW_CONVERSIONS, held,
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
                arguments.add(values.get(argument));
            }
            code.addStatement("$T $L = new $T($L)", model.type(), built, model.type(),
                    CodeBlock.join(arguments, ",$W"));
        }
        return built;
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

    private static String decapitalize(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
