package io.github.typegen.benchmarks.compile;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link ColdCompileBenchmark} and prints its table for {@code BENCHMARKS.md}: seconds per cold build, plain
 * and with Typegen, and their ratio. Arguments are JMH's options ({@code -i 20},
 * {@code -p processorOptions=none}); JMH prints its usual output first.
 */
public final class ColdCompileReport {

    private static final String PLAIN = "plainJavac";
    private static final String TYPEGEN = "withTypegen";

    private ColdCompileReport() {}

    public static void main(String[] args) throws Exception {
        CommandLineOptions commandLine = new CommandLineOptions(args);
        if (!commandLine.getIncludes().isEmpty()) {
            throw new IllegalArgumentException("ColdCompileReport runs ColdCompileBenchmark, not "
                    + commandLine.getIncludes() + ": narrow it with -p");
        }
        Options options = new OptionsBuilder().parent(commandLine)
                .include(Pattern.quote(ColdCompileBenchmark.class.getName() + ".")).build();
        Map<String, Map<String, Result<?>>> scores = scores(new Runner(options).run());

        System.out.println("\n### Seconds per cold build: one fresh javac process each (± 99.9% confidence"
                + " interval; the ratio ± its propagated relative error)\n");
        System.out.println("| records | processor options | plain javac | with Typegen | with Typegen / plain |");
        System.out.println("|---:|---|---:|---:|---:|");
        scores.forEach((key, byMethod) -> {
            String[] parts = key.split(" ", 2);
            Result<?> plain = byMethod.get(PLAIN);
            Result<?> typegen = byMethod.get(TYPEGEN);
            System.out.println("| " + parts[0] + " | `" + parts[1] + "` | " + seconds(plain) + " | "
                    + seconds(typegen) + " | " + ratio(typegen, plain) + " |");
        });
    }

    /** Scores by "records processorOptions", then by benchmark method. */
    private static Map<String, Map<String, Result<?>>> scores(Collection<RunResult> results) {
        Map<String, Map<String, Result<?>>> scores = new LinkedHashMap<>();
        for (RunResult run : results) {
            BenchmarkParams params = run.getParams();
            if (params.getMode() != Mode.SingleShotTime || !run.getPrimaryResult().getScoreUnit().equals("ms/op")) {
                throw new IllegalArgumentException("ColdCompileReport needs single-shot times in ms/op, not "
                        + params.getMode() + " in " + run.getPrimaryResult().getScoreUnit());
            }
            String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
            scores.computeIfAbsent(params.getParam("records") + " " + params.getParam("processorOptions"),
                            k -> new LinkedHashMap<>())
                    .put(method, run.getPrimaryResult());
        }
        return scores;
    }

    private static String seconds(Result<?> result) {
        if (result == null) {
            return "";
        }
        return withError(result.getScore() / 1000, result.getScoreError() / 1000);
    }

    private static String ratio(Result<?> numerator, Result<?> denominator) {
        if (numerator == null || denominator == null) {
            return "";
        }
        double ratio = numerator.getScore() / denominator.getScore();
        double relative = Math.hypot(numerator.getScoreError() / numerator.getScore(),
                denominator.getScoreError() / denominator.getScore());
        return withError(ratio, ratio * relative) + "x";
    }

    private static String withError(double value, double error) {
        return Double.isNaN(error)
                ? String.format(Locale.ROOT, "%.2f", value)
                : String.format(Locale.ROOT, "%.2f ± %.2f", value, error);
    }
}
