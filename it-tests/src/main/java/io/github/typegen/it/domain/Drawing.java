package io.github.typegen.it.domain;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** A record holding a sealed type, keyed by owner. */
@FlinkType
public record Drawing(String owner, Shape shape, Instant createdAt) {}
