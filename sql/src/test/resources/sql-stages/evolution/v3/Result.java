package evolution;

import io.github.typegen.annotations.FlinkType;

/** Version 3's result, as version 1's. */
@FlinkType
public record Result(long accountId, int total, long purchases, long amounts, Integer largest) {}
