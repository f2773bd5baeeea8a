package io.github.typegen.it.domain;

import java.util.Map;
import java.util.Set;

import io.github.typegen.annotations.FlinkType;

/**
 * A key type with a hash set and a hash map: equal baskets must serialize to equal bytes, whatever order their
 * set and map were filled in, for RocksDB and ForSt to find one state per key.
 */
@FlinkType
public record Basket(String customer, Set<String> tags, Map<String, Integer> limits) {}
