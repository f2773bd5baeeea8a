package fsa;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Square(double side) implements Shape {
    public double area() {
        return side * side;
    }
}
