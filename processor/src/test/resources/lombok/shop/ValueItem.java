package io.github.typegen.lombokshop;

import java.math.BigDecimal;
import java.time.Instant;

import io.github.typegen.annotations.FlinkType;
import lombok.Value;

/** @Value, fields written without modifiers: Lombok makes them private final, the class final and immutable. */
@FlinkType
@Value
public class ValueItem {
    String sku;
    BigDecimal price;
    Instant listedAt;
    boolean fragile;
    boolean isGift;
}
