package io.github.typegen.it.pipeline;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * {@code @Stage.KeyBy} twice, with stateless stages between: parse, shuffle by sensor, classify, shuffle by
 * level (a record key), count characters of the description.
 */
@Pipeline
public class KeyByPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    @Stage.Map
    Reading parse(String line) {
        return Reading.parse(line);
    }

    @Stage.KeyBy
    String sensor(Reading reading) {
        return reading.sensor();
    }

    @Stage.Map
    Alert classify(Reading reading) {
        return new Alert(reading.sensor(), reading.celsius() >= 30 ? "hot" : "normal", reading.celsius());
    }

    @Stage.KeyBy
    Alert byAlert(Alert alert) {
        return new Alert(null, alert.level(), 0);
    }

    @Stage.Map
    String describe(Alert alert) {
        return alert.sensor() + " is " + alert.level();
    }
}
