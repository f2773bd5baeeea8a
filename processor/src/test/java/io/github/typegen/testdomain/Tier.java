package io.github.typegen.testdomain;

public enum Tier {
    BRONZE,
    SILVER,
    GOLD
}
