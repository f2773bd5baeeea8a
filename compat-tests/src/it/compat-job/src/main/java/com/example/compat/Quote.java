package com.example.compat;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** What {@link Quotes} computes of an {@link Order}. */
@FlinkType
public record Quote(String id, int tripled, Integer net, Double unit, BigDecimal raised, String label,
        Boolean cheap) {}
