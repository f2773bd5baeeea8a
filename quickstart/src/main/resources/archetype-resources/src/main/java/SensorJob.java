package ${package};

import java.util.List;

import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/**
 * The hottest reading of each sensor so far: a keyed job whose state and network records go through the serializer
 * Typegen generated for {@link SensorReading}. Kryo is disabled ({@code pipeline.generic-types: false}), so a type
 * Flink could only serialize with Kryo fails the job instead of slowing it down.
 */
public final class SensorJob {

    private SensorJob() {}

    /** An environment with Kryo disabled: the cluster's when submitted, a local one when run from the IDE. */
    public static StreamExecutionEnvironment environment() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        return StreamExecutionEnvironment.getExecutionEnvironment(configuration);
    }

    /** For every reading, the hottest reading of its sensor up to and including it. */
    public static DataStream<SensorReading> hottest(DataStream<SensorReading> readings) {
        return readings
                .keyBy(SensorReading::sensorId, Types.STRING)
                .reduce((hottest, reading) -> reading.celsius() > hottest.celsius() ? reading : hottest)
                .name("hottest per sensor")
                .uid("hottest-per-sensor");
    }

    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = environment();
        DataStream<SensorReading> readings = env.fromData(List.of(
                new SensorReading("boiler", 1_000L, 61.5),
                new SensorReading("attic", 1_000L, 18.0),
                new SensorReading("boiler", 2_000L, 64.0),
                new SensorReading("attic", 2_000L, 17.5)));
        hottest(readings).print();
        env.execute("hottest reading per sensor");
    }
}
