package io.github.typegen.processor.codegen;

import java.util.Optional;

import io.github.typegen.processor.model.TableModel;
import io.github.typegen.processor.sql.CalcPlan;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The decision step of calc fusion: whether a plan is in the fused subset, or why not, before any code of it is
 * written. First a pass over the typed expression tree: every type must be one the written code holds, and every call
 * must have a writer in the {@link FunctionRegistry} for its operator and operand types. Then the rules still kept
 * inside the function writers (origins of strings, constant patterns and units, the combinations of date and time
 * types) are asked of {@link CalcWriter#unsupported}, which writes the plan into a throw-away builder.
 */
public final class CalcCheck {

    private CalcCheck() {}

    /**
     * Why {@code plan}, over the columns of {@code input} and into those of {@code result}, cannot be written as
     * Java; empty when it can.
     */
    public static Optional<String> unsupported(CalcPlan plan, TableModel input, TableModel result) {
        Coverage coverage = new Coverage(FunctionRegistry.standard());
        if (plan.condition() != null) {
            Optional<String> reason = plan.condition().accept(coverage);
            if (reason.isPresent()) {
                return reason;
            }
        }
        for (SqlExpr expression : plan.projection()) {
            Optional<String> reason = expression.accept(coverage);
            if (reason.isPresent()) {
                return reason;
            }
        }
        return CalcWriter.unsupported(plan, input, result);
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
                    ? Optional.empty() : type(literal);
        }

        @Override
        public Optional<String> call(SqlExpr.Call call) {
            if (call.operator() == SqlOperator.OTHER) {
                return Optional.of("the function " + call.name());
            }
            for (SqlExpr operand : call.operands()) {
                Optional<String> reason = operand.accept(this);
                if (reason.isPresent()) {
                    return reason;
                }
            }
            Optional<String> type = type(call);
            if (type.isPresent()) {
                return type;
            }
            if (functions.find(call).isEmpty()) {
                return Optional.of(call.operator().sql() + " of " + call.operands().stream()
                        .map(operand -> operand.type().summary()).toList());
            }
            return Optional.empty();
        }

        private static Optional<String> type(SqlExpr expression) {
            try {
                Type.of(expression.type());
                return Optional.empty();
            } catch (Unsupported e) {
                return Optional.of(e.getMessage());
            }
        }
    }
}
