package io.github.typegen.benchmarks.nexmark;

import java.util.Collection;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link NexmarkBenchmark} and prints its table in Markdown: bids per second of each query run each way,
 * object reuse off and on, the {@code @Stage.Sql} stage's ratios to the other two, and the project's targets for a
 * fused stage.
 *
 * <p>With {@link NexmarkBenchmark}'s own settings, the short mode: every query, way and object reuse setting (42
 * benchmarks), sized to take under 20 minutes on an idle machine of two cores, each measured over two iterations
 * of at least 5 s of jobs of {@link NexmarkBenchmark#BIDS} bids after a warm-up of at least 3 s. Arguments are
 * JMH's own command-line options, which override those ({@code -f 3}, {@code -i 5}, {@code -r 10s}, {@code -p
 * query=Q0,Q14}), but no benchmark names: the report is of {@link NexmarkBenchmark} only. JMH prints its usual
 * output first. Results must be in {@link Mode#Throughput} and operations (bids) per second, the benchmark's
 * defaults.
 */
public final class NexmarkReport {

    /** A fused stage against Flink's bridge, object reuse off: at least this many times the bids per second. */
    private static final double FUSED_VS_BRIDGE_REUSE_OFF = 4.0;
    /** A fused stage against Flink's bridge, object reuse on. */
    private static final double FUSED_VS_BRIDGE_REUSE_ON = 2.0;
    /** The hand-written query's bids per second over a fused stage's: at most this. */
    private static final double MAX_HAND_WRITTEN_VS_FUSED = 1.1;

    /** The benchmark methods, the ways of running a query, in the order of the table. */
    private enum Way {
        FLINK_BRIDGE("flinkBridge", "Flink bridge"),
        SQL_STAGE("sqlStage", "@Stage.Sql stage"),
        HAND_WRITTEN("handWritten", "hand-written");

        final String method;
        final String label;

        Way(String method, String label) {
            this.method = method;
            this.label = label;
        }

        static Way of(String method) {
            for (Way way : values()) {
                if (way.method.equals(method)) {
                    return way;
                }
            }
            throw new IllegalArgumentException("No benchmark method of NexmarkBenchmark: " + method);
        }
    }

    /** Bids per second of each query, object reuse setting and way. */
    private final Map<NexmarkQuery, Map<Boolean, Map<Way, Result<?>>>> scores = new EnumMap<>(NexmarkQuery.class);

    private NexmarkReport(Collection<RunResult> results) {
        for (RunResult run : results) {
            BenchmarkParams params = run.getParams();
            if (params.getMode() != Mode.Throughput || !run.getPrimaryResult().getScoreUnit().equals("ops/s")) {
                throw new IllegalArgumentException("NexmarkReport needs throughput in ops/s, not " + params.getMode()
                        + " in " + run.getPrimaryResult().getScoreUnit());
            }
            String benchmark = params.getBenchmark();
            Way way = Way.of(benchmark.substring(benchmark.lastIndexOf('.') + 1));
            scores.computeIfAbsent(NexmarkQuery.valueOf(params.getParam("query")), q -> new HashMap<>())
                    .computeIfAbsent(Boolean.valueOf(params.getParam("objectReuse")), r -> new EnumMap<>(Way.class))
                    .put(way, run.getPrimaryResult());
        }
    }

    public static void main(String[] args) throws Exception {
        CommandLineOptions commandLine = new CommandLineOptions(args);
        if (!commandLine.getIncludes().isEmpty()) {
            throw new IllegalArgumentException("NexmarkReport runs NexmarkBenchmark, not " + commandLine.getIncludes()
                    + ": narrow it with -p query=... or -p objectReuse=...");
        }
        String nexmarkBenchmark = Pattern.quote(NexmarkBenchmark.class.getName() + ".");
        NexmarkReport report = new NexmarkReport(
                new Runner(new OptionsBuilder().parent(commandLine).include(nexmarkBenchmark).build()).run());
        Map<NexmarkQuery, Boolean> fused = new EnumMap<>(NexmarkQuery.class);
        for (NexmarkQuery query : report.scores.keySet()) {
            fused.put(query, isFused(query));
        }
        report.printRates(fused);
        report.printTargets(fused);
    }

    /**
     * Whether the query's {@code @Stage.Sql} stage is fused: its job has no operator converting the bids to rows for
     * Flink's Table runtime ({@code Event_BidSchema.toRowData}).
     */
    static boolean isFused(NexmarkQuery query) {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.createLocalEnvironment(1,
                NexmarkJobs.configuration(false));
        NexmarkJobs.sqlStage(query, env, 1).sinkTo(new DiscardingSink<>());
        return env.getStreamGraph().getStreamNodes().stream().map(StreamNode::getOperatorName)
                .noneMatch(name -> name.endsWith("toRowData"));
    }

    private void printRates(Map<NexmarkQuery, Boolean> fused) {
        System.out.println("\n### Nexmark: bids per second (± 99.9% confidence interval; higher is better)\n");
        StringBuilder header = new StringBuilder("| query | stage runs | object reuse |");
        for (Way way : Way.values()) {
            header.append(' ').append(way.label).append(" |");
        }
        System.out.println(header + " stage / bridge | hand-written / stage |");
        System.out.println("|---|---|---|" + "---:|".repeat(Way.values().length) + "---:|---:|");
        forEachMeasured((query, objectReuse, results) -> {
            StringBuilder row = new StringBuilder("| " + query + " | " + path(fused.get(query)) + " | "
                    + (objectReuse ? "on" : "off") + " |");
            for (Way way : Way.values()) {
                Result<?> result = results.get(way);
                row.append(result == null ? " n/a |" : Double.isNaN(result.getScoreError())
                        ? format(" %,.0f |", result.getScore())
                        : format(" %,.0f ± %,.0f |", result.getScore(), result.getScoreError()));
            }
            row.append(' ').append(times(ratio(results, Way.SQL_STAGE, Way.FLINK_BRIDGE))).append(" | ")
                    .append(times(ratio(results, Way.HAND_WRITTEN, Way.SQL_STAGE))).append(" |");
            System.out.println(row);
        });
    }

    private void printTargets(Map<NexmarkQuery, Boolean> fused) {
        System.out.println("\n### Targets of a fused stage (on the point estimates)\n");
        System.out.println("| query | target | measured | result |");
        System.out.println("|---|---|---:|---|");
        for (NexmarkQuery query : scores.keySet()) {
            boolean isFused = fused.get(query);
            Map<Way, Result<?>> off = scores.get(query).getOrDefault(false, Map.of());
            Map<Way, Result<?>> on = scores.get(query).getOrDefault(true, Map.of());
            target(query, isFused, "stage >= " + FUSED_VS_BRIDGE_REUSE_OFF + "x bridge, object reuse off",
                    ratio(off, Way.SQL_STAGE, Way.FLINK_BRIDGE), FUSED_VS_BRIDGE_REUSE_OFF);
            target(query, isFused, "stage >= " + FUSED_VS_BRIDGE_REUSE_ON + "x bridge, object reuse on",
                    ratio(on, Way.SQL_STAGE, Way.FLINK_BRIDGE), FUSED_VS_BRIDGE_REUSE_ON);
            handWrittenTarget(query, isFused, "off", off);
            handWrittenTarget(query, isFused, "on", on);
        }
    }

    /** Within 10% of the hand-written query: its bids per second over the stage's. */
    private static void handWrittenTarget(NexmarkQuery query, boolean isFused, String objectReuse,
            Map<Way, Result<?>> results) {
        double slowdown = ratio(results, Way.HAND_WRITTEN, Way.SQL_STAGE);
        System.out.println("| " + query + " | hand-written <= " + MAX_HAND_WRITTEN_VS_FUSED + "x stage, object reuse "
                + objectReuse + " | " + times(slowdown) + " | "
                + verdict(isFused, slowdown, MAX_HAND_WRITTEN_VS_FUSED - slowdown) + " |");
    }

    private static void target(NexmarkQuery query, boolean isFused, String target, double measured, double goal) {
        System.out.println("| " + query + " | " + target + " | " + times(measured) + " | "
                + verdict(isFused, measured, measured - goal) + " |");
    }

    /**
     * PASS when {@code margin} is not negative; n/a when {@code measured} is missing, or the stage is not fused (the
     * targets are a fused stage's).
     */
    private static String verdict(boolean isFused, double measured, double margin) {
        if (!isFused) {
            return "n/a (Table runtime)";
        }
        return Double.isNaN(measured) ? "n/a" : margin >= 0 ? "PASS" : "**MISS**";
    }

    private static String path(Boolean fused) {
        return fused ? "fused" : "Table runtime";
    }

    /** {@code way}'s bids per second over {@code other}'s; NaN when either was not measured. */
    private static double ratio(Map<Way, Result<?>> results, Way way, Way other) {
        Result<?> result = results.get(way);
        Result<?> baseline = results.get(other);
        return result == null || baseline == null ? Double.NaN : result.getScore() / baseline.getScore();
    }

    private static String times(double ratio) {
        return Double.isNaN(ratio) ? "n/a" : format("%.2fx", ratio);
    }

    private void forEachMeasured(MeasuredRow row) {
        for (Map.Entry<NexmarkQuery, Map<Boolean, Map<Way, Result<?>>>> query : scores.entrySet()) {
            for (boolean objectReuse : List.of(false, true)) {
                Map<Way, Result<?>> results = query.getValue().get(objectReuse);
                if (results != null) {
                    row.accept(query.getKey(), objectReuse, results);
                }
            }
        }
    }

    private static String format(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }

    /** One row of a table: the results of every way for a query and object reuse setting. */
    @FunctionalInterface
    private interface MeasuredRow {
        void accept(NexmarkQuery query, boolean objectReuse, Map<Way, Result<?>> results);
    }
}
