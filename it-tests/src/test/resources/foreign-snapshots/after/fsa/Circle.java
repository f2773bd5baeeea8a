package fsa;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Circle(double radius) implements Shape {
    public double area() {
        return Math.PI * radius * radius;
    }
}
