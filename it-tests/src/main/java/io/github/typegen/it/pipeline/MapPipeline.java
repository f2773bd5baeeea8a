package io.github.typegen.it.pipeline;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Only {@code @Stage.Map}: parse, calibrate by a configured offset, convert to Fahrenheit. */
@Pipeline
public class MapPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    private final double offset;

    public MapPipeline(double offset) {
        this.offset = offset;
    }

    @Stage.Map
    public Reading parse(String line) {
        return Reading.parse(line);
    }

    @Stage.Map
    public Reading calibrate(Reading reading) {
        return new Reading(reading.sensor(), reading.celsius() + offset, reading.time());
    }

    @Stage.Map
    public double fahrenheit(Reading reading) {
        return reading.celsius() * 9 / 5 + 32;
    }
}
