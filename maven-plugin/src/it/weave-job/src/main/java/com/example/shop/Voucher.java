package com.example.shop;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Voucher(String code) implements Payment {}
