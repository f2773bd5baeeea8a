package io.github.typegen.benchmarks.json;

import com.dslplatform.json.CompiledJson;

import io.github.typegen.annotations.FlinkType;

/** A nested object of {@link OrderEvent}. */
@FlinkType(json = true)
@CompiledJson
public class PostalAddress {
    public String name;
    public String street;
    public String city;
    public String postalCode;
    public String country;
}
