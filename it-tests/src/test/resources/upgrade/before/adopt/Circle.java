package adopt;

/**
 * One implementation of {@link Shape}, as a final class rather than the record of {@code adoption/before}: Flink 1.20's
 * Kryo (Kryo 2) cannot write a record ("can't get field offset on a record class"), so a job on Flink 1.20 keeps
 * no record in Kryo state.
 */
public final class Circle implements Shape {

    private final double radius;

    public Circle(double radius) {
        this.radius = radius;
    }

    public double getRadius() {
        return radius;
    }

    @Override
    public String toString() {
        return "Circle[radius=" + radius + "]";
    }
}
