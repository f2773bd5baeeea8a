package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Inventory;
import io.github.typegen.it.domain.InventorySerializer;

/** Sorted, enum and queue collections in a POJO. */
class InventorySerializerTest extends GeneratedSerializerTest<Inventory> {

    InventorySerializerTest() {
        super(new InventorySerializer(), Inventory.class, -1, false);
    }

    @Override
    protected Inventory[] getTestData() {
        return TestData.inventories();
    }
}
