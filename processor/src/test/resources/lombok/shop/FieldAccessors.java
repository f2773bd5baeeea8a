package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

/** @Getter and @Setter on the fields, the no-argument constructor from @NoArgsConstructor. */
@FlinkType
@NoArgsConstructor
public class FieldAccessors {
    @Getter @Setter private String street;
    @Getter @Setter private int number;
    @Getter @Setter private boolean isPrimary;
}
