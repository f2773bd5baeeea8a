package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Point(int x, int y) {}
