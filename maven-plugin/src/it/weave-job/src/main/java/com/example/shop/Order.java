package com.example.shop;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Order(String customer, Money amount, Payment payment) {}
