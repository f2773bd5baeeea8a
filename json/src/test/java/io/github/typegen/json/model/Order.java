package io.github.typegen.json.model;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonFormat;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;

import io.github.typegen.annotations.FlinkType;

/** A record as a Kafka message: renamed and aliased properties, a formatted date, unknown fields ignored. */
@FlinkType(json = true)
@JsonIgnoreProperties(ignoreUnknown = true)
public record Order(
        long id,
        @JsonProperty("customer_id") String customerId,
        Status status,
        BigDecimal total,
        Instant createdAt,
        @JsonFormat(pattern = "dd.MM.yyyy") LocalDate deliveryDate,
        List<LineItem> items,
        Map<String, String> attributes,
        Optional<String> note,
        Address shipTo,
        @JsonAlias({"coupon_code", "voucher"}) String coupon) {}
