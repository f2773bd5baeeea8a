package io.github.typegen.it.table;

import java.time.Instant;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.RowTime;

/**
 * Example 5 of the page: the columns declared by hand, event time first with precision 3 and the stream's
 * watermarks, and the page's printed {@code VARCHAR(200)} for the name.
 */
@FlinkType
public record EventTimeFirstUser(
        @RowTime @Column(type = "TIMESTAMP_LTZ(3)") Instant event_time,
        @Column(type = "VARCHAR(200)") String name,
        Integer score) {}
