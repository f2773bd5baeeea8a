package io.github.typegen.lombokshop;

import java.util.UUID;

import io.github.typegen.annotations.FlinkType;
import lombok.Getter;
import lombok.RequiredArgsConstructor;

/** @RequiredArgsConstructor takes every final field: here all of them. */
@FlinkType
@RequiredArgsConstructor
@Getter
public class RequiredArgsItem {
    private final UUID id;
    private final char grade;
}
