package io.github.typegen.it.table;

import java.time.Instant;
import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** A {@link UserClick} read back with the blog post's computed {@code new_cTime} and metadata {@code rowtime}. */
@FlinkType
public record ClickTimes(String name, String url, Long cTime, LocalDateTime new_cTime, Instant rowtime) {}
