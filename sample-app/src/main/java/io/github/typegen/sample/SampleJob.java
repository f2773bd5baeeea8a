package io.github.typegen.sample;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.configuration.HeartbeatManagerOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.util.CloseableIterator;

import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A job of the sample app, written once against {@link Path} and run on Typegen's path (and, with {@code
 * --compare}, again on Flink's own). Prints its results, sorted, and a summary: records, seconds, records/s.
 */
abstract class SampleJob<R> implements Callable<Integer> {

    /** At most this many results are printed; the summary counts them all. */
    static final int PRINTED_RESULTS = 50;

    private static final Duration PROGRESS_INTERVAL = Duration.ofSeconds(2);

    /**
     * With {@code --compare}, each path first runs once on this many records (or {@code --rows}, if fewer),
     * unmeasured, so that neither measured run pays for loading and JIT-compiling the classes both use: with
     * 1,000 records the second measured run still found Flink's table operators compiled by the first, which
     * moved the ratio by up to 15% in its favour.
     */
    private static final long WARM_UP_ROWS = 200_000;

    @Mixin
    RunOptions options = new RunOptions();

    @Spec
    CommandSpec spec;

    /**
     * Adds the job to the environment, on the given path, with {@code rows} records of each input, and says
     * what to collect.
     */
    abstract Output<?, R> build(Path path, long rows, StreamExecutionEnvironment env, StreamTableEnvironment tEnv);

    /** How many records the job reads with {@code rows} records of each input. */
    long inputRecords(long rows) {
        return rows;
    }

    /**
     * Called when a run's job has ended and its results are collected, before they are printed: for what a job
     * reports besides its results.
     */
    void finished(Path path, JobClient job) throws Exception {}

    /** {@code rows} generated records of an input, typed as the path types them. */
    static <T> DataStream<T> generate(StreamExecutionEnvironment env, Path path, long rows, Class<T> type,
            Inputs.Generator<T> generator) {
        return Inputs.generate(env, rows, generator, path.typeInfo(type));
    }

    @Override
    public Integer call() throws Exception {
        if (options.rows < 1 || (options.parallelism != null && options.parallelism < 1)) {
            throw new ParameterException(spec.commandLine(), "--rows and --parallelism must be at least 1");
        }
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%s: %d input records, %s mode%n", spec.qualifiedName(" "),
                inputRecords(options.rows), options.mode);
        if (options.compare) {
            long warmUpRows = Math.min(options.rows, WARM_UP_ROWS);
            run(Path.TYPEGEN, warmUpRows);
            run(Path.FLINK, warmUpRows);
        }
        Run<R> typegen = run(Path.TYPEGEN, options.rows);
        typegen.results().stream().limit(PRINTED_RESULTS).forEach(out::println);
        if (typegen.results().size() > PRINTED_RESULTS) {
            out.printf("... %d more%n", typegen.results().size() - PRINTED_RESULTS);
        }
        out.printf("%d results%n", typegen.results().size());
        out.println(typegen.summary());
        if (!options.compare) {
            return 0;
        }
        Run<R> flink = run(Path.FLINK, options.rows);
        out.println(flink.summary());
        String difference = difference(typegen, flink);
        if (difference != null) {
            spec.commandLine().getErr().println("The two paths produced different results: " + difference);
            return 2;
        }
        out.printf("same results on both paths: %d results%n", typegen.results().size());
        out.printf(Locale.ROOT, "throughput typegen/flink: %.2fx%n",
                typegen.recordsPerSecond() / flink.recordsPerSecond());
        return 0;
    }

    /**
     * Runs the job once on the path: a new environment in the chosen runtime mode, the job built and run to
     * the end. The seconds are the wall time from building the job to the last result (they include planning
     * the tables and, on a local run, starting the MiniCluster).
     */
    Run<R> run(Path path, long rows) throws Exception {
        StreamExecutionEnvironment env = environment(path);
        StreamTableEnvironment tEnv = StreamTableEnvironment.create(env);
        long start = System.nanoTime();
        List<R> results = new ArrayList<>(collect(path, rows, env, build(path, rows, env, tEnv)));
        double seconds = (System.nanoTime() - start) / 1e9;
        results.sort(Comparator.comparing(Object::toString));
        return new Run<>(path, results, inputRecords(rows), seconds);
    }

    /** A new environment for a run on the path, in the chosen runtime mode and parallelism. */
    StreamExecutionEnvironment environment(Path path) {
        Configuration configuration = new Configuration();
        path.configure(configuration);
        configuration.set(ExecutionOptions.RUNTIME_MODE, options.mode.runtimeMode);
        // a local MiniCluster's task managers then report the progress counter every second (default: 10 s)
        configuration.set(HeartbeatManagerOptions.HEARTBEAT_INTERVAL, Duration.ofSeconds(1));
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        if (options.parallelism != null) {
            env.setParallelism(options.parallelism);
        }
        return env;
    }

    private <T> List<R> collect(Path path, long rows, StreamExecutionEnvironment env, Output<T, R> output)
            throws Exception {
        List<T> collected = new ArrayList<>();
        CloseableIterator<T> iterator = output.stream().collectAsync();
        JobClient job = env.executeAsync(spec.qualifiedName(" ") + " (" + path.name().toLowerCase(Locale.ROOT) + ")");
        ScheduledExecutorService progress = Executors.newSingleThreadScheduledExecutor(runnable -> {
            Thread thread = new Thread(runnable, "progress");
            thread.setDaemon(true);
            return thread;
        });
        long start = System.nanoTime();
        long interval = PROGRESS_INTERVAL.toMillis();
        progress.scheduleAtFixedRate(() -> reportProgress(job, path, inputRecords(rows), start), interval, interval,
                TimeUnit.MILLISECONDS);
        try {
            iterator.forEachRemaining(collected::add);
        } finally {
            progress.shutdownNow();
            iterator.close();
        }
        finished(path, job);
        return output.results().apply(collected);
    }

    /** One line on standard error: the input records generated so far, as the job's accumulator counts them. */
    private void reportProgress(JobClient job, Path path, long inputRecords, long start) {
        Object records;
        try {
            records = job.getAccumulators().get(PROGRESS_INTERVAL.toMillis(), TimeUnit.MILLISECONDS)
                    .get(Inputs.RECORDS);
        } catch (Exception e) {
            // the job is finishing or finished: its results, not its progress, are what is left to report
            return;
        }
        if (records instanceof Long count) {
            spec.commandLine().getErr().printf(Locale.ROOT, "%s: %d of %d input records read (%d%%) after %.0f s%n",
                    path.name().toLowerCase(Locale.ROOT), count, inputRecords, 100 * count / inputRecords,
                    (System.nanoTime() - start) / 1e9);
        }
    }

    /** Where the sorted results of the two runs first differ; null when they are equal. */
    static String difference(Run<?> typegen, Run<?> flink) {
        List<?> a = typegen.results();
        List<?> b = flink.results();
        if (a.equals(b)) {
            return null;
        }
        int i = 0;
        while (i < a.size() && i < b.size() && a.get(i).equals(b.get(i))) {
            i++;
        }
        return String.format("%d results on the typegen path, %d on the flink path; sorted, they first differ at"
                + " result %d: %s on the typegen path, %s on the flink path", a.size(), b.size(), i + 1,
                i < a.size() ? a.get(i) : "none", i < b.size() ? b.get(i) : "none");
    }
}
