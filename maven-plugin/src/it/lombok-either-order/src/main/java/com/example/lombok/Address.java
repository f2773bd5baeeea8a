package com.example.lombok;

import io.github.typegen.annotations.FlinkType;
import lombok.Value;

@FlinkType
@Value
public class Address {
    String street;
    String city;
    int zip;
}
