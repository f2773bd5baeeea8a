package io.github.typegen.sample;

import java.util.concurrent.Callable;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The sample app's command line: the jobs of the Flink docs, built with Typegen, as subcommands. Without a
 * job it runs the spend report. Run on an embedded MiniCluster by {@code java -jar}, or on a cluster by
 * {@code flink run}: the jobs take the environment they are given.
 */
@Command(name = "typegen-sample-app", mixinStandardHelpOptions = true, version = "Typegen sample app 0.1.0-SNAPSHOT",
        description = {"The jobs of the Flink docs, built with Typegen: generated serializers and Table schemas, "
                + "Kryo forbidden (pipeline.generic-types: false). Each job generates its bounded input, prints "
                + "its results (sorted; at most " + SampleJob.PRINTED_RESULTS + ") and a summary: records, seconds, "
                + "records/s. Without a job, runs spend-report."},
        subcommands = {SpendReportJob.class, AlertsJob.class, ToDataStreamJob.class, ChangelogJob.class,
                IntervalJoinJob.class},
        footer = {"", "Options of every job: --rows N, --mode batch|streaming, --parallelism P, --seed S, --compare."
                + " See <job> --help."})
public final class SampleApp implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    public static void main(String[] args) {
        int exitCode = commandLine().execute(args);
        if (exitCode != 0) {
            System.exit(exitCode);
        }
    }

    /** The command line of the app, with its jobs. */
    static CommandLine commandLine() {
        return new CommandLine(new SampleApp()).setCaseInsensitiveEnumValuesAllowed(true);
    }

    /** No job given: the spend report, with its defaults. */
    @Override
    public Integer call() {
        return spec.commandLine().getSubcommands().get("spend-report").execute();
    }
}
