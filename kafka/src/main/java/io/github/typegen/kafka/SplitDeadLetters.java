package io.github.typegen.kafka;

import org.apache.flink.streaming.api.functions.ProcessFunction;
import org.apache.flink.util.Collector;

/** Sends each record to the main output and each dead letter to {@link TypegenKafka#DEAD_LETTERS}. */
final class SplitDeadLetters<T> extends ProcessFunction<KafkaRead<T>, KafkaRecord<T>> {

    private static final long serialVersionUID = 1L;

    @Override
    public void processElement(KafkaRead<T> read, Context context, Collector<KafkaRecord<T>> out) {
        if (read.isDeadLetter()) {
            context.output(TypegenKafka.DEAD_LETTERS, read.deadLetter());
        } else {
            out.collect(read.record());
        }
    }
}
