package erroneoustable;

import java.math.BigDecimal;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** An explicit column type with an unclosed parenthesis. */
@FlinkType
public class ErroneousBadSqlType {
    public long id;
    @Column(type = "DECIMAL(10, 2")
    public BigDecimal price;
}
