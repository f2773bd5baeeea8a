package adopt;

/** One implementation of {@link Shape}. */
public record Circle(double radius) implements Shape {}
