package evo;

import io.github.typegen.annotations.FlinkType;

/** Version 1. */
@FlinkType
public record Account(String owner, int balance, String note) {}
