package fusion;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.PrimaryKey;

/** A query input whose primary key, a NOT NULL column, is held by a box that can be null. */
@FlinkType
public record Device(@PrimaryKey Integer id, String sensor) {}
