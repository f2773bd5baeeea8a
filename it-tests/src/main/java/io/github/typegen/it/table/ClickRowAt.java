package io.github.typegen.it.table;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** A {@link ClickRow} read back with the metadata column {@code rowtime}: its stream record's timestamp. */
@FlinkType
public record ClickRowAt(String f0, String f1, Long f2, Instant rowtime) {}
