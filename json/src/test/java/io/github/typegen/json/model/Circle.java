package io.github.typegen.json.model;

import io.github.typegen.annotations.FlinkType;

@FlinkType(json = true)
public record Circle(double radius, String label) implements Shape {}
