package io.github.typegen.it.pipeline;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.apache.flink.util.Collector;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * The three forms of {@code @Stage.FlatMap}: split a batch of lines through a {@code Collector}, parse each
 * line that can be parsed ({@code Optional}), and derive zero to two alerts per reading ({@code List}).
 */
@Pipeline
public class FlatMapPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    @Stage.FlatMap
    void split(String batch, Collector<String> out) {
        for (String line : batch.split(";")) {
            out.collect(line);
        }
    }

    @Stage.FlatMap
    Optional<Reading> tryParse(String line) {
        try {
            return Optional.of(Reading.parse(line));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    @Stage.FlatMap
    List<Alert> alerts(Reading reading) {
        List<Alert> alerts = new ArrayList<>();
        if (reading.celsius() >= 30) {
            alerts.add(new Alert(reading.sensor(), "hot", reading.celsius()));
        }
        if (reading.celsius() >= 40) {
            alerts.add(new Alert(reading.sensor(), "critical", reading.celsius()));
        }
        if (reading.celsius() <= 0) {
            alerts.add(new Alert(reading.sensor(), "frost", reading.celsius()));
        }
        return alerts;
    }
}
