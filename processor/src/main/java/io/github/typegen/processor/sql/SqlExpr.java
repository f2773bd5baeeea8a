package io.github.typegen.processor.sql;

import java.util.List;

import io.github.typegen.processor.model.SqlType;

/**
 * An expression of a {@link CalcPlan}, as Flink's planner typed it. {@link #type()} is the SQL type of its result,
 * nullability included, built by the front end from Flink's own {@code LogicalType}: the processor never reads a
 * type from text. Take an expression apart with a {@link Visitor}: a new kind of expression is then a compile error
 * in every compiler that misses it.
 */
public sealed interface SqlExpr {

    SqlType type();

    <R> R accept(Visitor<R> visitor);

    /** One method per kind of expression, as Calcite's {@code RexVisitor}. */
    interface Visitor<R> {
        R inputRef(InputRef ref);

        R literal(Literal literal);

        R call(Call call);
    }

    /**
     * A column of the input.
     *
     * @param index its position among {@link SqlQuery#input()}
     */
    record InputRef(int index, SqlType type) implements SqlExpr {
        public <R> R accept(Visitor<R> visitor) {
            return visitor.inputRef(this);
        }
    }

    /**
     * A constant.
     *
     * @param value its value as text, by the literal's type: a number as plain decimal digits ({@code 42},
     *     {@code -1.10}, {@code 1E+3} never); a string as it is, without quotes ({@code it's}); a boolean {@code
     *     true} or {@code false}; a {@code DATE} as {@code yyyy-MM-dd} ({@code 2024-01-31}); a {@code TIME} as
     *     {@code HH:mm:ss} with the fraction of a second it was written with, if any ({@code 12:34:56.789}); a
     *     {@code TIMESTAMP} or {@code TIMESTAMP_LTZ} as {@code yyyy-MM-dd HH:mm:ss} and the same fraction ({@code
     *     2024-01-31 12:34:56.123456789}; a {@code TIMESTAMP_LTZ} one as its UTC date and time); an interval as an
     *     integer, its milliseconds when it is a day-time interval ({@code 86400000} for {@code INTERVAL '1'
     *     DAY}), its months when it is a year-month one ({@code 14} for {@code INTERVAL '1-2' YEAR TO MONTH}), as
     *     Flink's runtime holds them; a symbol (type {@code SYMBOL}: a time unit, a {@code TRIM} flag) as the
     *     name of Calcite's enum constant ({@code YEAR}, {@code BOTH}); null for {@code NULL}
     */
    record Literal(String value, SqlType type) implements SqlExpr {
        public <R> R accept(Visitor<R> visitor) {
            return visitor.literal(this);
        }
    }

    /**
     * A call of an operator or function.
     *
     * @param operator which operator it is, as the front end recognised the operator object: the constant of Flink's
     *     operator tables holding it; {@link SqlOperator#OTHER} for one no table holds ({@code SEARCH} is expanded
     *     into comparisons before it gets here)
     * @param name the name Flink's planner gives the operator ({@code =}, {@code UPPER}, {@code MD5}): for messages
     *     only, never to choose what to write
     * @param operands its operands, in order
     * @param function for a call of a user function the stage declares ({@code operator} {@link SqlOperator#OTHER}),
     *     the method Flink's runtime calls; null for any other call
     */
    record Call(SqlOperator operator, String name, List<SqlExpr> operands, SqlType type, UserFunction function)
            implements SqlExpr {
        public Call {
            operands = List.copyOf(operands);
        }

        /** A call of a built-in operator or function. */
        public Call(SqlOperator operator, String name, List<SqlExpr> operands, SqlType type) {
            this(operator, name, operands, type, null);
        }

        public <R> R accept(Visitor<R> visitor) {
            return visitor.call(this);
        }
    }

    /**
     * The {@code eval} method of a user function ({@code ScalarFunction}) that Flink's code generation calls for a
     * {@link Call}, as it chooses it: the overload invokable with the argument classes of the call's type
     * inference, returning the output's.
     *
     * @param className the binary name of the function's class, instantiated by its public no-argument constructor
     * @param parameterTypes the Java types of the {@code eval} method's parameters ({@code long}, {@code
     *     java.lang.String}, {@code java.lang.Object[]} for varargs), as {@code Class.getName} spells them
     * @param varArgs whether the method is a varargs one
     * @param returnType the Java type of its result, as {@code Class.getName} spells it
     * @param argumentClasses the classes Flink converts each operand to before the call (the conversion classes of the
     *     call's argument data types: {@code java.lang.String} for a {@code STRING}, {@code java.time.LocalDateTime}
     *     for a {@code TIMESTAMP}), one per operand
     * @param resultClass the class Flink converts the result from (the output data type's conversion class)
     * @param deterministic whether Flink may fold a call of constants ({@code FunctionDefinition.isDeterministic})
     */
    record UserFunction(String className, List<String> parameterTypes, boolean varArgs, String returnType,
            List<String> argumentClasses, String resultClass, boolean deterministic) {
        public UserFunction {
            parameterTypes = List.copyOf(parameterTypes);
            argumentClasses = List.copyOf(argumentClasses);
        }
    }
}
