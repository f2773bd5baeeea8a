package io.github.typegen.it.pipeline;

import io.github.typegen.annotations.FlinkType;

/** What the pipelines here emit about a sensor. */
@FlinkType
public record Alert(String sensor, String level, double celsius) {}
