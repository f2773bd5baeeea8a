package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Point;
import io.github.typegen.it.domain.PointSerializer;

/** A record of primitives: fixed length. */
class PointSerializerTest extends GeneratedSerializerTest<Point> {

    PointSerializerTest() {
        super(new PointSerializer(), Point.class, 8, true);
    }

    @Override
    protected Point[] getTestData() {
        return new Point[] {new Point(0, 0), new Point(-1, Integer.MAX_VALUE), new Point(Integer.MIN_VALUE, 7)};
    }
}
