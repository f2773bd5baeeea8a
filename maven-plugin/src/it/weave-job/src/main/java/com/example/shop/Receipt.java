package com.example.shop;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Receipt(String customer, Money total, int orders) {}
