package com.example.sensors;

import java.util.Currency;

import io.github.typegen.annotations.FlinkType;
import org.joda.money.Money;

/** A merchant's payments so far, and the payment before the last. */
@FlinkType
public record MerchantTotal(String merchantId, int payments, Money total, Currency currency, String previousPayment) {}
