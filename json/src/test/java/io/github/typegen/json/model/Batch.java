package io.github.typegen.json.model;

import java.util.Map;
import java.util.Optional;

import io.github.typegen.annotations.FlinkType;

/** A generic class using another with its own type variable, and holding it in a map and an optional. */
@FlinkType(json = true)
public record Batch<T>(String name, Envelope<T> head, Map<String, T> byKey, Optional<T> last) {}
