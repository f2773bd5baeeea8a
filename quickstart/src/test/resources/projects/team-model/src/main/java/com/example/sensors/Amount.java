package com.example.sensors;

import java.math.BigDecimal;

import io.github.typegen.annotations.FlinkType;

/** How the team stores a Joda {@code Money}: its currency's code and its amount. */
@FlinkType
public record Amount(String currency, BigDecimal amount) {}
