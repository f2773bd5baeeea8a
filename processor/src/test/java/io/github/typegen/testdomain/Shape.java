package io.github.typegen.testdomain;

import java.util.ArrayList;
import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A sealed interface: records, and a sealed sub-interface with a record and a final POJO. */
@FlinkType
public sealed interface Shape permits Shape.Circle, Shape.Square, Shape.Polygon {

    @FlinkType
    record Circle(Point center, double radius) implements Shape {}

    @FlinkType
    record Square(Point corner, double side) implements Shape {}

    @FlinkType
    sealed interface Polygon extends Shape permits Polygon.Triangle, Polygon.Path {

        @FlinkType
        record Triangle(Point a, Point b, Point c) implements Polygon {}

        @FlinkType
        final class Path implements Polygon {
            public List<Point> points = new ArrayList<>();
            public boolean closed;
        }
    }
}
