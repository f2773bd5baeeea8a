package io.github.typegen.it.pipeline;

import io.github.typegen.annotations.FlinkType;

/** A sensor reading: what the pipelines here parse and keep. */
@FlinkType
public record Reading(String sensor, double celsius, long time) {

    /** Parses {@code "sensor,celsius,time"}; throws on anything else. */
    public static Reading parse(String line) {
        String[] parts = line.split(",");
        return new Reading(parts[0].trim(), Double.parseDouble(parts[1].trim()), Long.parseLong(parts[2].trim()));
    }
}
