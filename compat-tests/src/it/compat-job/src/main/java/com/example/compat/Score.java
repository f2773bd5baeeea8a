package com.example.compat;

import io.github.typegen.annotations.FlinkType;

/** A row of a table: its generated FooSchema maps it to and from Flink's rows. */
@FlinkType
public record Score(String name, Integer points) {}
