package sqlcheck;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Place(String city, int storey) {}
