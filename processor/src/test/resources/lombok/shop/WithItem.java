package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.Value;
import lombok.With;

/** @With writes withName(value), which returns a changed copy: not a setter. */
@FlinkType
@Value
@With
public class WithItem {
    String name;
    int version;
}
