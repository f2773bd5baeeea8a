package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.LineItem;
import io.github.typegen.it.domain.LineItemSerializer;

/** A record nesting an immutable class. */
class LineItemSerializerTest extends GeneratedSerializerTest<LineItem> {

    LineItemSerializerTest() {
        super(new LineItemSerializer(), LineItem.class, -1, true);
    }

    @Override
    protected LineItem[] getTestData() {
        return TestData.lineItems();
    }
}
