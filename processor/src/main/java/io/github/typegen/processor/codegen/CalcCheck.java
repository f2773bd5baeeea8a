package io.github.typegen.processor.codegen;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import com.squareup.javapoet.TypeName;

import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;
import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The decision step of calc fusion: whether a plan is in the fused subset, or why not, before any code of it is
 * written; {@link CalcWriter} is then only asked to write what this step accepts. First a pass over the typed
 * expression tree: every type must be one the written code holds, and every call must have a function in the {@link
 * FunctionRegistry} for its operator and operand types. Then the rules of what is written: the shapes of the input
 * and result types, how their fields hold the columns read and built, and each call's own refusal check ({@link
 * FunctionRegistry.Check}), asked with what is known of its operands ({@link Operand}: types, string origins,
 * constants), depth first, in the order the writer writes the query.
 */
public final class CalcCheck {

    private CalcCheck() {}

    /**
     * Why {@code plan}, over the columns of {@code input} and into those of {@code result}, cannot be written as
     * Java; empty when it can.
     *
     * @param sessionTimeZone the session time zone the build declares ({@code -Atypegen.sql.timeZone}), which the
     *     written code computes in; null when it declares none, and then nothing that depends on it is written
     */
    public static Optional<String> unsupported(CalcPlan plan, TableModel input, TableModel result,
            ZoneId sessionTimeZone) {
        FunctionRegistry functions = FunctionRegistry.standard(sessionTimeZone);
        Coverage coverage = new Coverage(functions);
        List<SqlExpr> expressions = new ArrayList<>();
        if (plan.condition() != null) {
            expressions.add(plan.condition());
        }
        expressions.addAll(plan.projection());
        return first(expressions.stream().map(expression -> expression.accept(coverage)).toList())
                .or(() -> new Rules(plan, input, result, functions).refusal());
    }

    /**
     * Why the columns {@code selected} of {@code plan} and its condition, over the columns of {@code input}, cannot be
     * written as Java values ({@link CalcWriter#values}); empty when they can.
     */
    static Optional<String> unsupportedValues(CalcPlan plan, List<Integer> selected, TableModel input,
            FunctionRegistry functions) {
        Optional<String> shape = Rules.shapeRefusal(input.type());
        if (shape.isPresent()) {
            return shape;
        }
        List<SqlExpr> expressions = new ArrayList<>();
        if (plan.condition() != null) {
            expressions.add(plan.condition());
        }
        selected.forEach(index -> expressions.add(plan.projection().get(index)));
        Coverage coverage = new Coverage(functions);
        Optional<String> covered = first(expressions.stream().map(expression -> expression.accept(coverage))
                .toList());
        if (covered.isPresent()) {
            return covered;
        }
        for (int index : CalcWriter.usedColumns(new CalcPlan(plan.condition(), expressions, expressions.stream()
                .map(expression -> "").toList()), false)) {
            Optional<String> column = Rules.columnRefusal(input.columns().get(index));
            if (column.isPresent()) {
                return column;
            }
        }
        return first(expressions.stream().map(expression -> callRefusal(expression, functions)).toList());
    }

    /**
     * Why {@code plan}, over values of its input's types, cannot be written into the return type of {@code result}
     * ({@link CalcWriter#build(CalcPlan, List, TableModel, ZoneId, CodeBlock.Builder, Names, Constants,
     * FunctionInstances)}); empty when it can.
     */
    static Optional<String> unsupportedResult(CalcPlan plan, TableModel result, FunctionRegistry functions) {
        Coverage coverage = new Coverage(functions);
        List<SqlExpr> expressions = new ArrayList<>();
        if (plan.condition() != null) {
            expressions.add(plan.condition());
        }
        expressions.addAll(plan.projection());
        return first(expressions.stream().map(expression -> expression.accept(coverage)).toList())
                .or(() -> Rules.shapeRefusal(result.type()))
                .or(() -> plan.condition() == null ? Optional.empty() : callRefusal(plan.condition(), functions))
                .or(() -> new Rules(plan, null, result, functions).resultRefusal());
    }

    /**
     * The operators whose calls the fused subset may write, by identity: what Flink's front end must recognise (its
     * tests check that each is a constant of Flink's operator tables).
     */
    public static Set<SqlOperator> operators() {
        return FunctionRegistry.standard().operators();
    }

    /**
     * Why {@code expression} alone cannot be written as Java: a type or a call outside the fused subset, or a call its
     * function's check refuses; empty when it can.
     */
    static Optional<String> unsupported(SqlExpr expression) {
        return unsupported(expression, null);
    }

    /** As {@link #unsupported(SqlExpr)}, in a build that declares the session time zone {@code sessionTimeZone}. */
    static Optional<String> unsupported(SqlExpr expression, ZoneId sessionTimeZone) {
        FunctionRegistry functions = FunctionRegistry.standard(sessionTimeZone);
        return expression.accept(new Coverage(functions)).or(() -> callRefusal(expression, functions));
    }

    private static Optional<String> first(List<Optional<String>> reasons) {
        return reasons.stream().flatMap(Optional::stream).findFirst();
    }

    /** The first type or call of an expression the fused subset does not cover, depth first. */
    private record Coverage(FunctionRegistry functions) implements SqlExpr.Visitor<Optional<String>> {
        @Override
        public Optional<String> inputRef(SqlExpr.InputRef ref) {
            // a column's type is checked where it is read, against the field that holds it
            return Optional.empty();
        }

        @Override
        public Optional<String> literal(SqlExpr.Literal literal) {
            // a symbol is a flag of its function (a time unit, a TRIM side), whose writer reads it
            return literal.type().root() == Root.SYMBOL
                    ? Optional.empty() : Type.refusal(literal.type());
        }

        @Override
        public Optional<String> call(SqlExpr.Call call) {
            if (!functions.knows(call)) {
                // an operator no table holds, or one Typegen writes no function of
                return Optional.of("the function " + call.name());
            }
            for (SqlExpr operand : call.operands()) {
                Optional<String> reason = operand.accept(this);
                if (reason.isPresent()) {
                    return reason;
                }
            }
            Optional<String> type = Type.refusal(call.type());
            if (type.isPresent()) {
                return type;
            }
            return functions.find(call).isEmpty() ? Optional.of(noFunction(call)) : Optional.empty();
        }
    }

    /**
     * Why a call of an operator the fused subset writes is not written when no function of it takes its operand
     * types, as a sentence: {@code the operator * on DATE and INTERVAL DAY TO SECOND} for an operator, {@code the
     * function NAME of A and B} for a function. The operands' types are those the written code would hold (a time
     * unit is no operand); the name is the planner's, for the message only.
     */
    static String noFunction(SqlExpr.Call call) {
        List<String> types = call.operands().stream()
                .filter(operand -> operand.type().root() != Root.SYMBOL)
                .map(operand -> Type.refusal(operand.type()).isPresent() ? operand.type().summary()
                        : Type.of(operand.type()).toString())
                .toList();
        boolean function = call.name().matches("[A-Za-z_][A-Za-z_0-9]*");
        return (function ? "the function " + call.name() + " of " : "the operator " + call.name() + " on ")
                + listed(types);
    }

    /** {@code A}, {@code A and B}, {@code A, B and C}. */
    static String listed(List<String> items) {
        return items.size() <= 1 ? String.join("", items)
                : String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    /**
     * The rules of the query the writer writes, in its order: the shapes of the two types, the columns it reads,
     * the condition, then each result column with its cast and the field that holds it.
     */
    private record Rules(CalcPlan plan, TableModel input, TableModel result, FunctionRegistry functions) {

        Optional<String> refusal() {
            Optional<String> shape = shapeRefusal(input.type()).or(() -> shapeRefusal(result.type()));
            if (shape.isPresent()) {
                return shape;
            }
            boolean passesInputOn = CalcWriter.passesInputOn(plan, input, result);
            for (int index : CalcWriter.usedColumns(plan, passesInputOn)) {
                Optional<String> column = columnRefusal(input.columns().get(index));
                if (column.isPresent()) {
                    return column;
                }
            }
            if (plan.condition() != null) {
                Optional<String> condition = expression(plan.condition());
                if (condition.isPresent()) {
                    return condition;
                }
                Type type = Type.of(plan.condition().type());
                if (type.root() != Root.BOOLEAN) {
                    return Optional.of("the condition on " + type);
                }
            }
            return passesInputOn ? Optional.empty() : resultRefusal();
        }

        private static Optional<String> shapeRefusal(TypeModel model) {
            if (model.shape() == Shape.SEALED) {
                return Optional.of(model.type().simpleName() + " is a sealed hierarchy");
            }
            if (!model.typeParameters().isEmpty()) {
                return Optional.of(model.type().simpleName() + " is generic");
            }
            return Optional.empty();
        }

        /** An input column, read from its field as {@code toRowData} reads it. */
        private static Optional<String> columnRefusal(TableModel.Column column) {
            Optional<String> typeRefusal = Type.refusal(column.sqlType());
            if (typeRefusal.isPresent()) {
                return typeRefusal;
            }
            Type type = Type.of(column.sqlType());
            TypeName java = column.field().type().typeName();
            ColumnHolding holding = ColumnHolding.of(column.field().type());
            ValueKind dateTime = DateTimeCode.javaKind(type.root());
            if (holding.form() == ColumnHolding.Form.BOXED && type.javaType().isPrimitive() || holding.isScalar()) {
                return javaTypeRefusal(java, type, "column '" + column.name() + "'");
            }
            if (holding.isValue(ValueKind.BIG_DECIMAL) || dateTime != null && holding.isValue(dateTime)) {
                return Optional.empty();
            }
            return Optional.of("column '" + column.name() + "' of type " + column.sqlType().summary() + " (held by "
                    + java + ")");
        }

        /** The Java type of a field holding a column must be the one the column's SQL type is held as. */
        private static Optional<String> javaTypeRefusal(TypeName java, Type type, String what) {
            if (!type.javaType().box().equals(java.box()) || type.root() == Root.CHAR
                    && !java.equals(TypeName.get(String.class))) {
                return Optional.of(what + " of type " + type + " held by " + java);
            }
            return Optional.empty();
        }

        /** Each result column: a column of the query, cast to the column's type, held by its field. */
        private Optional<String> resultRefusal() {
            TypeModel model = result.type();
            List<FieldModel> built = new ArrayList<>();
            for (TableModel.Column column : result.columns()) {
                int index = plan.names().indexOf(column.name());
                if (index < 0) {
                    return Optional.of("the query has no column '" + column.name() + "'");
                }
                Optional<String> typeRefusal = Type.refusal(column.sqlType());
                if (typeRefusal.isPresent()) {
                    return typeRefusal;
                }
                Type target = Type.of(column.sqlType());
                SqlExpr expression = plan.projection().get(index);
                Optional<String> refusal = expression(expression)
                        .or(() -> CastCalls.castRefusal(functions.describe(expression).type(), target,
                                functions.sessionTimeZone()));
                if (refusal.isPresent()) {
                    return refusal;
                }
                ColumnHolding holding = ColumnHolding.of(column.field().type());
                ValueKind dateTime = DateTimeCode.javaKind(target.root());
                String name = "column '" + column.name() + "'";
                if (holding.isValue(ValueKind.BIG_DECIMAL)) {
                    if (target.root() != Root.DECIMAL) {
                        return Optional.of(name + " on " + target);
                    }
                } else if (!(dateTime != null && holding.isValue(dateTime))) {
                    if (!holding.isScalar()) {
                        return Optional.of(name + " of " + model.type().simpleName() + " of type "
                                + column.sqlType().summary() + " (held by " + column.field().type().typeName() + ")");
                    }
                    Optional<String> held = javaTypeRefusal(column.field().type().typeName(), target,
                            name + " of " + model.type().simpleName());
                    if (held.isPresent()) {
                        return held;
                    }
                }
                built.add(column.field());
            }
            if (model.shape() != Shape.POJO) {
                for (FieldModel argument : model.constructorArguments()) {
                    if (!built.contains(argument)) {
                        return Optional.of(model.type().simpleName() + "'s constructor takes '" + argument.name()
                                + "', which is no column");
                    }
                }
            }
            return Optional.empty();
        }

        private Optional<String> expression(SqlExpr expression) {
            return callRefusal(expression, functions);
        }
    }

    /** The first call of {@code expression} its function refuses, depth first; empty when there is none. */
    private static Optional<String> callRefusal(SqlExpr expression, FunctionRegistry functions) {
        List<String> reasons = new ArrayList<>();
        describe(expression, functions, reasons);
        return reasons.stream().findFirst();
    }

    /** What is known of {@code expression}, after the refusals in it, if any, are added to {@code reasons}. */
    private static Operand describe(SqlExpr expression, FunctionRegistry functions, List<String> reasons) {
        if (expression instanceof SqlExpr.Literal literal && literal.value() != null
                && literal.type().root() != Root.SYMBOL) {
            DateTimeCode.constantRefusal(Type.of(literal.type()), functions.sessionTimeZone()).ifPresent(reasons::add);
        }
        if (!(expression instanceof SqlExpr.Call call)) {
            return functions.describe(expression);
        }
        List<Operand> operands = new ArrayList<>();
        for (SqlExpr operand : call.operands()) {
            operands.add(describe(operand, functions, reasons));
        }
        if (reasons.isEmpty()) {
            FunctionRegistry.Entry function = functions.find(call).orElseThrow();
            function.check().refusal(call, operands, Type.of(call.type())).ifPresent(reasons::add);
        }
        return functions.describe(call, operands);
    }
}
