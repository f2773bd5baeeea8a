package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.Data;
import lombok.EqualsAndHashCode;

/** A Lombok POJO whose superclass is a Lombok class too. */
@FlinkType
@Data
@EqualsAndHashCode(callSuper = true)
public class Shipment extends Tracked {
    private String carrier;
}
