package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Point;
import io.github.typegen.it.domain.PointSerializer;

/** A record of two ints, each a var-int of 1 to 5 bytes: no fixed length. */
class PointSerializerTest extends GeneratedSerializerTest<Point> {

    PointSerializerTest() {
        super(new PointSerializer(), Point.class, -1, true);
    }

    @Override
    protected Point[] getTestData() {
        return new Point[] {new Point(0, 0), new Point(-1, Integer.MAX_VALUE), new Point(Integer.MIN_VALUE, 7)};
    }
}
