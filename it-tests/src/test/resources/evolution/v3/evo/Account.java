package evo;

import io.github.typegen.annotations.FlinkType;

/** Version 3, incompatible with version 1: {@code balance} became a String. */
@FlinkType
public record Account(String owner, String balance, String tier) {}
