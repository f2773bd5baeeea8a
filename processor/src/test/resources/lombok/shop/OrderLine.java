package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;

/** Not a Lombok class, but it holds one: it waits for Lombok with it, and is immutable as its @Value is. */
@FlinkType
public record OrderLine(String orderId, ValueItem item, WithItem label) {}
