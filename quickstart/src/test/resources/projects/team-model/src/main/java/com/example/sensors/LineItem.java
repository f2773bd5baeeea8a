package com.example.sensors;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.typegen.annotations.FlinkType;
import lombok.Data;
import lombok.NoArgsConstructor;

/** A mutable Lombok class: getters and setters written by Lombok. */
@FlinkType
@Data
@NoArgsConstructor
@JsonInclude(JsonInclude.Include.NON_NULL)
public class LineItem {
    @JsonProperty("sku")
    private String sku;

    private int quantity;
}
