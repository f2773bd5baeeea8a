package com.example.compat;

import io.github.typegen.annotations.FlinkType;

/** A generic class: its type information holds that of its type argument. */
@FlinkType
public record Tagged<T>(String tag, T value) {}
