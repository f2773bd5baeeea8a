package io.github.typegen.sample;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** What an account spent in one hour: the tutorial's report row (accountId, logTs, amount). */
@FlinkType
public record HourlySpend(long accountId, LocalDateTime logTs, long amount) {}
