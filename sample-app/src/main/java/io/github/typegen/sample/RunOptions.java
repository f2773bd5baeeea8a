package io.github.typegen.sample;

import java.util.Locale;

import org.apache.flink.api.common.RuntimeExecutionMode;

import picocli.CommandLine.Option;

/** The options every job takes. */
final class RunOptions {

    /** Flink's two runtime modes, as the command line spells them. */
    enum Mode {
        BATCH(RuntimeExecutionMode.BATCH),
        STREAMING(RuntimeExecutionMode.STREAMING);

        final RuntimeExecutionMode runtimeMode;

        Mode(RuntimeExecutionMode runtimeMode) {
            this.runtimeMode = runtimeMode;
        }

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    @Option(names = "--rows", paramLabel = "N", defaultValue = "100000",
            description = "How many input records to generate (default: ${DEFAULT-VALUE}).")
    long rows;

    @Option(names = "--mode", defaultValue = "streaming",
            description = "The runtime mode: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}); the results are "
                    + "the same.")
    Mode mode;

    @Option(names = "--parallelism", paramLabel = "P",
            description = "The job's parallelism (default: the environment's, e.g. one per core on a local run).")
    Integer parallelism;

    @Option(names = "--seed", defaultValue = "42",
            description = "The seed of the generated input (default: ${DEFAULT-VALUE}); the same seed gives the "
                    + "same records.")
    long seed;

    @Option(names = "--compare",
            description = "Run the job a second time on Flink's own reflective path (TypeExtractor POJOs and Kryo, "
                    + "toDataStream(table, Foo.class)), check that both produced the same results, and print both "
                    + "throughputs and their ratio.")
    boolean compare;
}
