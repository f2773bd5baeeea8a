package fsa;

/** An interface: Flink writes its values with Kryo. */
public interface Shape {
    double area();
}
