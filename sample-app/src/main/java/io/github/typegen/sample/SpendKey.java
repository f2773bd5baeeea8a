package io.github.typegen.sample;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/**
 * A {@link SpendRow}'s primary key, {@code (accountId, logTs)}: the key of the report's Kafka records, written as
 * JSON by its generated codec, {@code SpendKeyJsonCodec}, as Flink's {@code upsert-kafka} connector writes a key
 * with the {@code json} format: an object of the key's columns.
 */
@FlinkType(json = true)
public record SpendKey(long accountId, LocalDateTime logTs) {

    /** The row's key. */
    public static SpendKey of(SpendRow row) {
        return new SpendKey(row.accountId(), row.logTs());
    }
}
