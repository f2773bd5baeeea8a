package com.example.compat;

import java.math.BigDecimal;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.FlinkType;

/** An order line, with nullable columns (the boxes, the strings, the decimal) for the query of {@link Quotes}. */
@FlinkType
public record Order(String id, int quantity, Integer discount, double price, @Column(type = "DECIMAL(10, 2)")
        BigDecimal amount, String note) {}
