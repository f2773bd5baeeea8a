package fsa;

import java.math.BigDecimal;
import java.util.List;

/** Values of the classes the adoption changes, as the version before @FlinkType writes them. */
public final class Changes {

    private Changes() {}

    public static List<Object> widened() {
        return List.of(new Widened("w", Integer.MAX_VALUE, 1.5f, 9));
    }

    public static List<Object> profile() {
        Profile profile = new Profile();
        profile.id = "p";
        profile.legacy = "dropped";
        profile.visits = 12;
        return List.of(profile);
    }

    public static List<Object> track() {
        return List.of(new Track("t", "dropped", 4));
    }

    public static List<Object> renamed() {
        return List.of(new Renamed("r", BigDecimal.TEN));
    }

    public static List<Object> changed() {
        return List.of(new Changed("c", "100"));
    }

    public static List<Object> boxed() {
        Boxed boxed = new Boxed();
        boxed.id = "b";
        boxed.count = 3;
        return List.of(boxed);
    }

    public static List<Object> listChanged() {
        return List.of(new ListChanged("l", List.of(1, 2)));
    }

    public static List<Object> holder() {
        Holder holder = new Holder();
        holder.id = "h";
        holder.part = new Part();
        holder.part.size = 3;
        return List.of(holder);
    }

    public static List<Object> base() {
        Special special = new Special();
        special.id = "s";
        special.extra = 1;
        return List.of(new Base(), special);
    }

    public static List<Object> noCtor() {
        NoCtor value = new NoCtor();
        value.id = "n";
        value.n = 1;
        return List.of(value);
    }
}
