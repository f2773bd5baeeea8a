package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.Data;
import lombok.experimental.Accessors;

/** Chained setters return this. */
@FlinkType
@Data
@Accessors(chain = true)
public class ChainedItem {
    private String color;
    private byte size;
    private boolean isReturned;
}
