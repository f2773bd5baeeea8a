package sqlcheck;

import io.github.typegen.annotations.FlinkType;

/** {@link Alert} with a whole-degree {@code INT NOT NULL} column. */
@FlinkType
public record Rounded(String sensor, String level, int celsius) {}
