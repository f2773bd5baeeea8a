package sqlcheck;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Wired(int port) implements Channel {}
