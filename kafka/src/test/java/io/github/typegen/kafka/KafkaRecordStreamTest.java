package io.github.typegen.kafka;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.typegen.kafka.domain.Payment;
import io.github.typegen.kafka.domain.PaymentSchema;
import io.github.typegen.kafka.domain.PaymentTypeInfo;
import org.apache.flink.api.common.eventtime.WatermarkStrategy;
import org.apache.flink.api.common.typeinfo.TypeHint;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.connector.kafka.source.KafkaSource;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.junit.jupiter.api.Test;

/** The streams {@link TypegenKafka#fromSource} builds, without running them. */
class KafkaRecordStreamTest {

    private final StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
    private final KafkaRecordStream<Payment> payments = TypegenKafka.fromSource(env,
            KafkaSource.<KafkaRead<Payment>>builder()
                    .setBootstrapServers("localhost:9092")
                    .setTopics("payments")
                    .setDeserializer(TypegenKafka.deserializer(new PaymentSchema()))
                    .build(),
            WatermarkStrategy.noWatermarks(), "payments");

    @Test
    void everyStreamHasTypegensTypeInformation() {
        assertThat(payments.source().getType()).isEqualTo(new KafkaReadTypeInfo<>(new PaymentTypeInfo()));
        assertThat(payments.records().getType()).isEqualTo(new KafkaRecordTypeInfo<>(new PaymentTypeInfo()));
        assertThat(payments.values().getType()).isEqualTo(new PaymentTypeInfo());
        assertThat(payments.valueType()).isEqualTo(new PaymentTypeInfo());
        assertThat(payments.deadLetters().getType()).isEqualTo(new KafkaDeadLetterTypeInfo());
    }

    @Test
    void flinksTypeExtractionFindsTheGeneratedTypeInformation() {
        // the module's classes carry @TypeInfo (woven as javac writes them), so TypeHints and function signatures
        // resolve to the generated type information too
        assertThat(TypeInformation.of(new TypeHint<KafkaRecord<Payment>>() {}))
                .isEqualTo(new KafkaRecordTypeInfo<>(new PaymentTypeInfo()));
        assertThat(TypeInformation.of(KafkaDeadLetter.class)).isEqualTo(new KafkaDeadLetterTypeInfo());
    }

    @Test
    void theUidIsTheSourcesAndTheSplittingOperatorIsNamedAfterIt() {
        payments.uid("payments-in");

        assertThat(payments.source().getTransformation().getUid()).isEqualTo("payments-in");
        assertThat(payments.records().getTransformation().getUid()).isEqualTo("payments-in-split");
        assertThat(payments.records().getName()).isEqualTo("payments: records and dead letters");
    }
}
