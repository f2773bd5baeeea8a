package io.github.typegen.it.strings;

import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.typegen.annotations.FlinkType;

/** A value of {@link StringsJob}'s state: strings in a field, a list, a set, and a map's keys and values. */
@FlinkType
public record Note(String text, List<String> lines, Set<String> tags, Map<String, String> attributes,
        Label about) {}
