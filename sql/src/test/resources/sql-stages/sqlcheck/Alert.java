package sqlcheck;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Alert(String sensor, String level, double celsius) {}
