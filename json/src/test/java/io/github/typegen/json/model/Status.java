package io.github.typegen.json.model;

import com.fasterxml.jackson.annotation.JsonProperty;

/** An enum with one constant renamed in JSON. */
public enum Status {
    NEW,
    PAID,
    @JsonProperty("shipped")
    SHIPPED,
    CANCELLED
}
