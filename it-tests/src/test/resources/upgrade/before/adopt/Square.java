package adopt;

/** The other implementation of {@link Shape}, a final class for the same reason as {@link Circle}. */
public final class Square implements Shape {

    private final long side;

    public Square(long side) {
        this.side = side;
    }

    public long getSide() {
        return side;
    }

    @Override
    public String toString() {
        return "Square[side=" + side + "]";
    }
}
