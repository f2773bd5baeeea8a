package io.github.typegen.json.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import io.github.typegen.annotations.FlinkType;

/** Written as a number ({@code @JsonValue} on its getter), read through a delegating constructor. */
@FlinkType(json = true)
public final class Priority {
    private final int level;

    @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
    public Priority(int level) {
        this.level = level;
    }

    @JsonValue
    public int getLevel() {
        return level;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Priority priority && priority.level == level;
    }

    @Override
    public int hashCode() {
        return level;
    }
}
