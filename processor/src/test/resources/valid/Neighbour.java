package valid;

import io.github.typegen.annotations.FlinkType;

/** A valid type compiled next to an erroneous one: it still gets its generated classes. */
@FlinkType
public record Neighbour(String name, int rank) {}
