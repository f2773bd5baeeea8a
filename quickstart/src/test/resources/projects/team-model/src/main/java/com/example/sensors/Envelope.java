package com.example.sensors;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** How every message reaches the team's jobs: where it came from, when, and the message itself. */
@FlinkType
public record Envelope<T>(String source, Instant receivedAt, T body) {}
