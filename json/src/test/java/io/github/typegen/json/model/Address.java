package io.github.typegen.json.model;

import io.github.typegen.annotations.FlinkType;

/** A nested POJO with public fields. */
@FlinkType(json = true)
public final class Address {
    public String street;
    public String city;
    public int zip;

    public Address() {}

    public Address(String street, String city, int zip) {
        this.street = street;
        this.city = city;
        this.zip = zip;
    }
}
