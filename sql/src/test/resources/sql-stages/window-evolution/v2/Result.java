package windowevolution;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** Version 2's result: {@code total} a BIGINT, {@code smallest} added. */
@FlinkType
public record Result(long accountId, LocalDateTime windowEnd, Long total, long purchases, long amounts,
        Integer largest, Integer smallest) {}
