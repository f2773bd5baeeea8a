package fsa;

/** Version written by PojoSerializer; the adoption widens count and ratio, and boxes boxed. */
public record Widened(String id, int count, float ratio, int boxed) {}
