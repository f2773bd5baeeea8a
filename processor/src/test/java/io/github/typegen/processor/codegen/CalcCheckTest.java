package io.github.typegen.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
 * The decision step refuses by each function's rules, from what is known of the operands, without writing anything;
 * a writer asked to write what it refuses fails as the bug that is.
 */
class CalcCheckTest {

    private static final SqlType STRING = SqlType.of(Root.VARCHAR, SqlType.MAX_LENGTH);
    private static final SqlType BOOLEAN = SqlType.of(Root.BOOLEAN);
    private static final SqlExpr.InputRef COLUMN = new SqlExpr.InputRef(0, STRING);

    @Test
    void aStringTheColumnOrAConstantMayBeIsNotCaseMapped() {
        // CASE WHEN b THEN s ELSE 'x' END: a column's string or one made from a Java string, depending on b
        SqlExpr.Call either = call(ConditionalCalls.CASE, "CASE", STRING, new SqlExpr.InputRef(1, BOOLEAN), COLUMN,
                text("x"));

        assertThat(CalcCheck.unsupported(call(StringCalls.UPPER, "UPPER", STRING, either))).contains(
                "UPPER of a string Flink holds one way or another, depending on the value");
        // a column alone, a concatenation (made from bytes) and a constant each hold one known way
        assertThat(CalcCheck.unsupported(call(StringCalls.UPPER, "UPPER", STRING, COLUMN))).isEmpty();
        assertThat(CalcCheck.unsupported(call(StringCalls.UPPER, "UPPER", STRING,
                call(StringCalls.CONCAT, "||", STRING, either, text("!"))))).isEmpty();
    }

    @Test
    void theOrderOfAColumnIsWrittenOnlyAgainstAConstantBelowTheSurrogates() {
        SqlExpr.Call plain = call(ComparisonCalls.LESS_THAN, "<", BOOLEAN, COLUMN, text("abc"));
        SqlExpr.Call privateUse = call(ComparisonCalls.LESS_THAN, "<", BOOLEAN, COLUMN, text("\uE000"));

        assertThat(CalcCheck.unsupported(plain)).isEmpty();
        assertThat(CalcCheck.unsupported(privateUse)).hasValueSatisfying(reason ->
                assertThat(reason).startsWith("< between a string column and a value that may hold characters"));
    }

    @Test
    void stringFunctionsRefuseOperandsFlinksGeneratedCodeCannotPass() {
        SqlType bigint = SqlType.of(Root.BIGINT);
        SqlType integer = SqlType.of(Root.INT);
        SqlExpr.InputRef id = new SqlExpr.InputRef(1, bigint);
        SqlExpr.InputRef flag = new SqlExpr.InputRef(1, BOOLEAN);

        // Flink calls splitIndex(String, String, int) and instr(..., int, int): a BIGINT does not compile there
        assertThat(CalcCheck.unsupported(call(StringCalls.SPLIT_INDEX, "SPLIT_INDEX", STRING, COLUMN, text("/"),
                id))).contains("SPLIT_INDEX with an operand of type BIGINT");
        assertThat(CalcCheck.unsupported(call(StringCalls.INSTR, "INSTR", integer, COLUMN, text("a"), id)))
                .contains("INSTR with an operand of type BIGINT");
        // a boolean is no string, nor an integer
        assertThat(CalcCheck.unsupported(call(RegexCalls.REGEXP, "REGEXP", BOOLEAN, COLUMN, flag)))
                .contains("REGEXP of BOOLEAN");
        assertThat(CalcCheck.unsupported(call(RegexCalls.REGEXP_EXTRACT, "REGEXP_EXTRACT", STRING, COLUMN,
                text("a"), flag))).contains("REGEXP_EXTRACT with a group of type BOOLEAN");
        assertThat(CalcCheck.unsupported(call(StringCalls.OVERLAY, "OVERLAY", STRING, COLUMN, text("x"), flag)))
                .contains("OVERLAY with an operand of type BOOLEAN");
        // a BIGINT Flink passes as a long
        assertThat(CalcCheck.unsupported(call(RegexCalls.REGEXP_EXTRACT, "REGEXP_EXTRACT", STRING, COLUMN,
                text("a"), id))).isEmpty();
        assertThat(CalcCheck.unsupported(call(StringCalls.CHR, "CHR", STRING, id))).isEmpty();
    }

    @Test
    void aWriterAskedToWriteWhatTheCheckRefusesFailsAsABug() {
        SqlExpr.Call privateUse = call(ComparisonCalls.LESS_THAN, "<", BOOLEAN, COLUMN, text("\uE000"));
        Set<String> taken = new HashSet<>();
        ExprWriter writer = new ExprWriter(FunctionRegistry.standard(), CodeBlock.builder(), suggestion -> {
            String name = suggestion;
            for (int n = 2; !taken.add(name); n++) {
                name = suggestion + n;
            }
            return name;
        }, (type, suggestion, initializer) -> suggestion, type -> "function");
        writer.column(0, new Value(CodeBlock.of("s"), Type.of(STRING), Kind.COMPUTED, Origin.COLUMN));

        assertThatThrownBy(() -> writer.expression(privateUse)).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("The decision step should have refused");
    }

    @Test
    void whatDependsOnTheSessionTimeZoneIsWrittenOnlyWhenTheBuildDeclaresIt() {
        SqlType ltz = SqlType.of(Root.TIMESTAMP_LTZ, 3);
        SqlExpr.InputRef at = new SqlExpr.InputRef(0, ltz);
        SqlExpr.Literal pattern = text("HH:mm");
        SqlExpr.Call formatted = call(DateTimeCode.DATE_FORMAT, "DATE_FORMAT", STRING, at, pattern);
        SqlExpr.Call asDate = call(CastCalls.CAST, "CAST", SqlType.of(Root.DATE), at);
        SqlExpr.Call asText = call(CastCalls.CAST, "CAST", STRING, at);
        SqlExpr.Call fromText = call(CastCalls.CAST, "CAST", ltz, COLUMN);
        SqlExpr.Literal constant = new SqlExpr.Literal("2024-03-31 01:30:00", ltz.withNotNull(true));
        SqlExpr.Call floored = call(DateTimeCode.FLOOR, "FLOOR", ltz, at, new SqlExpr.Literal("HOUR",
                SqlType.of(Root.SYMBOL)));
        ZoneId berlin = ZoneId.of("Europe/Berlin");

        for (SqlExpr zoned : List.of(formatted, asDate, asText, fromText, constant)) {
            assertThat(CalcCheck.unsupported(zoned)).as("%s", zoned).hasValueSatisfying(reason ->
                    assertThat(reason).contains("table.local-time-zone").contains("-Atypegen.sql.timeZone"));
            assertThat(CalcCheck.unsupported(zoned, berlin)).as("%s", zoned).isEmpty();
        }
        // FLOOR of an instant to a unit of the wall clock is not written, zone or not
        assertThat(CalcCheck.unsupported(floored, berlin)).contains("FLOOR of TIMESTAMP_LTZ(3)");
    }

    @Test
    void dateFormatOfAPatternDateTimeFormatterRefusesIsLeftToFlinksRuntime() {
        SqlExpr.InputRef at = new SqlExpr.InputRef(0, SqlType.of(Root.TIMESTAMP, 3));

        // the written code makes its formatter once; Flink's runtime fails the job at the first row
        assertThat(CalcCheck.unsupported(call(DateTimeCode.DATE_FORMAT, "DATE_FORMAT", STRING, at,
                text("yyyy-MM-dd {")))).hasValueSatisfying(reason -> assertThat(reason)
                        .startsWith("DATE_FORMAT with the pattern 'yyyy-MM-dd {', which is not a DateTimeFormatter"));
        assertThat(CalcCheck.unsupported(call(DateTimeCode.DATE_FORMAT, "DATE_FORMAT", STRING, at,
                text("yyyy-MM-dd 'at' HH:mm")))).isEmpty();
    }

    @Test
    void aUserFunctionCallIsRefusedWhereItsArgumentsOrResultAreNotConvertedAsFlinkConvertsThem() {
        SqlType local = SqlType.of(Root.TIMESTAMP, 3);
        SqlType nullableLong = SqlType.of(Root.BIGINT);
        SqlExpr.Call sqlTimestamp = userCall(new SqlExpr.InputRef(0, local), "java.sql.Timestamp", STRING,
                "java.lang.String", false);
        SqlExpr.Call nullToPrimitive = userCall(new SqlExpr.InputRef(0, nullableLong), "long", STRING,
                "java.lang.String", false);
        SqlExpr.Call dateResult = userCall(new SqlExpr.InputRef(0, nullableLong), "java.lang.Long",
                SqlType.of(Root.DATE), "java.time.LocalDate", false);
        SqlExpr.Call varArgs = userCall(new SqlExpr.InputRef(0, nullableLong), "java.lang.Long", STRING,
                "java.lang.String", true);
        SqlExpr.Call written = userCall(new SqlExpr.InputRef(0, local), "java.time.LocalDateTime", STRING,
                "java.lang.String", false);

        assertThat(CalcCheck.unsupported(sqlTimestamp)).hasValueSatisfying(reason -> assertThat(reason)
                .contains("an argument of type TIMESTAMP(3) passed as java.sql.Timestamp"));
        assertThat(CalcCheck.unsupported(nullToPrimitive)).hasValueSatisfying(reason -> assertThat(reason)
                .contains("an argument that may be NULL passed as long"));
        assertThat(CalcCheck.unsupported(dateResult)).hasValueSatisfying(reason -> assertThat(reason)
                .contains("giving DATE as java.time.LocalDate"));
        assertThat(CalcCheck.unsupported(varArgs)).hasValueSatisfying(reason -> assertThat(reason)
                .contains("whose eval method takes varargs"));
        assertThat(CalcCheck.unsupported(written)).isEmpty();
    }

    /** A call of a user function {@code f} of one operand passed as {@code argument}, giving {@code result}. */
    private static SqlExpr.Call userCall(SqlExpr operand, String argument, SqlType type, String result,
            boolean varArgs) {
        SqlExpr.UserFunction function = new SqlExpr.UserFunction("functions.F", List.of(argument), varArgs, result,
                List.of(argument), result, true);
        return new SqlExpr.Call(SqlOperator.OTHER, "f", List.of(operand), type, function);
    }

    private static SqlExpr.Call call(SqlOperator operator, String name, SqlType type, SqlExpr... operands) {
        return new SqlExpr.Call(operator, name, List.of(operands), type);
    }

    private static SqlExpr.Literal text(String value) {
        return new SqlExpr.Literal(value, SqlType.of(Root.VARCHAR, value.length()).withNotNull(true));
    }
}
