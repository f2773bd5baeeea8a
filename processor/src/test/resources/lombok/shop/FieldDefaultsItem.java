package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.AccessLevel;
import lombok.AllArgsConstructor;
import lombok.Getter;
import lombok.experimental.FieldDefaults;

/** @FieldDefaults makes the fields, written without modifiers, private final. */
@FlinkType
@FieldDefaults(makeFinal = true, level = AccessLevel.PRIVATE)
@AllArgsConstructor
@Getter
public class FieldDefaultsItem {
    String warehouse;
    float temperature;
}
