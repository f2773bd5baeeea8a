package sqlcheck;

import io.github.typegen.annotations.FlinkType;

/** A {@code BIGINT NOT NULL} column, which Flink fills from an {@code INT NOT NULL} by an implicit cast. */
@FlinkType
public record Total(String sensor, long count) {}
