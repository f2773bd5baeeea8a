package window;

import java.time.LocalDateTime;

import io.github.typegen.annotations.FlinkType;

/** Nexmark q7's inner query: the highest price in a tumbling window. */
@FlinkType
public record MaxPrice(long maxprice, LocalDateTime dateTime) {}
