package io.github.typegen.it.domain;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A sealed interface: one tagged serializer for the hierarchy. Flink sends interfaces to Kryo. */
@FlinkType
public sealed interface Shape permits Shape.Circle, Shape.Rectangle, Shape.Polygon {

    @FlinkType
    record Circle(Point center, double radius) implements Shape {}

    @FlinkType
    record Rectangle(Point corner, double width, double height) implements Shape {}

    @FlinkType
    record Polygon(List<Point> points) implements Shape {}
}
