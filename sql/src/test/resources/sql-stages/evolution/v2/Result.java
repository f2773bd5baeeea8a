package evolution;

import io.github.typegen.annotations.FlinkType;

/** Version 2's result: {@code total} a BIGINT, {@code smallest} added. */
@FlinkType
public record Result(long accountId, long total, long purchases, long amounts, Integer largest, Integer smallest) {}
