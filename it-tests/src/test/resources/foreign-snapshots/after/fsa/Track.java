package fsa;

import io.github.typegen.annotations.FlinkType;

/** legacy removed, components reordered, best (a primitive) and coach added. */
@FlinkType
public record Track(long best, int laps, String id, String coach) {}
