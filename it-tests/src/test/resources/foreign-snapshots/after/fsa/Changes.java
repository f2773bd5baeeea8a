package fsa;

import java.util.List;

/** What the changed classes read back after the adoption. */
public final class Changes {

    private Changes() {}

    public static List<Object> widened() {
        return List.of(new Widened("w", Integer.MAX_VALUE, 1.5, 9));
    }

    /** legacy dropped; plan keeps the value the constructor without parameters gives it; since is 0. */
    public static List<Object> profile() {
        return List.of(new Profile("p", 12, "basic", 0L));
    }

    /** legacy dropped; best, a new primitive, is 0; coach is null. */
    public static List<Object> track() {
        return List.of(new Track(0L, 4, "t", null));
    }
}
