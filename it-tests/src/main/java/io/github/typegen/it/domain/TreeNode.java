package io.github.typegen.it.domain;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A recursive type: children of its own type, at any depth. */
@FlinkType
public record TreeNode(String label, List<TreeNode> children) {}
