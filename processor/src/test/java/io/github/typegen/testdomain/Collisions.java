package io.github.typegen.testdomain;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.github.typegen.annotations.FlinkType;

/**
 * Fields named like the parameters, locals and constants of generated code, and like restricted
 * identifiers: generated code must pick other names for its own locals.
 */
@FlinkType
public class Collisions {
    public String value;
    public String target;
    public String source;
    public String result;
    public Integer nulls;
    public int tag;
    public int i;
    public List<String> element;
    public Map<String, String> key;
    public Map<String, List<String>> entry;
    public Optional<String> present;
    public String from;
    public String e;
    public String record;
    public List<String> var;
    public List<String> yield;
    public String valueSize;
}
