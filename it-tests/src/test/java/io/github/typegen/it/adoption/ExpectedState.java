package io.github.typegen.it.adoption;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

/**
 * What the adoption job ({@code adopt.AdoptionJob}) reports for a key after its rounds, spelled out from the
 * job's input: round {@code r} updates key {@code k<i>} in steps {@code s = 1, 2}, event {@code (r, i, s)}
 * carrying {@code n = 100 r + 10 i + s}, and broadcasts two directory entries per round. Written here, not
 * read from the job, so that a restore that loses or changes a value cannot agree with it.
 */
final class ExpectedState {

    static final int KEYS = 3;
    static final int STEPS = 2;
    static final int DIRECTORY_ENTRIES = 2;

    /** The snapshot classes of Flink's own serializers that the state of the unannotated classes is written by. */
    static final List<String> FLINK_SNAPSHOTS = List.of(
            "org.apache.flink.api.java.typeutils.runtime.PojoSerializerSnapshot",
            "org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializerSnapshot");

    /** The generated snapshot classes of the annotated classes that hold state. */
    static final List<String> GENERATED_SNAPSHOTS = List.of("adopt.CustomerSerializerSnapshot",
            "adopt.ReadingSerializerSnapshot", "adopt.ShapeSerializerSnapshot", "adopt.MoneySerializerSnapshot",
            "adopt.ParcelSerializerSnapshot");

    /** Every snapshot class of {@link #FLINK_SNAPSHOTS} and {@link #GENERATED_SNAPSHOTS}. */
    static List<String> snapshots() {
        List<String> all = new ArrayList<>(FLINK_SNAPSHOTS);
        all.addAll(GENERATED_SNAPSHOTS);
        return all;
    }

    private ExpectedState() {}

    static List<String> keys() {
        List<String> keys = new ArrayList<>();
        for (int key = 0; key < KEYS; key++) {
            keys.add("k" + key);
        }
        return keys;
    }

    /** The reports of every key, in key order, after {@code rounds} rounds. */
    static List<String> reports(int rounds) {
        List<String> reports = new ArrayList<>();
        for (int key = 0; key < KEYS; key++) {
            reports.add(report(key, rounds));
        }
        return reports;
    }

    /** The report of key {@code k<keyIndex>} after {@code rounds} rounds. */
    static String report(int keyIndex, int rounds) {
        String key = "k" + keyIndex;
        List<String> tags = new ArrayList<>();
        Map<String, Integer> scores = new TreeMap<>();
        List<String> readings = new ArrayList<>();
        Map<String, String> shapes = new TreeMap<>();
        BigDecimal total = BigDecimal.ZERO.setScale(2);
        BigDecimal parcelPrice = null;
        int last = 0;
        int items = 0;
        for (int round = 1; round <= rounds; round++) {
            for (int step = 1; step <= STEPS; step++) {
                int n = number(round, keyIndex, step);
                String tag = "r" + round + "s" + step;
                tags.add(tag);
                scores.put(tag, n);
                readings.add(reading(key, tag, n));
                shapes.put(tag, step % 2 == 1 ? "Circle[radius=" + n / 2.0 + "]" : "Square[side=" + n + "]");
                total = total.add(BigDecimal.valueOf(n, 2));
                BigDecimal value = BigDecimal.valueOf(n / 4.0);
                parcelPrice = parcelPrice == null ? value : parcelPrice.add(value);
                last = n;
                items++;
            }
        }
        Map<String, String> directory = new TreeMap<>();
        List<String> seen = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            for (int entry = 0; entry < DIRECTORY_ENTRIES; entry++) {
                directory.put("r" + round + "b" + entry, "Customer[name=b" + entry + ", tags=[r" + round
                        + "], scores={r" + round + "=" + entry + "}, address=Address[city=hq, zip=" + entry + "]]");
            }
        }
        for (int other = 0; other < KEYS; other++) {
            for (int round = 1; round <= rounds; round++) {
                for (int step = 1; step <= STEPS; step++) {
                    seen.add(reading("k" + other, "r" + round + "s" + step, number(round, other, step)));
                }
            }
        }
        return "customer=Customer[name=" + key + ", tags=" + tags + ", scores=" + scores
                + ", address=Address[city=city-" + key + ", zip=" + last + "]]\n"
                + "readings=" + readings + "\n"
                + "shapes=" + shapes + "\n"
                + "total=Money[" + total + " EUR]\n"
                + "parcel=Parcel[id=" + key + "-r" + rounds + "s" + STEPS + ", tracking=" + new UUID(items, last)
                + ", price=Money[" + parcelPrice + " USD], items=" + items + "]\n"
                + "directory=" + directory + "\n"
                + "seen=" + seen + "\n";
    }

    private static int number(int round, int keyIndex, int step) {
        return 100 * round + 10 * keyIndex + step;
    }

    private static String reading(String key, String tag, int n) {
        return "Reading[sensor=" + key + "-" + tag + ", value=" + n / 4.0 + ", at=" + n + "]";
    }
}
