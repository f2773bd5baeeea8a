package fsa;

import io.github.typegen.annotations.FlinkType;

/** balance changed from String to long. */
@FlinkType
public record Changed(String id, long balance) {}
