package io.github.typegen.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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

    private static final SqlType STRING = SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
    private static final SqlType STRING_NOT_NULL = STRING.withNotNull(true);

    @Test
    void aConstantRegexIsCompiledOnceIntoAFieldWhichTheQueryUsesWhereverItRecurs() {
        // q21's REGEXP_EXTRACT(url, '(&|^)channel_id=([^&]*)', 2), and the same regex's first group
        SqlExpr.Call extract = call(RegexCalls.REGEXP_EXTRACT, STRING, new SqlExpr.InputRef(0, STRING_NOT_NULL),
                text("(&|^)channel_id=([^&]*)"), literal("2", INT));
        SqlExpr.Call first = call(RegexCalls.REGEXP_EXTRACT, STRING, new SqlExpr.InputRef(0, STRING_NOT_NULL),
                text("(&|^)channel_id=([^&]*)"), literal("1", INT));
        Map<String, String> constants = new LinkedHashMap<>();
        CodeBlock.Builder code = CodeBlock.builder();
        ExprWriter writer = writer(code, constants);
        writer.column(0, new Value(CodeBlock.of("url"), Type.of(STRING_NOT_NULL), Kind.COMPUTED, Origin.COLUMN));

        writer.expression(extract);
        writer.expression(first);

        assertThat(constants).containsExactly(Map.entry("REGEX_CHANNEL_ID",
                "io.github.typegen.runtime.sql.SqlFunctions.regex(\"(&|^)channel_id=([^&]*)\")"));
        assertThat(code.build().toString()).isEqualTo(""
                + "java.lang.String extracted = url == null ? null"
                + " : io.github.typegen.runtime.sql.SqlFunctions.regexpExtract(url, REGEX_CHANNEL_ID, 2);\n"
                + "java.lang.String extracted2 = url == null ? null"
                + " : io.github.typegen.runtime.sql.SqlFunctions.regexpExtract(url, REGEX_CHANNEL_ID, 1);\n");
        assertThat(registry.describe(extract).origin()).isEqualTo(Origin.JAVA);
    }

    @Test
    void aCallWrittenOnceIsReusedWhileItsBlockIsOpenAndWrittenAgainAfterItCloses() {
        // q21: REGEXP_EXTRACT(url, ...) IS NOT NULL OR LOWER(channel) IN (...), then the CASE's LOWER(channel) = ...
        SqlExpr.Call extract = call(RegexCalls.REGEXP_EXTRACT, STRING, new SqlExpr.InputRef(0, STRING),
                text("(&|^)channel_id=([^&]*)"), literal("2", INT));
        SqlExpr.Call found = call(LogicCalls.IS_NOT_NULL, SqlType.of(Root.BOOLEAN).withNotNull(true), extract);
        SqlExpr.Call lower = call(StringCalls.LOWER, STRING, new SqlExpr.InputRef(1, STRING));
        SqlExpr.Call apple = call(ComparisonCalls.EQUALS, SqlType.of(Root.BOOLEAN), lower, text("apple"));
        SqlExpr.Call or = call(LogicCalls.OR, SqlType.of(Root.BOOLEAN), found, apple);
        CodeBlock.Builder code = CodeBlock.builder();
        ExprWriter writer = writer(code);
        writer.column(0, new Value(CodeBlock.of("url"), Type.of(STRING), Kind.COMPUTED, Origin.COLUMN));
        writer.column(1, new Value(CodeBlock.of("channel"), Type.of(STRING), Kind.COMPUTED, Origin.COLUMN));

        Value first = writer.expression(or);
        String once = code.build().toString();
        // the OR's right side is written in its else block, which has closed: LOWER(channel) is written again
        writer.expression(apple);
        // REGEXP_EXTRACT was written before the OR's block opened: it is the same local
        Value extracted = writer.expression(extract);

        assertThat(writer.expression(or)).isEqualTo(first);
        assertThat(once).containsOnlyOnce("regexpExtract").containsOnlyOnce("lower(");
        assertThat(code.build().toString()).containsOnlyOnce("regexpExtract").containsSubsequence("lower(", "lower(");
        assertThat(extracted.code().toString()).isEqualTo("extracted");
    }

    @Test
    void regexFunctionsOfARegexThatIsNoConstantCompileItOnEachCallAndRegexpExtractDefaultsToGroupZero() {
        SqlExpr.InputRef regex = new SqlExpr.InputRef(1, STRING);
        SqlExpr.Call extract = call(RegexCalls.REGEXP_EXTRACT, STRING, new SqlExpr.InputRef(0, STRING_NOT_NULL),
                regex);
        SqlExpr.Call matches = call(RegexCalls.REGEXP, SqlType.of(Root.BOOLEAN), new SqlExpr.InputRef(0,
                STRING_NOT_NULL), regex);
        SqlExpr.Call replaced = call(RegexCalls.REGEXP_REPLACE, STRING, new SqlExpr.InputRef(0, STRING_NOT_NULL),
                text("\\d+"), text("$1"));

        assertThat(written(extract)).isEqualTo("java.lang.String extracted = s == null || regex == null ? null"
                + " : io.github.typegen.runtime.sql.SqlFunctions.regexpExtract(s, regex, 0);\n");
        assertThat(written(matches)).isEqualTo("java.lang.Boolean matches = s == null || regex == null ? null"
                + " : io.github.typegen.runtime.sql.SqlFunctions.regexp(s, regex);\n");
        assertThat(written(replaced)).isEqualTo("java.lang.String replaced = s == null ? null"
                + " : io.github.typegen.runtime.sql.SqlFunctions.regexpReplace(s, REGEX_D, \"$1\");\n");
    }

    @Test
    void splitIndexInstrAsciiChrAndOverlayCallTheirHelpersWithFlinksDefaults() {
        SqlExpr.InputRef s = new SqlExpr.InputRef(0, STRING_NOT_NULL);
        SqlExpr.InputRef n = new SqlExpr.InputRef(2, INT);
        SqlType varchar = STRING_NOT_NULL;

        assertThat(written(call(StringCalls.SPLIT_INDEX, STRING, s, text("/"), literal("3", INT))))
                .isEqualTo("java.lang.String piece = s == null ? null : io.github.typegen.runtime.sql.SqlFunctions.splitIndex(s, \"/\","
                        + " 3);\n");
        assertThat(written(call(StringCalls.SPLIT_INDEX, STRING, s, literal("47", INT), n)))
                .isEqualTo("java.lang.String piece = s == null ? null : io.github.typegen.runtime.sql.SqlFunctions.splitIndex(s, 47,"
                        + " n);\n");
        assertThat(written(call(StringCalls.INSTR, INT, s, text("a"))))
                .isEqualTo("java.lang.Integer position = s == null ? null"
                        + " : io.github.typegen.runtime.sql.SqlFunctions.instr(s, \"a\", 1, 1);\n");
        assertThat(written(call(StringCalls.INSTR, INT, s, text("a"), n)))
                .isEqualTo("java.lang.Integer position = s == null ? null"
                        + " : io.github.typegen.runtime.sql.SqlFunctions.instr(s, \"a\", n, 1);\n");
        assertThat(written(call(StringCalls.ASCII, INT, s)))
                .isEqualTo("java.lang.Integer ascii = s == null ? null"
                        + " : io.github.typegen.runtime.sql.SqlFunctions.ascii(s);\n");
        assertThat(written(call(StringCalls.CHR, STRING, new SqlExpr.InputRef(3, BIGINT))))
                .isEqualTo("java.lang.String character = io.github.typegen.runtime.sql.SqlFunctions.chr(id);\n");
        assertThat(written(call(StringCalls.OVERLAY, varchar, s, text("x"), n)))
                .isEqualTo("java.lang.String overlaid = s == null ? null : io.github.typegen.runtime.sql.SqlFunctions.overlay(s, \"x\","
                        + " n);\n");
        assertThat(written(call(StringCalls.OVERLAY, varchar, s, text("x"), n, literal("2", INT))))
                .isEqualTo("java.lang.String overlaid = s == null ? null : io.github.typegen.runtime.sql.SqlFunctions.overlay(s, \"x\","
                        + " n, 2);\n");
        assertThat(registry.describe(call(StringCalls.SPLIT_INDEX, STRING, s, text("/"), literal("3", INT)))
                .origin()).isEqualTo(Origin.JAVA);
        assertThat(registry.describe(call(StringCalls.OVERLAY, varchar, s, text("x"), n)).origin())
                .isEqualTo(Origin.JAVA);
        assertThat(registry.describe(call(StringCalls.CHR, STRING, n)).origin()).isEqualTo(Origin.JAVA);
    }

    @Test
    void anIntegerFlinkPassesAsAnIntIsNoBigintWhileOneItPassesAsALongMayBe() {
        SqlExpr.InputRef s = new SqlExpr.InputRef(0, STRING_NOT_NULL);
        SqlExpr.InputRef id = new SqlExpr.InputRef(3, BIGINT);

        // Flink's generated code calls splitIndex(String, String, int) and instr(..., int, int) with a long: it
        // does not compile
        assertThat(refusal(call(StringCalls.SPLIT_INDEX, STRING, s, text("/"), id)))
                .contains("SPLIT_INDEX with an operand of type BIGINT NOT NULL");
        assertThat(refusal(call(StringCalls.SPLIT_INDEX, STRING, s, id, literal("1", INT))))
                .contains("SPLIT_INDEX with an operand of type BIGINT NOT NULL");
        assertThat(refusal(call(StringCalls.INSTR, INT, s, text("a"), literal("1", INT), id)))
                .contains("INSTR with an operand of type BIGINT NOT NULL");
        // regexpExtract has an overload taking a long, chr and overlay take longs
        assertThat(refusal(call(RegexCalls.REGEXP_EXTRACT, STRING, s, text("a"), id))).isEmpty();
        assertThat(refusal(call(StringCalls.CHR, STRING, id))).isEmpty();
        assertThat(refusal(call(StringCalls.OVERLAY, STRING, s, text("x"), id, id))).isEmpty();
        assertThat(written(call(RegexCalls.REGEXP_EXTRACT, STRING, s, text("a"), id))).isEqualTo("java.lang.String"
                + " extracted = s == null ? null : io.github.typegen.runtime.sql.SqlFunctions.regexpExtract(s, REGEX_A,"
                + " id);\n");
    }

    private Optional<String> refusal(SqlExpr.Call call) {
        List<Operand> operands = call.operands().stream().map(registry::describe).toList();
        return registry.find(call).orElseThrow().check().refusal(call, operands, Type.of(call.type()));
    }

    /**
     * The statements of {@code expression} over the columns {@code s} (0, a string, which the written code tests
     * for null as any string it reads), {@code regex} (1, a nullable string), {@code n} (2, an int) and {@code id}
     * (3, a bigint), each constant named as suggested.
     */
    private static String written(SqlExpr expression) {
        CodeBlock.Builder code = CodeBlock.builder();
        ExprWriter writer = writer(code, new LinkedHashMap<>());
        writer.column(0, new Value(CodeBlock.of("s"), Type.of(STRING_NOT_NULL), Kind.COMPUTED, Origin.COLUMN));
        writer.column(1, new Value(CodeBlock.of("regex"), Type.of(STRING), Kind.COMPUTED, Origin.COLUMN));
        writer.column(2, new Value(CodeBlock.of("n"), Type.of(INT), Kind.COMPUTED, Origin.COLUMN));
        writer.column(3, new Value(CodeBlock.of("id"), Type.of(BIGINT), Kind.COMPUTED, Origin.COLUMN));
        writer.expression(expression);
        return code.build().toString();
    }

    private static SqlExpr.Literal text(String value) {
        return new SqlExpr.Literal(value, SqlType.of(Root.CHAR, value.length()).withNotNull(true));
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
        return writer(code, new LinkedHashMap<>());
    }

    /** A writer into {@code code}, declaring each constant into {@code constants} (its name to its initializer). */
    private static ExprWriter writer(CodeBlock.Builder code, Map<String, String> constants) {
        Set<String> taken = new HashSet<>();
        ExprWriter writer = new ExprWriter(FunctionRegistry.standard(), code, suggestion -> {
            String name = suggestion;
            for (int n = 2; !taken.add(name); n++) {
                name = suggestion + n;
            }
            return name;
        }, (type, suggestion, initializer) -> {
            String name = suggestion;
            for (int n = 2; constants.containsKey(name); n++) {
                name = suggestion + n;
            }
            constants.put(name, initializer.toString());
            return name;
        }, type -> "function");
        writer.column(0, new Value(CodeBlock.of("auction"), Type.of(SqlType.of(Root.BIGINT)), Kind.COMPUTED,
                Origin.COLUMN));
        return writer;
    }
}
