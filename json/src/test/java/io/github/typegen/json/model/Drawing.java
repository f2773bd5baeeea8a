package io.github.typegen.json.model;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** Sealed values as a field and in a list. */
@FlinkType(json = true)
public record Drawing(String title, Shape main, List<Shape> shapes) {}
