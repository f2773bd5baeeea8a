package io.github.typegen.testdomain;

import java.util.List;

import org.apache.flink.api.common.typeinfo.TypeInfo;

import io.github.typegen.annotations.FlinkType;

/** Fields written by the serializers of TypeInfoFactories: @TypeInfo on a field, and on a field's class. */
@FlinkType
public record Audit(String who, @TypeInfo(CodeInfoFactory.class) String code, Legacy legacy, List<Legacy> history) {}
