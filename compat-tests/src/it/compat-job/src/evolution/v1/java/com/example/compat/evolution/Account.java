package com.example.compat.evolution;

import io.github.typegen.annotations.FlinkType;

/** Version 1 of the state class. */
@FlinkType
public record Account(String id, long cents) {}
