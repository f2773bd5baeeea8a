package io.github.typegen.benchmarks.order;

import java.util.HashMap;
import java.util.HashSet;

import io.github.typegen.annotations.FlinkType;

/** A hash set of strings and a hash map with string keys: written in the natural order of the strings. */
@FlinkType
public record Labels(String id, HashSet<String> tags, HashMap<String, Long> counters) {}
