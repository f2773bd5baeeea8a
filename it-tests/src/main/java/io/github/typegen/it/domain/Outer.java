package io.github.typegen.it.domain;

import io.github.typegen.annotations.FlinkType;

/** Holds a nested {@code @FlinkType}: its generated classes are named {@code Outer_Inner*}. */
public final class Outer {

    private Outer() {}

    @FlinkType
    public record Inner(String name, Tier tier) {}
}
