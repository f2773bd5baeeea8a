package io.github.typegen.it.table;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/**
 * The mutable POJO of the page's toDataStream examples, read from its datagen {@code GeneratedTable}: the
 * event time is the table's rowtime, {@code TIMESTAMP_LTZ(3)}.
 */
@FlinkType
public class GeneratedUser {

    public String name;
    public Integer score;
    @RowTime
    public Instant event_time;
}
