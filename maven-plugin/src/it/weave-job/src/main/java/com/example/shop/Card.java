package com.example.shop;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Card(String last4) implements Payment {}
