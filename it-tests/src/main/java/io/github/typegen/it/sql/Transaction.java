package io.github.typegen.it.sql;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;

/** The sample app's transaction, copied: an account, an amount, a time with its watermark. */
@FlinkType
@Watermark("transactionTime - INTERVAL '5' SECOND")
public record Transaction(long accountId, long amount, @RowTime LocalDateTime transactionTime) {}
