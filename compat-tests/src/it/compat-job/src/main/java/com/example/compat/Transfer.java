package com.example.compat;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A record with a nested sealed type, a list and a nullable field. */
@FlinkType
public record Transfer(String account, long cents, Channel channel, List<String> tags) {}
