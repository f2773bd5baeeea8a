package io.github.typegen.sample;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;

/**
 * A card transaction, as in the Flink spend-report tutorial's {@code transactions} table: who, how much,
 * when; {@code transactionTime} is the event time, with the tutorial's five-second watermark delay. With
 * {@code spend-report --kafka} it is read from a topic as JSON by its generated codec, {@code TransactionJsonCodec}.
 */
@FlinkType(json = true)
@Watermark("transactionTime - INTERVAL '5' SECOND")
public record Transaction(long accountId, long amount, @RowTime LocalDateTime transactionTime) {}
