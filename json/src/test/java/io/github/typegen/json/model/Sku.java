package io.github.typegen.json.model;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import io.github.typegen.annotations.FlinkType;

/** Written as its code alone ({@code @JsonValue}), read back through a one-argument factory that trims it. */
@FlinkType(json = true)
public record Sku(String code) {

    @JsonCreator
    public static Sku of(String code) {
        return new Sku(code == null ? null : code.trim());
    }

    @JsonValue
    @Override
    public String code() {
        return code;
    }
}
