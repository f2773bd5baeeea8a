package erroneous;

import io.github.typegen.annotations.FlinkConverter;
import io.github.typegen.annotations.FlinkConverters;
import io.github.typegen.annotations.FlinkType;

/** Two converters of the same type registered together. */
@FlinkType
@FlinkConverters({ErroneousConverterConflict.AsInt.class, ErroneousConverterConflict.AsText.class})
public record ErroneousConverterConflict(ErroneousConverterConflict.Point at) {

    public static final class Point {
        public final int x;

        public Point(int x) {
            this.x = x;
        }
    }

    public static final class AsInt implements FlinkConverter<Point, Integer> {
        @Override
        public Integer toStored(Point value) {
            return value.x;
        }

        @Override
        public Point fromStored(Integer stored) {
            return new Point(stored);
        }
    }

    public static final class AsText implements FlinkConverter<Point, String> {
        @Override
        public String toStored(Point value) {
            return Integer.toString(value.x);
        }

        @Override
        public Point fromStored(String stored) {
            return new Point(Integer.parseInt(stored));
        }
    }
}
