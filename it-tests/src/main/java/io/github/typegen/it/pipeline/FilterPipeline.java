package io.github.typegen.it.pipeline;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/** Only {@code @Stage.Filter}: drop implausible readings, keep those at or above a configured threshold. */
@Pipeline
public class FilterPipeline implements Serializable {

    private static final long serialVersionUID = 1L;

    private final double threshold;

    public FilterPipeline(double threshold) {
        this.threshold = threshold;
    }

    @Stage.Filter
    boolean isPlausible(Reading reading) {
        return reading.celsius() > -90 && reading.celsius() < 60;
    }

    @Stage.Filter
    boolean isHot(Reading reading) {
        return reading.celsius() >= threshold;
    }
}
