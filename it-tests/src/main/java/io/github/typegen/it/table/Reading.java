package io.github.typegen.it.table;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** The column order example of docs/table-api.md: fields not in alphabetical order, no all-fields constructor. */
@FlinkType
public class Reading {

    public String sensor;
    public double value;
    public Instant at;
}
