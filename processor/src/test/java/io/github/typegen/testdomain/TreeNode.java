package io.github.typegen.testdomain;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A recursive record: children of its own type at any depth. */
@FlinkType
public record TreeNode(String label, List<TreeNode> children) {}
