package io.github.typegen.sample;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** A row of the tutorial's report: what an account spent in the period starting at {@code logTs}. */
@FlinkType
public record SpendRow(long accountId, LocalDateTime logTs, long amount) {}
