package io.github.typegen.it.table;

import io.github.typegen.annotations.FlinkType;

/**
 * The blog post's changelog rows {@code Row(f0: String, f1: String, f2: Long)}: name, page and epoch
 * milliseconds. No {@code @PrimaryKey}: the post declares the key {@code (f0, f1)} in its {@code Schema}.
 */
@FlinkType
public record ClickRow(String f0, String f1, Long f2) {}
