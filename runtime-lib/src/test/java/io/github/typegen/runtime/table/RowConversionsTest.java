package io.github.typegen.runtime.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;

/** The decimal check of the external path gives what the internal one does, without a DecimalData. */
class RowConversionsTest {

    @Test
    void bigDecimalRoundsAsTheInternalConversionDoes() {
        for (String text : new String[] {"1.005", "-1.005", "12345678.994", "0", "0.5", "99999999.99", "1e-20"}) {
            BigDecimal value = new BigDecimal(text);
            for (int[] type : new int[][] {{10, 2}, {38, 18}, {20, 0}}) {
                BigDecimal external = RowConversions.bigDecimal(value, type[0], type[1], "t.f");
                BigDecimal internal = RowConversions.decimal(value, type[0], type[1], "t.f").toBigDecimal();
                assertThat(external).as(text + " as DECIMAL(%d, %d)", type[0], type[1]).isEqualTo(internal);
            }
        }
    }

    @Test
    void bigDecimalRejectsAValueTooLongForThePrecision() {
        assertThatThrownBy(() -> RowConversions.bigDecimal(new BigDecimal("99999999.995"), 10, 2, "t.price"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("t.price: 99999999.995 does not fit DECIMAL(10, 2)");
    }
}
