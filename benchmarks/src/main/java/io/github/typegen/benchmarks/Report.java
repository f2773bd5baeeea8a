package io.github.typegen.benchmarks;

import java.util.Collection;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link SerializerBenchmark} and prints the tables of {@code BENCHMARKS.md} in Markdown: time per
 * operation, the generated serializer's speed-ups, serialized sizes and the project's targets.
 *
 * <p>Arguments are JMH's own command-line options ({@code -f}, {@code -wi}, {@code -p shape=...}, ...) but
 * no benchmark names: the report is of {@link SerializerBenchmark} only, the module's other benchmarks
 * are not run. JMH prints its usual output first. Results must be in {@link Mode#AverageTime} and
 * nanoseconds, the benchmark's defaults.
 */
public final class Report {

    /** The benchmark methods, in the order of the tables. */
    private static final List<String> OPERATIONS = List.of("serialize", "deserialize", "copy", "roundTrip");

    private static final double ROUND_TRIP_VS_POJO = 2.5;
    private static final double COPY_VS_POJO = 3.0;
    private static final double MAX_TIME_VS_HAND_WRITTEN = 1.15;
    private static final double ROUND_TRIP_VS_KRYO = 8.0;
    private static final double ROUND_TRIP_VS_FORY = 1.4;
    /** The shapes the targets against Fory are set for: Flink's {@code MyPojo}, with nested objects. */
    private static final Set<Shape> FORY_TARGET_SHAPES = EnumSet.of(Shape.NESTED_POJO);

    /** Time per operation of each shape, operation and implementation. */
    private final Map<Shape, Map<String, Map<Implementation, Result<?>>>> scores = new EnumMap<>(Shape.class);

    private Report(Collection<RunResult> results) {
        for (RunResult run : results) {
            BenchmarkParams params = run.getParams();
            if (params.getMode() != Mode.AverageTime || !run.getPrimaryResult().getScoreUnit().equals("ns/op")) {
                throw new IllegalArgumentException("Report needs average time in ns/op, not " + params.getMode() + " in "
                        + run.getPrimaryResult().getScoreUnit());
            }
            String benchmark = params.getBenchmark();
            String operation = benchmark.substring(benchmark.lastIndexOf('.') + 1);
            scores.computeIfAbsent(Shape.valueOf(params.getParam("shape")), s -> new HashMap<>())
                    .computeIfAbsent(operation, o -> new EnumMap<>(Implementation.class))
                    .put(Implementation.valueOf(params.getParam("implementation")), run.getPrimaryResult());
        }
    }

    public static void main(String[] args) throws Exception {
        CommandLineOptions commandLine = new CommandLineOptions(args);
        if (!commandLine.getIncludes().isEmpty()) {
            throw new IllegalArgumentException("Report runs SerializerBenchmark, not " + commandLine.getIncludes()
                    + ": narrow it with -p shape=... or -p implementation=...");
        }
        String serializerBenchmark = Pattern.quote(SerializerBenchmark.class.getName() + ".");
        Report report = new Report(
                new Runner(new OptionsBuilder().parent(commandLine).include(serializerBenchmark).build()).run());
        report.printTimes();
        report.printSpeedUps();
        printSizes();
        report.printTargets();
    }

    private void printTimes() {
        System.out.println("\n### Time per operation (ns/op, ± 99.9% confidence interval; lower is better)\n");
        StringBuilder header = new StringBuilder("| shape | operation |");
        for (Implementation implementation : Implementation.values()) {
            header.append(' ').append(implementation.label()).append(" |");
        }
        System.out.println(header);
        System.out.println("|---|---|" + "---:|".repeat(Implementation.values().length));
        forEachMeasured((shape, operation, results) -> {
            StringBuilder row = new StringBuilder("| " + shape + " | " + operation + " |");
            for (Implementation implementation : Implementation.values()) {
                Result<?> result = results.get(implementation);
                row.append(result == null ? " n/a |" : format(" %.1f ± %.1f |", result.getScore(), result.getScoreError()));
            }
            System.out.println(row);
        });
    }

    private void printSpeedUps() {
        System.out.println("\n### Speed-up of the generated serializer (other's time / generated time; > 1 is faster)\n");
        System.out.println("| shape | operation | vs PojoSerializer | vs hand-written | vs Kryo | vs Fory |");
        System.out.println("|---|---|---:|---:|---:|---:|");
        forEachMeasured((shape, operation, results) -> System.out.println("| " + shape + " | " + operation + " | "
                + times(ratio(results, Implementation.POJO)) + " | " + times(ratio(results, Implementation.HAND_WRITTEN))
                + " | " + times(ratio(results, Implementation.KRYO)) + " | "
                + times(ratio(results, Implementation.FORY)) + " |"));
    }

    private static void printSizes() {
        System.out.println("\n### Serialized size of the sample (bytes)\n");
        StringBuilder header = new StringBuilder("| shape |");
        for (Implementation implementation : Implementation.values()) {
            header.append(' ').append(implementation.label()).append(" |");
        }
        System.out.println(header);
        System.out.println("|---|" + "---:|".repeat(Implementation.values().length));
        for (Shape shape : Shape.values()) {
            StringBuilder row = new StringBuilder("| " + shape + " |");
            for (Implementation implementation : Implementation.values()) {
                row.append(' ').append(shape.subject(implementation).serializedSize()).append(" |");
            }
            System.out.println(row);
        }
    }

    private void printTargets() {
        System.out.println("\n### Targets (on the point estimates)\n");
        System.out.println("| shape | target | measured | result |");
        System.out.println("|---|---|---:|---|");
        for (Shape shape : scores.keySet()) {
            target(shape, "round trip >= " + ROUND_TRIP_VS_POJO + "x PojoSerializer",
                    ratio(shape, "roundTrip", Implementation.POJO), ROUND_TRIP_VS_POJO);
            target(shape, "copy >= " + COPY_VS_POJO + "x PojoSerializer",
                    ratio(shape, "copy", Implementation.POJO), COPY_VS_POJO);
            worstAgainstHandWritten(shape);
            target(shape, "round trip >= " + ROUND_TRIP_VS_KRYO + "x Kryo",
                    ratio(shape, "roundTrip", Implementation.KRYO), ROUND_TRIP_VS_KRYO);
            int generated = shape.subject(Implementation.GENERATED).serializedSize();
            int pojo = shape.subject(Implementation.POJO).serializedSize();
            System.out.println("| " + shape + " | size <= PojoSerializer's | " + generated + " B vs " + pojo + " B | "
                    + verdict(generated <= pojo) + " |");
            if (FORY_TARGET_SHAPES.contains(shape)) {
                target(shape, "round trip >= " + ROUND_TRIP_VS_FORY + "x Fory",
                        ratio(shape, "roundTrip", Implementation.FORY), ROUND_TRIP_VS_FORY);
                int fory = shape.subject(Implementation.FORY).serializedSize();
                System.out.println("| " + shape + " | size <= Fory's | " + generated + " B vs " + fory + " B | "
                        + verdict(generated <= fory) + " |");
            }
        }
    }

    /** Within 15% of the hand-written serializer: the generated time over the hand-written one, worst operation. */
    private void worstAgainstHandWritten(Shape shape) {
        String worst = null;
        double worstSlowdown = Double.NaN;
        for (String operation : OPERATIONS) {
            double slowdown = 1 / ratio(shape, operation, Implementation.HAND_WRITTEN);
            if (!Double.isNaN(slowdown) && (worst == null || slowdown > worstSlowdown)) {
                worst = operation;
                worstSlowdown = slowdown;
            }
        }
        String measured = worst == null ? "n/a" : format("%.2fx the time (%s)", worstSlowdown, worst);
        System.out.println("| " + shape + " | time <= " + MAX_TIME_VS_HAND_WRITTEN + "x hand-written, every operation | "
                + measured + " | " + verdict(worstSlowdown, MAX_TIME_VS_HAND_WRITTEN - worstSlowdown) + " |");
    }

    private static void target(Shape shape, String target, double measured, double goal) {
        System.out.println("| " + shape + " | " + target + " | " + times(measured) + " | "
                + verdict(measured, measured - goal) + " |");
    }

    /** PASS when {@code margin} is not negative; n/a when {@code measured} is missing. */
    private static String verdict(double measured, double margin) {
        return Double.isNaN(measured) ? "n/a" : verdict(margin >= 0);
    }

    private static String verdict(boolean pass) {
        return pass ? "PASS" : "**MISS**";
    }

    private double ratio(Shape shape, String operation, Implementation other) {
        return ratio(scores.getOrDefault(shape, Map.of()).getOrDefault(operation, Map.of()), other);
    }

    /** The other implementation's time over the generated one's; NaN when either was not measured. */
    private static double ratio(Map<Implementation, Result<?>> results, Implementation other) {
        Result<?> generated = results.get(Implementation.GENERATED);
        Result<?> baseline = results.get(other);
        return generated == null || baseline == null ? Double.NaN : baseline.getScore() / generated.getScore();
    }

    private static String times(double ratio) {
        return Double.isNaN(ratio) ? "n/a" : format("%.2fx", ratio);
    }

    private void forEachMeasured(MeasuredRow row) {
        for (Map.Entry<Shape, Map<String, Map<Implementation, Result<?>>>> shape : scores.entrySet()) {
            for (String operation : OPERATIONS) {
                Map<Implementation, Result<?>> results = shape.getValue().get(operation);
                if (results != null) {
                    row.accept(shape.getKey(), operation, results);
                }
            }
        }
    }

    private static String format(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }

    /** One row of a table: the results of every implementation for a shape and operation. */
    @FunctionalInterface
    private interface MeasuredRow {
        void accept(Shape shape, String operation, Map<Implementation, Result<?>> results);
    }
}
