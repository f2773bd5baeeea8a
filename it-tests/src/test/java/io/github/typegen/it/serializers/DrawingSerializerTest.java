package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Drawing;
import io.github.typegen.it.domain.DrawingSerializer;

/** A record holding a sealed type. */
class DrawingSerializerTest extends GeneratedSerializerTest<Drawing> {

    DrawingSerializerTest() {
        super(new DrawingSerializer(), Drawing.class, -1, true);
    }

    @Override
    protected Drawing[] getTestData() {
        return TestData.drawings();
    }
}
