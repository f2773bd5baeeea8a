package com.example.sensors;

import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;

/** Plain Flink code over types Flink would hand to Kryo. */
public final class AlertJob {

    private AlertJob() {}

    public static void main(String[] args) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        DataStream<Sensor> sensors = env.fromData(new Sensor("s1", 20.0), new Sensor("s1", 27.5));
        sensors.keyBy(Sensor::id).process(new Detect()).print();
        env.execute("alerts");
    }
}
