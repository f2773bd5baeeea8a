package io.github.typegen.benchmarks;

import java.time.Instant;
import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** The record shape: the fields of {@link FlatPojo} as record components. */
@FlinkType
public record FlatRecord(String name, Integer quantity, Instant timestamp, long id, double price, List<String> tags) {}
