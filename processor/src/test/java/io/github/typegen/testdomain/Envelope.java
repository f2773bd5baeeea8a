package io.github.typegen.testdomain;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A generic record: a type parameter as a field and as the element of a list. */
@FlinkType
public record Envelope<T>(String id, T payload, List<T> history) {}
