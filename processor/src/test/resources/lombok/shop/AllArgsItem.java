package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.AllArgsConstructor;
import lombok.Getter;

/** An immutable class from @AllArgsConstructor and @Getter over private final fields. */
@FlinkType
@AllArgsConstructor
@Getter
public class AllArgsItem {
    private final String label;
    private final short weight;
}
