package io.github.typegen.it.jobs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.junit.jupiter.api.Test;

import io.github.typegen.it.domain.Parcel;
import io.github.typegen.it.domain.ParcelTypeInfo;

/**
 * Plain Flink code picks up a generated serializer registered through {@code pipeline.serialization-config}.
 *
 * <p>Flink 2.3 registers such factories in one JVM-wide map that refuses a second registration of a class;
 * a test environment context applies the configuration twice, so this job runs on its own local
 * environment, and no other test registers {@link Parcel}.
 */
class SerializationConfigTest {

    @Test
    void serializationConfigNamingTheGeneratedFactory() throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        configuration.set(PipelineOptions.SERIALIZATION_CONFIG, List.of(
                Parcel.class.getName() + ": {type: typeinfo, class: " + Parcel.class.getName() + "TypeInfoFactory}"));
        StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(2, configuration);
        List<Parcel> parcels = IntStream.range(0, 100)
                .mapToObj(i -> new Parcel("p-" + i, List.of(i * 1.0, i * 2.0, i * 0.5)))
                .collect(Collectors.toList());

        DataStream<Parcel> received = env.fromData(parcels).keyBy(p -> p.id).filter(p -> true).setParallelism(2);

        assertThat(received.getType()).isInstanceOf(ParcelTypeInfo.class);
        assertThat(received.executeAndCollect(parcels.size() + 1)).containsExactlyInAnyOrderElementsOf(parcels);
    }
}
