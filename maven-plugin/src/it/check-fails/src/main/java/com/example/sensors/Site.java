package com.example.sensors;

import io.github.typegen.annotations.FlinkType;

/** Fine: @FlinkType. */
@FlinkType
public record Site(String name, double latitude, double longitude) {}
