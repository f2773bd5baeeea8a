package io.github.typegen.it.table;

import java.nio.charset.StandardCharsets;

import org.apache.flink.api.common.serialization.SerializationSchema;

/** The user's own schema class, e.g. for a Kafka sink: the name Typegen would give {@link Purchase}'s schema. */
public final class PurchaseSchema implements SerializationSchema<Purchase> {
    private static final long serialVersionUID = 1L;

    @Override
    public byte[] serialize(Purchase purchase) {
        return (purchase.sku() + "," + purchase.quantity()).getBytes(StandardCharsets.UTF_8);
    }
}
