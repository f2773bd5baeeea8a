package com.example.lombok;

import io.github.typegen.annotations.FlinkType;
import lombok.Data;

@FlinkType
@Data
public class Customer {
    private String name;
    private boolean isVip;
    private Address address;
}
