package com.example.compat;

import io.github.typegen.annotations.FlinkType;

/** A sealed hierarchy: each permitted record has a generated serializer, the interface a tagged one. */
@FlinkType
public sealed interface Channel permits Channel.Card, Channel.Wire {

    @FlinkType
    record Card(String number) implements Channel {}

    @FlinkType
    record Wire(String iban, String reference) implements Channel {}
}
