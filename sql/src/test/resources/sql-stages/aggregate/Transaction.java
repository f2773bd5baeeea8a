package aggregate;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;

/** The sample app's transaction: an account, an amount, a time. */
@FlinkType
@Watermark("transactionTime - INTERVAL '5' SECOND")
public record Transaction(long accountId, long amount, @RowTime LocalDateTime transactionTime) {}
