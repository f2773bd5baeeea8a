package erroneous;

import java.util.List;

import io.github.typegen.annotations.Convert;
import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.annotations.FlinkType;

/** @Convert naming a converter of another type than the field holds. */
@FlinkType
public record ErroneousConverterMismatch(
        @Convert(ErroneousConverterMismatch.PointConverter.class) List<String> labels) {

    public static final class Point {
        public final int x;

        public Point(int x) {
            this.x = x;
        }
    }

    public static final class PointConverter implements FlinkConverter<Point, Integer> {
        @Override
        public Integer toStored(Point value) {
            return value.x;
        }

        @Override
        public Point fromStored(Integer stored) {
            return new Point(stored);
        }
    }
}
