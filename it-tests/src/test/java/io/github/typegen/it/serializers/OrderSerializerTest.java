package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Order;
import io.github.typegen.it.domain.OrderSerializer;

/** A collection-heavy POJO with every supported field type. */
class OrderSerializerTest extends GeneratedSerializerTest<Order> {

    OrderSerializerTest() {
        super(new OrderSerializer(), Order.class, -1, false);
    }

    @Override
    protected Order[] getTestData() {
        return TestData.orders();
    }
}
