package io.github.typegen.sql;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Function;

import org.apache.calcite.sql.fun.SqlStdOperatorTable;
import org.apache.flink.table.functions.BuiltInFunctionDefinitions;
import org.apache.flink.table.functions.FunctionDefinition;
import org.apache.flink.table.planner.functions.bridging.BridgingSqlFunction;
import org.apache.flink.table.planner.functions.sql.FlinkSqlOperatorTable;

import io.github.typegen.processor.sql.SqlOperator;

/**
 * The identity of the operators of an optimized plan: the constant of Flink's or Calcite's operator tables that holds
 * the very operator object the planner used ({@code SqlStdOperatorTable.PLUS}, {@code FlinkSqlOperatorTable.LPAD}),
 * or, behind a {@code BridgingSqlFunction}, the constant of {@code BuiltInFunctionDefinitions} that holds its
 * definition. Looked up by the object's identity, never by its name: the tables' public constants are read once, and
 * an object is known by the first constant that holds it (Calcite's table, then Flink's, each in the order of the
 * constants' names), as Flink's table re-exports most of Calcite's. Nothing here lists the functions Typegen writes:
 * the processor keys its function writers on these identities ({@code FunctionRegistry}), so a new function needs no
 * change in this module. An operator no table holds (a user's function, a new kind of node) is {@link
 * SqlOperator#OTHER}; one whose constant a later Flink renames gets the new name, which no writer is registered for.
 * Either way the query stays on the Table runtime, naming the function.
 */
final class Operators {

    private static final Map<Object, SqlOperator> OPERATORS = new IdentityHashMap<>();
    private static final Map<SqlOperator, Object> OBJECTS = new HashMap<>();

    static {
        read(SqlStdOperatorTable.class, org.apache.calcite.sql.SqlOperator.class, SqlOperator::calcite);
        read(FlinkSqlOperatorTable.class, org.apache.calcite.sql.SqlOperator.class, SqlOperator::flink);
        // functions of Flink's new type inference, behind a BridgingSqlFunction: known by their definition
        read(BuiltInFunctionDefinitions.class, FunctionDefinition.class, SqlOperator::builtIn);
    }

    private Operators() {}

    /** Each public constant of {@code table} holding a {@code kind}, as the identity {@code identity} names it. */
    private static void read(Class<?> table, Class<?> kind, Function<String, SqlOperator> identity) {
        Field[] fields = table.getFields();
        Arrays.sort(fields, Comparator.comparing(Field::getName));
        for (Field field : fields) {
            if (!Modifier.isStatic(field.getModifiers()) || !kind.isAssignableFrom(field.getType())) {
                continue;
            }
            Object operator;
            try {
                operator = field.get(null);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("A public constant of " + table.getName() + " is not readable", e);
            }
            if (operator != null && !OPERATORS.containsKey(operator)) {
                SqlOperator known = identity.apply(field.getName());
                OPERATORS.put(operator, known);
                OBJECTS.put(known, operator);
            }
        }
    }

    /** The identity of {@code operator}; {@link SqlOperator#OTHER} for one no table holds. */
    static SqlOperator of(org.apache.calcite.sql.SqlOperator operator) {
        Object known = operator instanceof BridgingSqlFunction bridging ? bridging.getDefinition() : operator;
        return OPERATORS.getOrDefault(known, SqlOperator.OTHER);
    }

    /** Whether some operator object of this Flink has the identity {@code operator}. */
    static boolean exists(SqlOperator operator) {
        return OBJECTS.containsKey(operator);
    }
}
