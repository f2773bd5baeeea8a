package com.example.readings;

import java.util.List;

/** A Flink POJO with a List field. */
public class Reading {
    public String sensor;
    public List<Double> values;
}
