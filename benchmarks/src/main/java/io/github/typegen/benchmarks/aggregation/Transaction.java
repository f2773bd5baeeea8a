package io.github.typegen.benchmarks.aggregation;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;

/**
 * The sample app's card transaction, copied: an account, an amount, a time with the spend-report tutorial's
 * five-second watermark delay.
 */
@FlinkType
@Watermark("transactionTime - INTERVAL '5' SECOND")
public record Transaction(long accountId, long amount, @RowTime LocalDateTime transactionTime) {}
