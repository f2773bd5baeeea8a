package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.Data;
import lombok.experimental.Accessors;

/** Fluent accessors: name() reads, name(value) sets and returns this. */
@FlinkType
@Data
@Accessors(fluent = true)
public class FluentItem {
    private String brand;
    private long barcode;
    private boolean isSealed;
}
