package io.github.typegen.it.table;

import io.github.typegen.annotations.FlinkType;

/** The blog post's click: a user's name, the page and the click's epoch milliseconds. */
@FlinkType
public record UserClick(String name, String url, Long cTime) {}
