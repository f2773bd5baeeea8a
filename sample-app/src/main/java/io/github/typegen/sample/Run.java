package io.github.typegen.sample;

import java.util.List;
import java.util.Locale;

/** One run of a job on one path: its results, sorted, and how long it took. */
record Run<R>(Path path, List<R> results, long records, double seconds) {

    double recordsPerSecond() {
        return records / seconds;
    }

    /** E.g. {@code typegen: 100000 records in 2.31 s, 43290 records/s}. */
    String summary() {
        return String.format(Locale.ROOT, "%s: %d records in %.2f s, %.0f records/s", name(), records, seconds,
                recordsPerSecond());
    }

    String name() {
        return path.name().toLowerCase(Locale.ROOT);
    }
}
