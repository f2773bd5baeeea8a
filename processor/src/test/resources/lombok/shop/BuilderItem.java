package io.github.typegen.lombokshop;

import java.util.List;

import io.github.typegen.annotations.FlinkType;
import lombok.Builder;
import lombok.Getter;

/** @Builder alone writes the all-arguments constructor (package-private) it builds through: no setters. */
@FlinkType
@Builder
@Getter
public class BuilderItem {
    private String id;
    private long count;
    private List<String> tags;
}
