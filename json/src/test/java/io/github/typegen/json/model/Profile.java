package io.github.typegen.json.model;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import com.fasterxml.jackson.annotation.JsonInclude;

import io.github.typegen.annotations.FlinkType;

/**
 * {@code @JsonInclude(NON_EMPTY)} on the class, overridden on some fields; {@code @JsonValue} classes as fields.
 */
@FlinkType(json = true)
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Profile(
        String name,
        List<String> tags,
        Map<String, Integer> scores,
        int[] marks,
        String[] aliases,
        UUID id,
        Optional<String> nick,
        @JsonInclude(JsonInclude.Include.NON_NULL) String title,
        @JsonInclude(JsonInclude.Include.ALWAYS) String note,
        @JsonInclude(JsonInclude.Include.NON_ABSENT) Optional<Integer> level,
        @JsonInclude(JsonInclude.Include.ALWAYS) Optional<Integer> rank,
        int count,
        Boolean active,
        Instant seen,
        Sku sku,
        List<Priority> priorities,
        Money balance) {}
