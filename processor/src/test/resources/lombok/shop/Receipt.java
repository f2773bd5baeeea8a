package io.github.typegen.lombokshop;

import java.time.Instant;

import io.github.typegen.annotations.FlinkType;

/** A plain record next to the Lombok classes, as a module's first @FlinkType often is: nothing waits for it. */
@FlinkType
public record Receipt(String number, long cents, Instant issuedAt) {}
