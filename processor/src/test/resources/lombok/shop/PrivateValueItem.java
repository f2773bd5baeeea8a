package io.github.typegen.lombokshop;

import io.github.typegen.annotations.FlinkType;
import lombok.Value;

/** @Value with the fields written private: Lombok adds final, so the class is immutable too. */
@FlinkType
@Value
public class PrivateValueItem {
    private String code;
    private long revision;
}
