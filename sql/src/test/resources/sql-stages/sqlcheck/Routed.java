package sqlcheck;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Routed(String id, Integer port, Double megahertz, String first) {}
