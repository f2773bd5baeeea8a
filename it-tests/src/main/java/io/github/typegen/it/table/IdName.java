package io.github.typegen.it.table;

import io.github.typegen.annotations.FlinkType;

/** The page's {@code Tuple2<Long, String>} of the createTemporaryView examples, as a record. */
@FlinkType
public record IdName(long f0, String f1) {}
