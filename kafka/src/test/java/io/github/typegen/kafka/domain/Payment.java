package io.github.typegen.kafka.domain;

import io.github.typegen.annotations.FlinkType;

/** A payment into an account: the tests' Kafka values, written as the line {@code account,seq,cents}. */
@FlinkType
public record Payment(String account, int seq, long cents) {

    /** The line {@link PaymentSchema} reads. */
    public String toLine() {
        return account + "," + seq + "," + cents;
    }
}
