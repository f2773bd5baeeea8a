package windowevolution;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** Version 3's result, version 1's columns. */
@FlinkType
public record Result(long accountId, LocalDateTime windowEnd, Integer total, long purchases, long amounts,
        Integer largest) {}
