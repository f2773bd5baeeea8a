package windowevolution;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** Version 1's result. */
@FlinkType
public record Result(long accountId, LocalDateTime windowEnd, Integer total, long purchases, long amounts,
        Integer largest) {}
