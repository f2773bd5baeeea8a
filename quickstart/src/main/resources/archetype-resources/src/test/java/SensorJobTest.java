package ${package};

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Runs the job on an embedded Flink cluster, on the classes Typegen annotated with Flink's {@code @TypeInfo}. */
class SensorJobTest {

    @RegisterExtension
    static final MiniClusterExtension FLINK = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(2)
                    .build());

    @Test
    void flinksTypeExtractionFindsTheGeneratedTypeInformation() {
        assertEquals(SensorReadingTypeInfo.class, TypeInformation.of(SensorReading.class).getClass());
    }

    @Test
    void theHottestReadingOfEachSensor() throws Exception {
        List<SensorReading> readings = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            // sensor-0 is hottest at i = 9, sensor-1 at i = 19, sensor-2 at i = 29
            readings.add(new SensorReading("sensor-" + (i % 3), i, 20.0 + (i % 10) + i / 10 * 0.5));
        }
        StreamExecutionEnvironment env = SensorJob.environment();
        env.setParallelism(2);

        List<SensorReading> out = SensorJob.hottest(env.fromData(readings)).executeAndCollect(readings.size());

        assertEquals(readings.size(), out.size());
        Map<String, SensorReading> last = new LinkedHashMap<>();
        for (SensorReading reading : out) {
            last.put(reading.sensorId(), reading);
        }
        assertEquals(Map.of(
                        "sensor-0", new SensorReading("sensor-0", 9, 29.0),
                        "sensor-1", new SensorReading("sensor-1", 19, 29.5),
                        "sensor-2", new SensorReading("sensor-2", 29, 30.0)),
                last);
    }
}
