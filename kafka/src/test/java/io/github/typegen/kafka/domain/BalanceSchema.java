package io.github.typegen.kafka.domain;

import java.nio.charset.StandardCharsets;
import org.apache.flink.api.common.serialization.SerializationSchema;

/** Writes a {@link Balance} as the UTF-8 line {@code account,payments,cents}. */
public final class BalanceSchema implements SerializationSchema<Balance> {

    private static final long serialVersionUID = 1L;

    @Override
    public byte[] serialize(Balance balance) {
        return balance.toLine().getBytes(StandardCharsets.UTF_8);
    }
}
