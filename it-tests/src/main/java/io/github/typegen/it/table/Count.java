package io.github.typegen.it.table;

import io.github.typegen.annotations.FlinkType;

/** The page's {@code DataStream<Integer>} of the attachAsDataStream example, as a one-column record. */
@FlinkType
public record Count(Integer f0) {}
