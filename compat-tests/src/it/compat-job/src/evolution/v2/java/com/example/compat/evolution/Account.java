package com.example.compat.evolution;

import io.github.typegen.annotations.FlinkType;

/** Version 2 of the state class: a field added, which state written by version 1 reads as null. */
@FlinkType
public record Account(String id, long cents, String note) {}
