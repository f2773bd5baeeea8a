package fsa;

/** Version written by PojoSerializer. */
public record Track(String id, String legacy, int laps) {}
