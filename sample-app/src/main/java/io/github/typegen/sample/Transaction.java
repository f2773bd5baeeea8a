package io.github.typegen.sample;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** A card transaction, as in the Flink spend-report tutorial: who, how much, when. */
@FlinkType
public record Transaction(long accountId, long amount, LocalDateTime transactionTime) {}
