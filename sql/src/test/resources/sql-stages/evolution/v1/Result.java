package evolution;

import io.github.typegen.annotations.FlinkType;

/** Version 1's result. */
@FlinkType
public record Result(long accountId, int total, long purchases, long amounts, Integer largest) {}
