package com.example.lombok;

import java.math.BigDecimal;
import java.util.List;

import io.github.typegen.annotations.FlinkType;
import lombok.Builder;
import lombok.Value;
import lombok.With;

@FlinkType
@Value
@Builder
@With
public class Purchase {
    String id;
    BigDecimal amount;
    List<String> items;
    Address shipTo;
}
