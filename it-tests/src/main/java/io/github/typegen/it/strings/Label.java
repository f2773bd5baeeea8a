package io.github.typegen.it.strings;

import io.github.typegen.annotations.FlinkType;

/** The key of {@link StringsJob}, and of its {@code MapState}: a name of any kind of characters. */
@FlinkType
public record Label(String name, int shard) {}
