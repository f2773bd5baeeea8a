package com.example.shop;

import io.github.typegen.annotations.FlinkType;

/** A sealed interface: Flink's own type extraction would hand it to Kryo. */
@FlinkType
public sealed interface Payment permits Card, Voucher {}
