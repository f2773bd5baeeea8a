package io.github.typegen.it.domain;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Point(int x, int y) {}
