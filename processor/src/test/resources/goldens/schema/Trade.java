package golden;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.PrimaryKey;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;

/** A trade: every table annotation, an enum, an explicit DECIMAL and a list column. */
@FlinkType
@Watermark("executed_at - INTERVAL '5' SECOND")
public record Trade(
        @PrimaryKey long id,
        @Column(name = "symbol", type = "VARCHAR(12)") String ticker,
        Side side,
        @Column(type = "DECIMAL(10, 2)") BigDecimal price,
        List<String> tags,
        @RowTime @Column(name = "executed_at") Instant executedAt) {

    public enum Side { BUY, SELL }
}
