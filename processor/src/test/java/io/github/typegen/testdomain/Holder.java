package io.github.typegen.testdomain;

import java.util.List;
import java.util.Map;

import io.github.typegen.annotations.FlinkType;

/** Static nested types: a record, a POJO and an enum, and a record using the others. */
public final class Holder {

    private Holder() {}

    public enum Color {
        RED,
        GREEN,
        BLUE
    }

    @FlinkType
    public record Item(String sku, Color color, Money price) {}

    @FlinkType
    public static class Basket {
        public List<Item> items;
        public Map<Color, Integer> countByColor;
        public Shape shape;
        public Vehicle vehicle;
    }

    /** Everything nested: other {@code @FlinkType}s as fields, inside containers and alone. */
    @FlinkType
    public record Everything(
            Scalars scalars,
            PrimitiveArrays arrays,
            Containers containers,
            Person person,
            Money money,
            Label label,
            Shape shape,
            Vehicle vehicle,
            TreeNode tree,
            Link link,
            Basket basket,
            List<Shape> shapes,
            Map<String, Vehicle> vehicles) {}
}
