package io.github.typegen.it.table;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.annotations.PrimaryKey;

/** A score keyed by name: the upsert stream of the page's fromChangelogStream example 2. */
@FlinkType
public record KeyedNameScore(@PrimaryKey String name, Integer score) {}
