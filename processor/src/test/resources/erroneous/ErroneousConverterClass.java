package erroneous;

import io.github.typegen.annotations.Convert;
import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.annotations.FlinkType;

/** @Convert naming a converter without a no-argument constructor. */
@FlinkType
public record ErroneousConverterClass(String id, @Convert(ErroneousConverterClass.PointConverter.class) Point at) {

    public static final class Point {
        public final int x;

        public Point(int x) {
            this.x = x;
        }
    }

    public static final class PointConverter implements FlinkConverter<Point, Integer> {
        private final int offset;

        public PointConverter(int offset) {
            this.offset = offset;
        }

        @Override
        public Integer toStored(Point value) {
            return value.x + offset;
        }

        @Override
        public Point fromStored(Integer stored) {
            return new Point(stored - offset);
        }
    }
}
