package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.Builder;
import lombok.Value;
import lombok.extern.jackson.Jacksonized;

/** @Value @Builder @Jacksonized: the JSON-ready immutable class. */
@FlinkType
@Value
@Builder
@Jacksonized
public class JacksonizedItem {
    String code;
    int stock;
}
