package io.github.typegen.it.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.apache.flink.api.common.typeinfo.TypeHint;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.domain.Envelope;
import io.github.typegen.it.domain.EnvelopeTypeInfo;
import io.github.typegen.it.domain.Shipment;
import io.github.typegen.it.domain.ShipmentTypeInfo;
import io.github.typegen.it.serializers.TestData;

/**
 * Plain Flink code, with no type information passed by hand, picks up the generated serializers through
 * Flink's {@code @TypeInfo} on the class. Kryo is forbidden.
 */
class TypeExtractionTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    @Test
    void typeInfoAnnotationNamingTheGeneratedFactory() throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        List<Shipment> shipments = IntStream.range(0, 100)
                .mapToObj(i -> new Shipment("track-" + i, TestData.money(i + ".5", "EUR"),
                        Instant.ofEpochSecond(i)))
                .collect(Collectors.toList());

        DataStream<Shipment> relabelled = env.fromData(shipments)
                .keyBy(s -> s.trackingId())
                .map(s -> new Shipment(s.trackingId().toUpperCase(), s.declaredValue(), s.shippedAt()))
                .setParallelism(2);

        assertThat(relabelled.getType()).isInstanceOf(ShipmentTypeInfo.class);
        assertThat(relabelled.executeAndCollect(shipments.size() + 1)).containsExactlyInAnyOrderElementsOf(
                shipments.stream()
                        .map(s -> new Shipment(s.trackingId().toUpperCase(), s.declaredValue(), s.shippedAt()))
                        .collect(Collectors.toList()));
    }

    /**
     * Flink's type extraction hands the type arguments it found to the generated factory of a generic class: a
     * {@code TypeHint}, and a lambda's result declared by one, get {@code EnvelopeTypeInfo<Shipment>}.
     */
    @Test
    void typeHintOfAGenericClassUsesTheGeneratedFactoryWithTheTypeArgument() throws Exception {
        TypeInformation<Envelope<Shipment>> hinted = TypeInformation.of(new TypeHint<Envelope<Shipment>>() {});

        assertThat(hinted).isEqualTo(new EnvelopeTypeInfo<>(new ShipmentTypeInfo()));

        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        List<Shipment> shipments = IntStream.range(0, 50)
                .mapToObj(i -> new Shipment("track-" + i, TestData.money(i + ".5", "EUR"), Instant.ofEpochSecond(i)))
                .collect(Collectors.toList());
        DataStream<Envelope<Shipment>> wrapped = env.fromData(shipments)
                .map(s -> new Envelope<>(s.trackingId(), s, List.of(s)))
                .returns(new TypeHint<Envelope<Shipment>>() {})
                .keyBy(Envelope::id)
                .map(e -> e)
                .returns(hinted)
                .setParallelism(2);

        assertThat(wrapped.getType()).isEqualTo(hinted);
        assertThat(wrapped.executeAndCollect(shipments.size() + 1)).containsExactlyInAnyOrderElementsOf(
                shipments.stream().map(s -> new Envelope<>(s.trackingId(), s, List.of(s))).collect(Collectors.toList()));
    }
}
