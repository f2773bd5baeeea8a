package io.github.typegen.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.SqlType;
import io.github.typegen.processor.model.SqlTypes.Root;
import io.github.typegen.processor.sql.SqlExpr;
import io.github.typegen.processor.sql.SqlOperator;

/**
 * The function registry driven directly, without javac: each call finds its writer by operator identity and operand
 * types, and the writer writes Flink's code for it.
 */
class FunctionRegistryTest {

    private static final SqlType BIGINT = SqlType.of(Root.BIGINT).withNotNull(true);
    private static final SqlType INT = SqlType.of(Root.INT).withNotNull(true);
    private static final SqlType NULLABLE_INT = SqlType.of(Root.INT);

    private final FunctionRegistry registry = FunctionRegistry.standard();

    @Test
    void nexmarkQ2sModOfABigintByAnIntIsComputedAsALongAndCastToTheIntCalciteTypesItAs() {
        // SELECT auction, price FROM bid WHERE MOD(auction, 123) = 0: auction BIGINT, 123 INT; MOD is typed INT
        SqlExpr.Call mod = call(ArithmeticCalls.MOD, INT, new SqlExpr.InputRef(0, BIGINT), literal("123", INT));
        SqlExpr.Call condition = call(ComparisonCalls.EQUALS, SqlType.of(Root.BOOLEAN).withNotNull(true), mod,
                literal("0", INT));

        assertThat(registry.find(mod)).isPresent();
        assertThat(write(condition, BIGINT, "auction")).isEqualTo("(((int) (auction % 123)) == 0)");
    }

    @Test
    void modOfAnIntByABigintIsALongWithoutACast() {
        SqlExpr.Call mod = call(ArithmeticCalls.MOD, BIGINT, new SqlExpr.InputRef(0, INT), literal("7", BIGINT));

        assertThat(write(mod, INT, "n")).isEqualTo("(n % 7L)");
    }

    @Test
    void mixedArithmeticCastsEachOperandToTheResultType() {
        SqlExpr.Call plus = call(ArithmeticCalls.PLUS, BIGINT, new SqlExpr.InputRef(0, INT), literal("1", BIGINT));

        assertThat(write(plus, INT, "n")).isEqualTo("((long) n + 1L)");
    }

    @Test
    void aNullableOperandMakesTheResultNullWhenItIs() {
        SqlExpr.Call mod = call(ArithmeticCalls.MOD, NULLABLE_INT, new SqlExpr.InputRef(0, SqlType.of(Root.BIGINT)),
                literal("3", INT));
        CodeBlock.Builder code = CodeBlock.builder();

        Value value = writer(code).expression(mod);

        assertThat(value.code()).hasToString("remainder");
        assertThat(code.build().toString()).isEqualTo(
                "java.lang.Integer remainder = auction == null ? null : (int) (auction % 3);\n");
    }

    @Test
    void theOperatorChoosesTheWriterNotItsSpelling() {
        SqlType date = SqlType.of(Root.DATE).withNotNull(true);
        SqlType days = SqlType.of(Root.INTERVAL_DAY_TIME, 3).withNotNull(true);
        SqlExpr.Call shifted = call(DateTimeCode.DATETIME_PLUS, date, new SqlExpr.InputRef(0, date),
                literal("86400000", days));
        SqlExpr.Call other = new SqlExpr.Call(SqlOperator.OTHER, "+", List.of(new SqlExpr.InputRef(0, INT),
                literal("1", INT)), INT);

        assertThat(registry.find(shifted)).isPresent();
        assertThat(registry.find(other)).isEmpty();
        // numeric + has no writer for a date: the date-time writer takes it
        assertThat(registry.find(call(ArithmeticCalls.PLUS, date, new SqlExpr.InputRef(0, date),
                literal("86400000", days)))).isPresent();
        assertThat(registry.find(call(ArithmeticCalls.MULTIPLY, date, new SqlExpr.InputRef(0, date),
                literal("86400000", days)))).isEmpty();
    }

    @Test
    void aCallNoFunctionTakesIsRefusedInASentenceNamingItsOperandTypes() {
        SqlType date = SqlType.of(Root.DATE).withNotNull(true);
        SqlType days = SqlType.of(Root.INTERVAL_DAY_TIME, 3).withNotNull(true);
        SqlExpr.Call times = new SqlExpr.Call(ArithmeticCalls.MULTIPLY, "*", List.of(new SqlExpr.InputRef(0, date),
                literal("86400000", days)), date);
        SqlExpr.Call floor = call(DateTimeCode.FLOOR, SqlType.of(Root.DOUBLE), new SqlExpr.InputRef(0,
                SqlType.of(Root.DOUBLE)));

        assertThat(registry.find(times)).isEmpty();
        assertThat(CalcCheck.noFunction(times))
                .isEqualTo("the operator * on DATE NOT NULL and INTERVAL DAY TO SECOND NOT NULL");
        // FLOOR has a function, for dates and times: its check refuses a number in the same words
        assertThat(registry.find(floor).orElseThrow().check().refusal(floor,
                List.of(registry.describe(floor.operands().get(0))), Type.of(floor.type())))
                .contains("the function FLOOR of DOUBLE");
    }

    @Test
    void aUserFunctionIsFoundByTheMethodItCarriesAndCalledOnTheOperatorsInstance() {
        SqlType string = SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
        SqlExpr.UserFunction countChar = new SqlExpr.UserFunction("nexmark.CountChar",
                List.of("java.lang.String", "java.lang.String"), false, "long",
                List.of("java.lang.String", "java.lang.String"), "long", true);
        SqlExpr.Call call = new SqlExpr.Call(SqlOperator.OTHER, "count_char", List.of(new SqlExpr.InputRef(0,
                string), literal("c", SqlType.of(Root.CHAR, 1).withNotNull(true))), BIGINT, countChar);
        SqlExpr.Call unknown = new SqlExpr.Call(SqlOperator.OTHER, "count_char", call.operands(), BIGINT);
        CodeBlock.Builder code = CodeBlock.builder();
        List<String> instances = new java.util.ArrayList<>();
        ExprWriter writer = new ExprWriter(FunctionRegistry.standard(), code, suggestion -> suggestion,
                (type, suggestion, initializer) -> suggestion, type -> {
                    instances.add(type.canonicalName());
                    return "countChar";
                });
        writer.column(0, new Value(CodeBlock.of("extra"), Type.of(string), Kind.COMPUTED, Origin.COLUMN));

        assertThat(registry.find(call)).isPresent();
        assertThat(registry.find(unknown)).isEmpty();
        Value value = writer.expression(call);

        // called whatever its arguments (NULL included), never NULL itself: its result is a primitive
        assertThat(code.build().toString()).isEqualTo("long countCharResult = countChar.eval(extra, \"c\");\n");
        assertThat(value.isPrimitive()).isTrue();
        assertThat(instances).containsExactly("nexmark.CountChar");
    }

    @Test
    void hourOfATimestampLtzIsComputedInTheDeclaredZoneHeldAsAConstant() {
        SqlType ltz = SqlType.of(Root.TIMESTAMP_LTZ, 3).withNotNull(true);
        SqlExpr.Call hour = call(DateTimeCode.EXTRACT, BIGINT, literal("HOUR", SqlType.of(Root.SYMBOL)),
                new SqlExpr.InputRef(0, ltz));
        CodeBlock.Builder code = CodeBlock.builder();
        List<String> constants = new java.util.ArrayList<>();
        ExprWriter writer = new ExprWriter(FunctionRegistry.standard(ZoneId.of("Europe/Berlin")), code,
                suggestion -> suggestion, (type, suggestion, initializer) -> {
                    constants.add(type + " " + suggestion + " = " + initializer);
                    return suggestion;
                }, type -> "function");
        writer.column(0, new Value(CodeBlock.of("at"), Type.of(ltz), Kind.COMPUTED, Origin.COLUMN));

        assertThat(writer.expression(hour).code()).hasToString("extracted");
        assertThat(code.build().toString()).isEqualTo(
                "java.lang.Long extracted = at == null ? null"
                        + " : io.github.typegen.runtime.sql.SqlFunctions.hour(at, SESSION_TIME_ZONE);\n");
        assertThat(constants).containsExactly("java.util.TimeZone SESSION_TIME_ZONE ="
                + " io.github.typegen.runtime.sql.SqlFunctions.sessionTimeZone(java.time.ZoneId.of(\"Europe/Berlin\"))");
        // without a declared zone, the same call has no zone to compute in
        assertThat(FunctionRegistry.standard().find(hour).orElseThrow().check().refusal(hour,
                List.of(registry.describe(hour.operands().get(0)), registry.describe(hour.operands().get(1))),
                Type.of(hour.type()))).hasValueSatisfying(reason -> assertThat(reason)
                        .contains("-Atypegen.sql.timeZone"));
    }

    @Test
    void aTimestampComparedWithATimestampLtzIsCastToItsTypeInTheZoneWhenItsPrecisionIsLower() {
        SqlType ltz = SqlType.of(Root.TIMESTAMP_LTZ, 6).withNotNull(true);
        SqlType local = SqlType.of(Root.TIMESTAMP, 3).withNotNull(true);
        SqlExpr.Call before = call(ComparisonCalls.LESS_THAN, SqlType.of(Root.BOOLEAN).withNotNull(true),
                new SqlExpr.InputRef(0, ltz), new SqlExpr.InputRef(1, local));
        CodeBlock.Builder code = CodeBlock.builder();
        ExprWriter writer = new ExprWriter(FunctionRegistry.standard(ZoneId.of("UTC")), code,
                suggestion -> suggestion, (type, suggestion, initializer) -> suggestion, type -> "function");
        writer.column(0, new Value(CodeBlock.of("at"), Type.of(ltz), Kind.COMPUTED, Origin.COLUMN));
        writer.column(1, new Value(CodeBlock.of("local"), Type.of(local), Kind.COMPUTED, Origin.COLUMN));

        writer.expression(before);

        assertThat(code.build().toString()).isEqualTo("java.lang.Boolean compared = at == null || local == null"
                + " ? null : at.compareTo("
                + "org.apache.flink.table.utils.DateTimeUtils.timestampToTimestampWithLocalZone(local,"
                + " SESSION_TIME_ZONE)) < 0;\n");
    }

    private static SqlExpr.Call call(SqlOperator operator, SqlType type, SqlExpr... operands) {
        return new SqlExpr.Call(operator, operator.constant(), List.of(operands), type);
    }

    private static SqlExpr.Literal literal(String value, SqlType type) {
        return new SqlExpr.Literal(value, type);
    }

    /** The Java expression of {@code expression} over input column 0 of type {@code column} in the local {@code name}. */
    private static String write(SqlExpr expression, SqlType column, String name) {
        CodeBlock.Builder code = CodeBlock.builder();
        ExprWriter writer = writer(code);
        writer.column(0, new Value(CodeBlock.of("$L", name), Type.of(column), Kind.COMPUTED, Origin.COLUMN));
        String written = writer.expression(expression).code().toString();
        assertThat(code.build().isEmpty()).as("statements: %s", code.build()).isTrue();
        return written;
    }

    private static ExprWriter writer(CodeBlock.Builder code) {
        Set<String> taken = new HashSet<>();
        ExprWriter writer = new ExprWriter(FunctionRegistry.standard(), code, suggestion -> {
            String name = suggestion;
            for (int n = 2; !taken.add(name); n++) {
                name = suggestion + n;
            }
            return name;
        }, (type, suggestion, initializer) -> suggestion, type -> "function");
        writer.column(0, new Value(CodeBlock.of("auction"), Type.of(SqlType.of(Root.BIGINT)), Kind.COMPUTED,
                Origin.COLUMN));
        return writer;
    }
}
