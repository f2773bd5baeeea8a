package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Data;
import lombok.NoArgsConstructor;

/** The usual combination: a mutable POJO that also has a builder and an all-arguments constructor. */
@FlinkType
@Data
@Builder
@NoArgsConstructor
@AllArgsConstructor
public class CatalogEntry {
    private String title;
    private double rating;
    private ValueItem item;
}
