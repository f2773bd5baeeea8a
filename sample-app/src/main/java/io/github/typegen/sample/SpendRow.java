package io.github.typegen.sample;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.PrimaryKey;

/**
 * A row of the tutorial's report: what an account spent in the period starting at {@code logTs}. An account and
 * a period are a row's key (the report's {@code GROUP BY}), the primary key of its database table and, as a
 * {@link SpendKey}, the key of its Kafka records; with {@code spend-report --kafka} a row is written as JSON by its
 * generated codec, {@code SpendRowJsonCodec}.
 */
@FlinkType(json = true)
public record SpendRow(@PrimaryKey long accountId, @PrimaryKey LocalDateTime logTs, long amount) {}
