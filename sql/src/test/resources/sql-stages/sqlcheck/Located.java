package sqlcheck;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Located(String sensor, String city, Integer storey) {}
