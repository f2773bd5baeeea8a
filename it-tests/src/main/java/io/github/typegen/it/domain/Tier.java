package io.github.typegen.it.domain;

public enum Tier {
    BRONZE,
    SILVER,
    GOLD
}
