package io.github.typegen.json.model;

import java.time.Instant;
import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A generic class: its codec takes the codec of its type argument. */
@FlinkType(json = true)
public record Envelope<T>(String id, Instant at, T payload, List<T> history) {}
