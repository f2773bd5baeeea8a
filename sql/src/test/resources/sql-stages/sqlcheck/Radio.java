package sqlcheck;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Radio(double megahertz) implements Channel {}
