package io.github.typegen.benchmarks.compile;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
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
 * Runs {@link CompileTimeBenchmark} twice and prints the "Compile time" tables of {@code BENCHMARKS.md}:
 *
 * <ol>
 *   <li>warm: the benchmark's defaults (3 forks, per fork 6 warm-up builds and 5 measured ones);
 *   <li>cold: the first build of a fresh JVM ({@code -wi 0 -i 1}), as many forks as the warm run;
 * </ol>
 *
 * then what Typegen writes ({@link GeneratedCode}). Arguments are JMH's options ({@code -f 5}, {@code -wi},
 * {@code -i}, {@code -p processorOptions=-Atypegen.table=false}); the cold run keeps all but the iteration
 * counts. JMH prints its usual output first.
 */
public final class CompileTimeReport {

    private static final String PLAIN = "plainJavac";
    private static final String TYPEGEN = "withTypegen";
    private static final String OUTPUT_ONLY = "typegenOutputWithoutProcessor";

    private CompileTimeReport() {}

    public static void main(String[] args) throws Exception {
        CommandLineOptions commandLine = new CommandLineOptions(args);
        if (!commandLine.getIncludes().isEmpty()) {
            throw new IllegalArgumentException("CompileTimeReport runs CompileTimeBenchmark, not "
                    + commandLine.getIncludes() + ": narrow it with -p");
        }
        String benchmark = Pattern.quote(CompileTimeBenchmark.class.getName() + ".");
        Options warm = new OptionsBuilder().parent(commandLine).include(benchmark).build();
        int forks = warm.getForkCount().orElse(3);
        Options cold = new OptionsBuilder().parent(commandLine).include(benchmark)
                .warmupIterations(0).measurementIterations(1).forks(forks).build();

        Map<String, Map<String, Result<?>>> warmScores = scores(new Runner(warm).run());
        Map<String, Map<String, Result<?>>> coldScores = scores(new Runner(cold).run());

        System.out.println("\n### Seconds per full build (± 99.9% confidence interval; differences ± the"
                + " root sum of squares)\n");
        System.out.println("| build | records | processor options | plain javac | with Typegen | added"
                + " | added per 100 records | of which compiling Typegen's output | of which running the processor |");
        System.out.println("|---|---:|---|---:|---:|---:|---:|---:|---:|");
        printRows("warm (javac JIT-compiled)", warmScores);
        printRows("cold (first build in a new JVM)", coldScores);

        for (String key : warmScores.keySet()) {
            String[] parts = key.split(" ", 2);
            int records = Integer.parseInt(parts[0]);
            String options = parts[1];
            GeneratedCode code = GeneratedCode.measure(records,
                    options.equals("none") ? List.of() : Javac.options(options));
            System.out.printf(Locale.ROOT, "%n### What Typegen writes for %d records (processor options: %s)%n%n",
                    records, options);
            System.out.print(code.toMarkdown());
        }
    }

    /** Scores by "records processorOptions", then by benchmark method. */
    private static Map<String, Map<String, Result<?>>> scores(Collection<RunResult> results) {
        Map<String, Map<String, Result<?>>> scores = new LinkedHashMap<>();
        for (RunResult run : results) {
            BenchmarkParams params = run.getParams();
            if (params.getMode() != Mode.SingleShotTime || !run.getPrimaryResult().getScoreUnit().equals("ms/op")) {
                throw new IllegalArgumentException("CompileTimeReport needs single-shot times in ms/op, not "
                        + params.getMode() + " in " + run.getPrimaryResult().getScoreUnit());
            }
            String method = params.getBenchmark().substring(params.getBenchmark().lastIndexOf('.') + 1);
            scores.computeIfAbsent(params.getParam("records") + " " + params.getParam("processorOptions"),
                    k -> new LinkedHashMap<>()).put(method, run.getPrimaryResult());
        }
        return scores;
    }

    private static void printRows(String label, Map<String, Map<String, Result<?>>> scores) {
        scores.forEach((key, byMethod) -> {
            String[] parts = key.split(" ", 2);
            int records = Integer.parseInt(parts[0]);
            Optional<Result<?>> plain = Optional.ofNullable(byMethod.get(PLAIN));
            Optional<Result<?>> typegen = Optional.ofNullable(byMethod.get(TYPEGEN));
            Optional<Result<?>> outputOnly = Optional.ofNullable(byMethod.get(OUTPUT_ONLY));
            List<String> cells = new ArrayList<>(List.of(label, Integer.toString(records), "`" + parts[1] + "`",
                    seconds(plain), seconds(typegen)));
            cells.add(difference(typegen, plain, 1));
            cells.add(difference(typegen, plain, 100.0 / records));
            cells.add(difference(outputOnly, plain, 1));
            cells.add(difference(typegen, outputOnly, 1));
            System.out.println("| " + String.join(" | ", cells) + " |");
        });
    }

    private static String seconds(Optional<Result<?>> result) {
        return result.map(r -> format(r.getScore() / 1000, r.getScoreError() / 1000)).orElse("");
    }

    private static String difference(Optional<Result<?>> a, Optional<Result<?>> b, double scale) {
        if (a.isEmpty() || b.isEmpty()) {
            return "";
        }
        double score = (a.get().getScore() - b.get().getScore()) / 1000 * scale;
        double error = Math.hypot(a.get().getScoreError(), b.get().getScoreError()) / 1000 * scale;
        return format(score, error);
    }

    private static String format(double seconds, double error) {
        return Double.isNaN(error)
                ? String.format(Locale.ROOT, "%.2f", seconds)
                : String.format(Locale.ROOT, "%.2f ± %.2f", seconds, error);
    }
}
