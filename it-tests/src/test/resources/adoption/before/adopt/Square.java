package adopt;

/** The other implementation of {@link Shape}. */
public record Square(long side) implements Shape {}
