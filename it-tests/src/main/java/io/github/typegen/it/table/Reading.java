package io.github.typegen.it.table;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** The README's column order example: fields not in alphabetical order, no all-fields constructor. */
@FlinkType
public class Reading {

    public String sensor;
    public double value;
    public Instant at;
}
