package fsa;

public record Square(double side) implements Shape {
    public double area() {
        return side * side;
    }
}
