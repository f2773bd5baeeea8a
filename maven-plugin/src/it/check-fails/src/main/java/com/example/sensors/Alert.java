package com.example.sensors;

/** A Flink POJO, except that its details are an Object. */
public class Alert {
    public String sensorId;
    public Object details;
}
