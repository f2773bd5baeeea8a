package fsa;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.flink.api.java.tuple.Tuple2;

/**
 * Values of the classes the adoption leaves unchanged, built the same way in both versions: written by Flink's
 * serializers in the version before {@code @FlinkType}, and expected back in the version after.
 */
public final class Samples {

    /** Its generic type, {@code Envelope<String>}, is the type Flink analyses the envelope state by. */
    public static Envelope<String> envelopeType;

    private Samples() {}

    public static List<Object> plain() {
        Plain full = new Plain();
        full.name = "full";
        full.count = 7;
        full.total = 1L << 40;
        full.maybe = 42;
        full.ratio = 0.25;
        full.tier = Tier.GOLD;
        full.amount = new BigDecimal("12.345");
        full.at = Instant.ofEpochSecond(1_700_000_000L, 123_456_789);
        full.day = LocalDate.of(2026, 11, 30);
        full.codes = new int[] {1, 2, 3};
        full.tags = new String[] {"a", null, "c"};
        full.boxes = new Long[] {5L, null};
        Plain empty = new Plain();
        return List.of(full, empty);
    }

    public static List<Object> reading() {
        return List.of(new Reading("s-1", 1000L, 21.5, List.of(1, 2, 3)), new Reading(null, 0L, -1.0, null));
    }

    public static List<Object> basket() {
        Basket basket = new Basket();
        basket.owner = "ann";
        basket.items = new ArrayList<>(List.of(new Item("apple", 3), new Item("pear", 1)));
        basket.counts = Map.of("apple", 3L, "pear", 1L);
        basket.labels = Set.of("fresh", "local");
        basket.favourite = new Item("apple", 1);
        basket.price = new Money(1250, "EUR");
        basket.tag = Tuple2.of("promo", 2);
        return List.of(basket, new Basket());
    }

    public static List<Object> money() {
        return List.of(new Money(100, "EUR"), new Money(-5, "USD"));
    }

    public static List<Object> shapes() {
        return List.of(new Circle(1.5), new Square(2.0));
    }

    public static List<Object> envelope() {
        Envelope<String> letter = new Envelope<>();
        letter.id = "e-1";
        letter.payload = "hello";
        return List.of(letter);
    }

    public static List<Object> thermo() {
        Thermo thermo = new Thermo();
        thermo.room = "lab";
        thermo.temperature = new Celsius(21.5);
        return List.of(thermo);
    }
}
