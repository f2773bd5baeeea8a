package com.example.sensors;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;

/** Emits an alert when a sensor heats up by more than five degrees. */
public class Detect extends KeyedProcessFunction<String, Sensor, Alert> {
    private static final long serialVersionUID = 1L;

    private transient ValueState<Site> site;
    private transient ValueState<Double> last;

    @Override
    public void open(OpenContext context) {
        site = getRuntimeContext().getState(new ValueStateDescriptor<>("site", Site.class));
        last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", Double.class));
    }

    @Override
    public void processElement(Sensor reading, Context context, Collector<Alert> out) throws Exception {
        Double previous = last.value();
        if (previous != null && reading.celsius() - previous > 5) {
            Alert alert = new Alert();
            alert.sensorId = reading.id();
            alert.details = site.value();
            out.collect(alert);
        }
        last.update(reading.celsius());
    }
}
