package io.github.typegen.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.io.StringWriter;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializer;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.streaming.api.operators.SimpleOperatorFactory;
import org.apache.flink.table.api.Table;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.runtime.typeutils.ExternalSerializer;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.Typegen;
import picocli.CommandLine;

/**
 * Each job run through the command line, as {@code java -jar} runs it, on a bounded input; its printed
 * results compared with values computed here, in plain Java, from the same generated input records.
 */
class SampleAppTest {

    private static final long SEED = 42;

    // ------------------------------------------------------------------------
    //  spend report
    // ------------------------------------------------------------------------

    /** 400,000 transactions, 10 ms apart: a little over an hour, so the report has two hours. */
    @ParameterizedTest
    @ValueSource(strings = {"batch", "streaming"})
    void spendReportSumsEachAccountPerHour(String mode) {
        long rows = 400_000;
        Printed printed = execute("spend-report", "--rows", "" + rows, "--mode", mode, "--parallelism", "2");

        List<String> expected = expectedSpend(rows, ChronoUnit.HOURS.getDuration().toSeconds());
        assertThat(expected).hasSize(10);
        printed.assertResults(expected);
        printed.assertSummary("typegen", rows);
    }

    /** The tutorial's MyFloor UDF in place of floor: the same sums per account and hour. */
    @ParameterizedTest
    @ValueSource(strings = {"batch", "streaming"})
    void spendReportWithTheUdfSumsEachAccountPerHour(String mode) {
        long rows = 400_000;
        Printed printed = execute("spend-report", "--window", "udf", "--rows", "" + rows, "--mode", mode,
                "--parallelism", "2");

        List<String> expected = expectedSpend(rows, ChronoUnit.HOURS.getDuration().toSeconds());
        assertThat(expected).hasSize(10);
        printed.assertResults(expected);
        printed.assertSummary("typegen", rows);
    }

    @ParameterizedTest
    @ValueSource(strings = {"batch", "streaming"})
    void spendReportWithTumblingWindowsSumsEachAccountPerTenSeconds(String mode) {
        long rows = 3_000;
        Printed printed = execute("spend-report", "--window", "tumble", "--rows", "" + rows, "--mode", mode,
                "--parallelism", "2");

        List<String> expected = expectedSpend(rows, 10);
        assertThat(expected).hasSize(15);
        printed.assertResults(expected);
        printed.assertSummary("typegen", rows);
    }

    /** The README's "run the main job": the jar without arguments. */
    @Test
    void withoutArgumentsRunsTheSpendReport() {
        Printed printed = execute();

        assertThat(printed.lines()).first()
                .isEqualTo("typegen-sample-app spend-report: 100000 input records, streaming mode");
        printed.assertResults(expectedSpend(100_000, 3600));
        printed.assertSummary("typegen", 100_000);
    }

    /** The tutorial's batch test: its own rows, two transactions of account 1 and one of account 2 at 9. */
    @Test
    void reportOfTheTutorialsTestDataInBatchMode() throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setRuntimeMode(RuntimeExecutionMode.BATCH);
        StreamTableEnvironment tEnv = StreamTableEnvironment.create(env);
        Table transactions = TypedTables.fromDataStream(tEnv, env.fromData(List.of(
                        new Transaction(1, 188, LocalDateTime.of(2024, 1, 1, 9, 0, 0)),
                        new Transaction(1, 374, LocalDateTime.of(2024, 1, 1, 9, 30, 0)),
                        new Transaction(2, 200, LocalDateTime.of(2024, 1, 1, 9, 15, 0))),
                Typegen.typeInfo(Transaction.class)));

        List<SpendRow> report =
                TypedTables.toDataStream(tEnv, SpendReport.report(transactions), SpendRow.class).executeAndCollect(10);

        assertThat(report).containsExactlyInAnyOrder(
                new SpendRow(1, LocalDateTime.of(2024, 1, 1, 9, 0), 562),
                new SpendRow(2, LocalDateTime.of(2024, 1, 1, 9, 0), 200));
    }

    /** The tutorial's batch test again, with the report that calls its UDF. */
    @Test
    void reportWithTheUdfOfTheTutorialsTestDataInBatchMode() throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment();
        env.setRuntimeMode(RuntimeExecutionMode.BATCH);
        StreamTableEnvironment tEnv = StreamTableEnvironment.create(env);
        Table transactions = TypedTables.fromDataStream(tEnv, env.fromData(List.of(
                        new Transaction(1, 188, LocalDateTime.of(2024, 1, 1, 9, 0, 0)),
                        new Transaction(1, 374, LocalDateTime.of(2024, 1, 1, 9, 30, 0)),
                        new Transaction(2, 200, LocalDateTime.of(2024, 1, 1, 9, 15, 0)),
                        new Transaction(2, 50, LocalDateTime.of(2024, 1, 1, 10, 59, 59, 999_000_000))),
                Typegen.typeInfo(Transaction.class)));

        List<SpendRow> report = TypedTables.toDataStream(tEnv, SpendReport.reportWithUdf(transactions),
                SpendRow.class).executeAndCollect(10);

        assertThat(report).containsExactlyInAnyOrder(
                new SpendRow(1, LocalDateTime.of(2024, 1, 1, 9, 0), 562),
                new SpendRow(2, LocalDateTime.of(2024, 1, 1, 9, 0), 200),
                new SpendRow(2, LocalDateTime.of(2024, 1, 1, 10, 0), 50));
    }

    /** Each account's sum per period of {@code seconds} from midnight, computed from the generated records. */
    private static List<String> expectedSpend(long rows, long seconds) {
        Map<String, Long> sums = new TreeMap<>();
        for (long i = 0; i < rows; i++) {
            Transaction t = Inputs.transaction(SEED, i);
            LocalDateTime time = t.transactionTime();
            long second = time.toLocalTime().toSecondOfDay();
            LocalDateTime period = time.toLocalDate().atStartOfDay().plusSeconds(second - second % seconds);
            sums.merge(t.accountId() + " " + period, t.amount(), Long::sum);
        }
        return sorted(sums.entrySet().stream().map(e -> {
            String[] key = e.getKey().split(" ");
            return new SpendRow(Long.parseLong(key[0]), LocalDateTime.parse(key[1]), e.getValue()).toString();
        }));
    }

    // ------------------------------------------------------------------------
    //  alerts
    // ------------------------------------------------------------------------

    @ParameterizedTest
    @ValueSource(strings = {"batch", "streaming"})
    void alertsReportEachTransactionAbove500(String mode) throws Exception {
        Printed printed = execute("alerts", "--rows", "90", "--mode", mode, "--parallelism", "2");

        printed.assertResults(expectedAlerts(90));
        printed.assertSummary("typegen", 90);
        List<String> alerts = job("alerts", "--mode", mode, "--parallelism", "2")
                .run(Path.TYPEGEN, 5_000).results().stream().map(Object::toString).collect(Collectors.toList());
        assertThat(alerts).isEqualTo(expectedAlerts(5_000));
    }

    private static List<String> expectedAlerts(long rows) {
        return sorted(LongStream.range(0, rows).mapToObj(i -> Inputs.transaction(SEED, i))
                .filter(t -> t.amount() > 500)
                .map(t -> new Alert("Alert: Account " + t.accountId() + " made a high-value transaction of "
                        + t.amount()).toString()));
    }

    // ------------------------------------------------------------------------
    //  the DataStream API integration examples
    // ------------------------------------------------------------------------

    @Test
    void toDataStreamUpperCasesTheNames() {
        Printed printed = execute("to-data-stream", "--rows", "7", "--parallelism", "2");

        printed.assertResults(List.of("Name[name=ALICE]", "Name[name=ALICE]", "Name[name=ALICE]",
                "Name[name=BOB]", "Name[name=BOB]", "Name[name=JOHN]", "Name[name=JOHN]"));
        printed.assertSummary("typegen", 7);
    }

    @ParameterizedTest
    @ValueSource(strings = {"batch", "streaming"})
    void changelogSumsTheScoresOfEachName(String mode) {
        long rows = 1_000;
        Printed printed = execute("changelog", "--rows", "" + rows, "--mode", mode, "--parallelism", "2");

        Map<String, Integer> sums = new TreeMap<>();
        for (long i = 0; i < rows; i++) {
            NameScore score = Inputs.score(SEED, i);
            sums.merge(score.name(), score.score(), Integer::sum);
        }
        printed.assertResults(
                sorted(sums.entrySet().stream().map(e -> new NameScore(e.getKey(), e.getValue()).toString())));
        printed.assertSummary("typegen", rows);
    }

    @ParameterizedTest
    @ValueSource(strings = {"batch", "streaming"})
    void intervalJoinThenFirstNames(String mode) throws Exception {
        Printed printed = execute("interval-join", "--rows", "30", "--mode", mode, "--parallelism", "2");

        printed.assertResults(expectedJoin(30));
        printed.assertSummary("typegen", 2 * 30);
        List<String> results = job("interval-join", "--mode", mode, "--parallelism", "2")
                .run(Path.TYPEGEN, 1_500).results().stream().map(Object::toString).collect(Collectors.toList());
        assertThat(results).hasSize(1_500 + 1_000).isEqualTo(expectedJoin(1_500));
    }

    /** Each pair of a user and an order with their uid, the order at most five minutes later; each name once. */
    private static List<String> expectedJoin(long rows) {
        List<String> expected = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (long u = 0; u < rows; u++) {
            UserEvent user = Inputs.user(u);
            for (long o = 0; o < rows; o++) {
                OrderEvent order = Inputs.order(SEED, o);
                if (user.uid().equals(order.uid()) && !order.ts().isBefore(user.ts())
                        && !order.ts().isAfter(user.ts().plusMinutes(5))) {
                    expected.add("+I[" + user.name() + ", " + order.amount() + "]");
                    names.add(user.name());
                }
            }
        }
        expected.addAll(names);
        return sorted(expected.stream());
    }

    // ------------------------------------------------------------------------
    //  --compare, and Kryo
    // ------------------------------------------------------------------------

    /**
     * The default spend report and the changelog example run fused on Typegen's path: between the generated input
     * and the collected changes, their job graphs hold the pipeline's keyed operator only, no operator of Flink's
     * Table runtime (no conversion to or from {@code RowData}, no {@code GroupAggregate}).
     */
    @ParameterizedTest
    @ValueSource(strings = {"spend-report", "changelog"})
    void theSeedJobsGraphsHoldNoTableRuntimeOperator(String name) {
        SampleJob<?> job = job(name);
        StreamExecutionEnvironment env = job.environment(Path.TYPEGEN);
        job.build(Path.TYPEGEN, 100, env, StreamTableEnvironment.create(env)).stream()
                .sinkTo(new DiscardingSink<>());

        List<StreamNode> nodes = List.copyOf(env.getStreamGraph(false).getStreamNodes());
        assertThat(nodes).extracting(StreamNode::getOperatorName)
                .filteredOn(operator -> !operator.startsWith("Source") && !operator.startsWith("Sink"))
                .containsExactlyInAnyOrderElementsOf(name.equals("changelog") ? List.of("generate NameScore", "scores")
                        : List.of("generate Transaction", "report", "SpendRow"));
        assertThat(nodes).extracting(node -> node.getOperatorFactory().getClass().getName() + " "
                        + (node.getOperatorFactory() instanceof SimpleOperatorFactory<?> simple
                                ? simple.getOperator().getClass().getName() : ""))
                .noneMatch(operator -> operator.contains("org.apache.flink.table"));
    }

    @Test
    void compareRunsBothPathsAndPrintsTheirThroughputs() {
        Printed printed = execute("spend-report", "--window", "tumble", "--rows", "3000", "--parallelism", "2",
                "--compare");

        double typegen = printed.assertSummary("typegen", 3_000);
        double flink = printed.assertSummary("flink", 3_000);
        assertThat(printed.lines()).contains("same results on both paths: 15 results");
        Matcher ratio = printed.find("throughput typegen/flink: (\\d+\\.\\d\\d)x");
        assertThat(Double.parseDouble(ratio.group(1)))
                .isCloseTo(typegen / flink, Offset.offset(0.02 * typegen / flink + 0.01));
    }

    /**
     * Every job on Typegen's path runs with Kryo forbidden, and moves no {@code @FlinkType} class with Kryo,
     * {@code PojoSerializer} or {@code ExternalSerializer}; on Flink's own path, the same jobs do.
     */
    @Test
    void typegenPathForbidsKryoAndUsesNoReflectiveSerializer() {
        for (String job : List.of("spend-report", "alerts", "to-data-stream", "changelog", "interval-join")) {
            assertThat(reflectiveSerializers(job(job), Path.TYPEGEN)).as(job).isEmpty();
            assertThat(reflectiveSerializers(job(job), Path.FLINK)).as(job).isNotEmpty();
        }
        for (String window : List.of("udf", "tumble")) {
            assertThat(reflectiveSerializers(job("spend-report", "--window", window), Path.TYPEGEN)).as(window)
                    .isEmpty();
            assertThat(reflectiveSerializers(job("spend-report", "--window", window), Path.FLINK)).as(window)
                    .isNotEmpty();
        }
    }

    /**
     * The operators of the job, built on the path, that move records with Kryo or {@code PojoSerializer}
     * (the app's classes are all {@code @FlinkType}), or a {@code @FlinkType} class with {@code
     * ExternalSerializer}.
     */
    private static List<String> reflectiveSerializers(SampleJob<?> job, Path path) {
        StreamExecutionEnvironment env = job.environment(path);
        assertThat(env.getConfiguration().get(PipelineOptions.GENERIC_TYPES)).isEqualTo(path == Path.FLINK);
        job.build(path, 10, env, StreamTableEnvironment.create(env));
        List<String> offenders = new ArrayList<>();
        for (StreamNode node : env.getStreamGraph(false).getStreamNodes()) {
            List<TypeSerializer<?>> serializers = new ArrayList<>(Arrays.asList(node.getTypeSerializersIn()));
            serializers.add(node.getTypeSerializerOut());
            serializers.add(node.getStateKeySerializer());
            for (TypeSerializer<?> serializer : serializers) {
                boolean external = serializer instanceof ExternalSerializer<?, ?> externalSerializer
                        && externalSerializer.getDataType().getConversionClass().isAnnotationPresent(FlinkType.class);
                if (serializer instanceof KryoSerializer<?> || serializer instanceof PojoSerializer<?> || external) {
                    offenders.add(node.getOperatorName() + ": " + serializer.getClass().getSimpleName());
                }
            }
        }
        return offenders;
    }

    // ------------------------------------------------------------------------
    //  the command line
    // ------------------------------------------------------------------------

    /** {@code main} itself, as {@code java -jar} calls it, printing to standard output. */
    @Test
    void mainRunsTheJobItIsGiven() throws Exception {
        PrintStream original = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            SampleApp.main(new String[] {"to-data-stream", "--rows", "4", "--mode", "batch"});
        } finally {
            System.setOut(original);
        }

        Printed printed = new Printed(List.of(captured.toString(StandardCharsets.UTF_8).split("\n")));
        assertThat(printed.lines()).first().isEqualTo("typegen-sample-app to-data-stream: 4 input records, batch mode");
        printed.assertResults(List.of("Name[name=ALICE]", "Name[name=ALICE]", "Name[name=BOB]", "Name[name=JOHN]"));
        printed.assertSummary("typegen", 4);
    }

    @Test
    void helpListsTheJobs() {
        Printed printed = execute("--help");

        assertThat(printed.lines()).first().isEqualTo("Usage: typegen-sample-app [-hV] [COMMAND]");
        assertThat(printed.lines().stream().map(String::strip).map(line -> line.split(" ")[0]))
                .contains("spend-report", "alerts", "to-data-stream", "changelog", "interval-join");
    }

    /**
     * Picocli formats descriptions with {@link String#format}: a bare {@code %} in one is not an error but a
     * {@code [picocli WARN]} line on standard error, from picocli's tracer rather than the command's writer.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", "spend-report", "alerts", "to-data-stream", "changelog", "interval-join"})
    void helpPrintsNoPicocliWarning(String job) {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        Printed printed;
        try {
            printed = job.isEmpty() ? execute("--help") : execute(job, "--help");
        } finally {
            System.setErr(original);
        }

        assertThat(printed.lines()).first().asString().startsWith("Usage: typegen-sample-app");
        assertThat(captured.toString(StandardCharsets.UTF_8)).doesNotContain("[picocli WARN]");
    }

    @Test
    void rejectsAnEmptyInput() {
        StringWriter err = new StringWriter();
        CommandLine commandLine = SampleApp.commandLine();
        commandLine.setErr(new PrintWriter(err, true));

        assertThat(commandLine.execute("changelog", "--rows", "0")).isEqualTo(2);
        assertThat(err.toString()).startsWith("--rows and --parallelism must be at least 1");
    }

    // ------------------------------------------------------------------------
    //  running the command line
    // ------------------------------------------------------------------------

    private static List<String> sorted(Stream<String> lines) {
        return lines.sorted().collect(Collectors.toList());
    }

    /** The job the command line would run for these arguments. */
    private static SampleJob<?> job(String name, String... options) {
        CommandLine commandLine = SampleApp.commandLine();
        List<String> args = new ArrayList<>(List.of(name));
        args.addAll(List.of(options));
        commandLine.parseArgs(args.toArray(String[]::new));
        return commandLine.getSubcommands().get(name).getCommand();
    }

    /** Runs the command line as {@code main} does, and returns what it printed to standard output. */
    private static Printed execute(String... args) {
        return new Printed(CommandOutput.execute(args).out());
    }

    private record Printed(List<String> lines) {

        /**
         * Checks the printed results against the expected ones, sorted: their count, and the first {@value
         * SampleJob#PRINTED_RESULTS}, which are printed between the first line and the count.
         */
        void assertResults(List<String> expected) {
            int count = Integer.parseInt(find("(\\d+) results").group(1));
            assertThat(count).as("the number of results").isEqualTo(expected.size());
            int printed = Math.min(count, SampleJob.PRINTED_RESULTS);
            assertThat(lines.subList(1, 1 + printed)).isEqualTo(expected.subList(0, printed));
        }

        Matcher find(String regex) {
            Pattern pattern = Pattern.compile(regex);
            return lines.stream().map(pattern::matcher).filter(Matcher::matches).findFirst()
                    .orElseThrow(() -> new AssertionError(
                            "no line matches " + regex + " in\n" + String.join("\n", lines)));
        }

        /** Checks the summary line of a path's run; returns its records/s. */
        double assertSummary(String path, long records) {
            Matcher summary = find(path + ": (\\d+) records in (\\d+\\.\\d\\d) s, (\\d+) records/s");
            assertThat(Long.parseLong(summary.group(1))).isEqualTo(records);
            double seconds = Double.parseDouble(summary.group(2));
            assertThat(seconds).isPositive();
            double perSecond = Double.parseDouble(summary.group(3));
            // both printed rounded: seconds to 1/100, records/s to 1
            assertThat(perSecond).isCloseTo(records / seconds, Offset.offset(records / seconds / 100 + 1));
            return perSecond;
        }
    }
}
