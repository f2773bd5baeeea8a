package erroneous;

import io.github.typegen.annotations.FlinkType;

@FlinkType(prefix = "Order-Event")
public record ErroneousPrefix(String id) {}
