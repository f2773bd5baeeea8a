package com.example.sensors;

import io.github.typegen.annotations.FlinkType;

/** A merchant with more than one payment, as the job's SQL step selects it. */
@FlinkType
public record BusyMerchant(String merchantId, int payments) {}
