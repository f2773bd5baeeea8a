package io.github.typegen.processor.codegen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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

    private static SqlExpr.Call call(SqlOperator operator, String name, SqlType type, SqlExpr... operands) {
        return new SqlExpr.Call(operator, name, List.of(operands), type);
    }

    private static SqlExpr.Literal text(String value) {
        return new SqlExpr.Literal(value, SqlType.of(Root.VARCHAR, value.length()).withNotNull(true));
    }
}
