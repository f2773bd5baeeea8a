package com.example.sensors;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.typegen.annotations.FlinkType;

/** A record with Jackson annotations on its components and on its constructor. */
@FlinkType
public record Merchant(@JsonProperty("merchant_id") String merchantId, String name) {

    @JsonCreator
    public Merchant {}
}
