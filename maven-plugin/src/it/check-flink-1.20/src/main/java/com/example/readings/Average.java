package com.example.readings;

import org.apache.flink.api.common.functions.MapFunction;

public class Average implements MapFunction<Reading, Double> {
    @Override
    public Double map(Reading reading) {
        return reading.values.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }
}
