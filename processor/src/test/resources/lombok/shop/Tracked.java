package io.github.typegen.lombokshop;

import lombok.Getter;
import lombok.Setter;

/** A superclass without @FlinkType whose accessors Lombok writes. */
@Getter
@Setter
public class Tracked {
    private String trackingId;
}
