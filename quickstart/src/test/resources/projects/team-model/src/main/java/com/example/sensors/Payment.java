package com.example.sensors;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.github.typegen.annotations.FlinkType;
import lombok.Builder;
import lombok.Value;
import org.joda.money.Money;

/** An immutable Lombok class that also travels as JSON: Typegen and Jackson read the same fields. */
@FlinkType
@Value
@Builder
@JsonIgnoreProperties(ignoreUnknown = true)
public class Payment {
    @JsonProperty("payment_id")
    String paymentId;

    String merchantId;

    Money amount;

    List<LineItem> items;
}
