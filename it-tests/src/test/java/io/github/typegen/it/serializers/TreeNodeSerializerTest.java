package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.TreeNode;
import io.github.typegen.it.domain.TreeNodeSerializer;

/** A recursive record, 50 levels deep. */
class TreeNodeSerializerTest extends GeneratedSerializerTest<TreeNode> {

    TreeNodeSerializerTest() {
        super(new TreeNodeSerializer(), TreeNode.class, -1, true);
    }

    @Override
    protected TreeNode[] getTestData() {
        return TestData.trees();
    }
}
