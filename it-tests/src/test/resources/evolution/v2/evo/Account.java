package evo;

import io.github.typegen.annotations.FlinkType;

/** Version 2: {@code note} removed, {@code balance} widened to long, {@code tier} added. */
@FlinkType
public record Account(String owner, long balance, String tier) {}
