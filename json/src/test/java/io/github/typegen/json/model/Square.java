package io.github.typegen.json.model;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

@FlinkType(json = true)
public record Square(double side, List<String> tags) implements Shape {}
