package erroneous;

import io.github.typegen.annotations.Convert;
import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.annotations.FlinkType;

/** A converter whose stored type has no serializer either. */
@FlinkType
public record ErroneousConverterStoredType(@Convert(ErroneousConverterStoredType.PointConverter.class) Point at) {

    public static final class Point {
        public final int x;

        public Point(int x) {
            this.x = x;
        }
    }

    public static final class PointConverter implements FlinkConverter<Point, Object> {
        @Override
        public Object toStored(Point value) {
            return value.x;
        }

        @Override
        public Point fromStored(Object stored) {
            return new Point((Integer) stored);
        }
    }
}
