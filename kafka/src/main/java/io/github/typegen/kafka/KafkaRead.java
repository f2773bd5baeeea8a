package io.github.typegen.kafka;

import io.github.typegen.annotations.FlinkType;

/**
 * What the Kafka source emits for one value: a {@link KafkaRecord} read by the value schema, or the
 * {@link KafkaDeadLetter} of a record it could not read; exactly one of the two is set.
 * {@link TypegenKafka#fromSource} splits a stream of them into the records and the {@link TypegenKafka#DEAD_LETTERS}
 * side output, so that a job sees this type only in its {@code KafkaSource<KafkaRead<T>>}.
 *
 * @param record the record, or null for a dead letter
 * @param deadLetter the dead letter, or null for a record
 * @param <T> the value's type
 */
@FlinkType
public record KafkaRead<T>(KafkaRecord<T> record, KafkaDeadLetter deadLetter) {

    public KafkaRead {
        if ((record == null) == (deadLetter == null)) {
            throw new IllegalArgumentException("a KafkaRead holds exactly one of a record and a dead letter");
        }
    }

    static <T> KafkaRead<T> of(KafkaRecord<T> record) {
        return new KafkaRead<>(record, null);
    }

    static <T> KafkaRead<T> of(KafkaDeadLetter deadLetter) {
        return new KafkaRead<>(null, deadLetter);
    }

    /** Whether this is a dead letter. */
    public boolean isDeadLetter() {
        return deadLetter != null;
    }
}
