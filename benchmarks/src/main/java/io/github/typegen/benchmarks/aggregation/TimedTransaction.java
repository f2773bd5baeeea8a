package io.github.typegen.benchmarks.aggregation;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/**
 * A card transaction whose rowtime carries the stream's own watermarks ({@code SOURCE_WATERMARK()}): the input of
 * the window aggregations, which read the watermarks the stream has.
 */
@FlinkType
public record TimedTransaction(long accountId, long amount, @RowTime LocalDateTime transactionTime) {}
