package io.github.typegen.benchmarks.aggregation;

import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link AggregationBenchmark} and prints its table in Markdown: input rows per second of each query run both
 * ways, per state backend and object reuse setting, the {@code @Stage.Sql} stage's ratio to Flink's bridge, and the
 * project's targets for a fused aggregation (on the heap; RocksDB's ratios are reported, with no target).
 *
 * <p>With {@link AggregationBenchmark}'s own settings: every query, way, object reuse setting and state backend (16
 * benchmarks), each measured over two iterations of at least 5 s of jobs of {@link AggregationBenchmark#ROWS} rows
 * after a warm-up of at least 3 s. Arguments are JMH's own command-line options, which override those ({@code -f 3},
 * {@code -i 5}, {@code -p query=Q17}, {@code -p state=heap}), but no benchmark names: the report is of {@link
 * AggregationBenchmark} only. JMH prints its usual output first. Results must be in {@link Mode#Throughput} and
 * operations (rows) per second, the benchmark's defaults.
 */
public final class AggregationReport {

    /** The fused spend report against Flink's bridge, keyed state on the heap: at least this many times the rows. */
    private static final double SPEND_REPORT_TARGET = 2.5;
    /** The fused q17 against Flink's bridge, keyed state on the heap. */
    private static final double Q17_TARGET = 2.0;

    /** The benchmark methods, the ways of running a query, in the order of the table. */
    private enum Way {
        FLINK_BRIDGE("flinkBridge", "Flink bridge"),
        SQL_STAGE("sqlStage", "@Stage.Sql stage (fused)");

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
            throw new IllegalArgumentException("No benchmark method of AggregationBenchmark: " + method);
        }
    }

    /** One row of the table: a query, a state backend, an object reuse setting. */
    private record Setting(AggregationQuery query, AggregationJobs.StateBackend state, boolean objectReuse)
            implements Comparable<Setting> {

        @Override
        public int compareTo(Setting other) {
            int byQuery = query.compareTo(other.query);
            if (byQuery != 0) {
                return byQuery;
            }
            int byState = state.compareTo(other.state);
            return byState != 0 ? byState : Boolean.compare(objectReuse, other.objectReuse);
        }
    }

    /** Rows per second of each setting and way. */
    private final Map<Setting, Map<Way, Result<?>>> scores = new TreeMap<>();

    private AggregationReport(Collection<RunResult> results) {
        for (RunResult run : results) {
            BenchmarkParams params = run.getParams();
            if (params.getMode() != Mode.Throughput || !run.getPrimaryResult().getScoreUnit().equals("ops/s")) {
                throw new IllegalArgumentException("AggregationReport needs throughput in ops/s, not "
                        + params.getMode() + " in " + run.getPrimaryResult().getScoreUnit());
            }
            String benchmark = params.getBenchmark();
            Way way = Way.of(benchmark.substring(benchmark.lastIndexOf('.') + 1));
            Setting setting = new Setting(AggregationQuery.valueOf(params.getParam("query")),
                    AggregationJobs.StateBackend.of(params.getParam("state")),
                    Boolean.parseBoolean(params.getParam("objectReuse")));
            scores.computeIfAbsent(setting, s -> new EnumMap<>(Way.class)).put(way, run.getPrimaryResult());
        }
    }

    public static void main(String[] args) throws Exception {
        CommandLineOptions commandLine = new CommandLineOptions(args);
        if (!commandLine.getIncludes().isEmpty()) {
            throw new IllegalArgumentException("AggregationReport runs AggregationBenchmark, not "
                    + commandLine.getIncludes() + ": narrow it with -p query=..., -p state=... or -p objectReuse=...");
        }
        String benchmark = Pattern.quote(AggregationBenchmark.class.getName() + ".");
        AggregationReport report = new AggregationReport(
                new Runner(new OptionsBuilder().parent(commandLine).include(benchmark).build()).run());
        report.printRates();
        report.printTargets();
    }

    private void printRates() {
        System.out.println("\n### Group aggregations: input rows per second (± 99.9% confidence interval; higher is"
                + " better)\n");
        StringBuilder header = new StringBuilder("| query | state | object reuse |");
        for (Way way : Way.values()) {
            header.append(' ').append(way.label).append(" |");
        }
        System.out.println(header + " stage / bridge |");
        System.out.println("|---|---|---|" + "---:|".repeat(Way.values().length) + "---:|");
        scores.forEach((setting, results) -> {
            StringBuilder row = new StringBuilder("| " + setting.query() + " | " + setting.state().parameter() + " | "
                    + (setting.objectReuse() ? "on" : "off") + " |");
            for (Way way : Way.values()) {
                Result<?> result = results.get(way);
                row.append(result == null ? " n/a |" : Double.isNaN(result.getScoreError())
                        ? format(" %,.0f |", result.getScore())
                        : format(" %,.0f ± %,.0f |", result.getScore(), result.getScoreError()));
            }
            System.out.println(row.append(' ').append(times(ratio(results))).append(" |"));
        });
    }

    private void printTargets() {
        System.out.println("\n### Targets of a fused aggregation, keyed state on the heap (on the point estimates)\n");
        System.out.println("| query | object reuse | target | measured | result |");
        System.out.println("|---|---|---|---:|---|");
        for (AggregationQuery query : AggregationQuery.values()) {
            double goal = query == AggregationQuery.SPEND_REPORT ? SPEND_REPORT_TARGET : Q17_TARGET;
            for (boolean objectReuse : List.of(false, true)) {
                Map<Way, Result<?>> results = scores.get(new Setting(query, AggregationJobs.StateBackend.HEAP,
                        objectReuse));
                if (results == null) {
                    continue;
                }
                double measured = ratio(results);
                System.out.println("| " + query + " | " + (objectReuse ? "on" : "off") + " | stage >= " + goal
                        + "x bridge | " + times(measured) + " | "
                        + (Double.isNaN(measured) ? "n/a" : measured >= goal ? "PASS" : "**MISS**") + " |");
            }
        }
    }

    /** The stage's rows per second over the bridge's; NaN when either was not measured. */
    private static double ratio(Map<Way, Result<?>> results) {
        Result<?> stage = results.get(Way.SQL_STAGE);
        Result<?> bridge = results.get(Way.FLINK_BRIDGE);
        return stage == null || bridge == null ? Double.NaN : stage.getScore() / bridge.getScore();
    }

    private static String times(double ratio) {
        return Double.isNaN(ratio) ? "n/a" : format("%.2fx", ratio);
    }

    private static String format(String format, Object... args) {
        return String.format(Locale.ROOT, format, args);
    }
}
