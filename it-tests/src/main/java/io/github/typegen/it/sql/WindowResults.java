package io.github.typegen.it.sql;

import java.math.BigDecimal;
import java.time.LocalDateTime;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** The rows of the fused window aggregations of {@link FusedWindows}, one record per query, with Flink's types. */
public final class WindowResults {

    private WindowResults() {}

    /** One sensor's readings in a tumbling window, by each kind of aggregate. */
    @FlinkType
    public record Tumbling(String sensor, LocalDateTime windowStart, LocalDateTime windowEnd, long readings,
            long withCelsius, Integer sumCelsius, Integer lowest, Double highestLevel, Integer averageCelsius,
            Double averageLevel, @Column(type = "DECIMAL(38, 2)") BigDecimal positivePrice, Long sumCount,
            long distinctCelsius) {}

    /** One sensor's readings in a hopping window, after a filter, with the window's rowtime. */
    @FlinkType
    public record Hopping(String sensor, LocalDateTime windowEnd, LocalDateTime windowTime, long readings,
            Integer sumCelsius, @Column(type = "DECIMAL(10, 2)") BigDecimal highestPrice, Long averageCount,
            Double sumLevel, long warmPrices) {}

    /** One sensor's readings so far in a cumulating window, the windows of one reading dropped after it. */
    @FlinkType
    public record Cumulating(LocalDateTime windowStart, LocalDateTime windowEnd, String sensor, long readings,
            Integer warmest, Long total, long remainders) {}

    /** All sensors' readings in a tumbling window: no group key. */
    @FlinkType
    public record Everyone(LocalDateTime windowEnd, long readings, Integer coldest) {}

    /** One reading id's readings in a hopping window. */
    @FlinkType
    public record PerId(int id, LocalDateTime windowEnd, long readings, Integer sumCelsius) {}
}
