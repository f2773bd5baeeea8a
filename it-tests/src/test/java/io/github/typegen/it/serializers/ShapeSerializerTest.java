package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Shape;
import io.github.typegen.it.domain.ShapeSerializer;

/** A sealed interface: one tagged serializer for the hierarchy. */
class ShapeSerializerTest extends GeneratedSerializerTest<Shape> {

    ShapeSerializerTest() {
        super(new ShapeSerializer(), Shape.class, -1, true);
    }

    @Override
    protected Shape[] getTestData() {
        return TestData.shapes();
    }
}
