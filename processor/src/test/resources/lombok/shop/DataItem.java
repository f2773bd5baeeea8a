package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.Data;

/** A mutable POJO: @Data writes the no-argument constructor, getters and setters; booleans with and without "is". */
@FlinkType
@Data
public class DataItem {
    private String name;
    private int quantity;
    private boolean active;
    private boolean isGift;
    private Boolean express;
    private Category category;
}
