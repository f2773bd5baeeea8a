package io.github.typegen.json.model;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import io.github.typegen.annotations.FlinkType;

/** A sealed type with a discriminator property: one subtype named by @JsonSubTypes, one by its simple name. */
@FlinkType(json = true)
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({@JsonSubTypes.Type(value = Circle.class, name = "circle"), @JsonSubTypes.Type(Square.class)})
public sealed interface Shape permits Circle, Square {}
