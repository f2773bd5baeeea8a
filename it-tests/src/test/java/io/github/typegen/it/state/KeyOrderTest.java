package io.github.typegen.it.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.RestartStrategyOptions;
import org.apache.flink.configuration.StateRecoveryOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.streaming.api.functions.sink.v2.DiscardingSink;
import org.apache.flink.streaming.api.functions.source.legacy.SourceFunction;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.typegen.it.domain.Basket;
import io.github.typegen.runtime.Typegen;

/**
 * Keys with hash sets and maps keep one state per key: on the heap backend, which finds state by the key object,
 * and on RocksDB and ForSt, which find it by the key's serialized bytes.
 *
 * <p>Each event names a customer and a permutation; the key selector builds the customer's {@link Basket} (a
 * {@code @FlinkType} record with a {@code Set<String>} and a {@code Map<String, Integer>}) from
 * it, inserting the same elements in that permutation's order into a {@code HashSet} and a {@code HashMap}.
 * {@code "Aa"}, {@code "BB"} and {@code "C#"} share a hash code, so the sets and maps iterate in their insertion
 * order: every customer's keys are equal but iterate in six different orders. One operator keyed by the basket
 * counts in a {@code ValueState}; another, keyed by the customer's name, counts in a {@code MapState} whose user key
 * is the basket. Each must count 1, 2, 3, ... for every customer, through a stop with a savepoint and a restore
 * from it. Written in iteration order, the keys split: the counts restart at 1 for each order.
 */
class KeyOrderTest {

    private static final List<String> COLLIDING = List.of("Aa", "BB", "C#");
    private static final int CUSTOMERS = 8;
    private static final int ROUNDS_BEFORE = 12;
    private static final int ROUNDS_AFTER = 6;
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    /** What the counting functions saw: {@code "value c3 5"}, {@code "map c3 5"} (the MiniCluster runs here). */
    private static final ConcurrentLinkedQueue<String> COUNTS = new ConcurrentLinkedQueue<>();

    @ParameterizedTest
    @EnumSource(StateBackend.class)
    void equalKeysFilledInDifferentOrdersShareOneStateThroughASavepoint(StateBackend backend, @TempDir Path temp)
            throws Exception {
        assertThat(new ArrayList<>(basket(0, 0).tags())).as("the iteration orders of two equal keys")
                .isNotEqualTo(new ArrayList<>(basket(0, 1).tags()));
        COUNTS.clear();

        StreamExecutionEnvironment before = environment(backend, null);
        define(before, 0, ROUNDS_BEFORE, true);
        JobClient job = before.executeAsync("key order, before the savepoint");
        awaitCounts(2 * CUSTOMERS * ROUNDS_BEFORE);
        String savepoint = job.stopWithSavepoint(false, temp.resolve("savepoints").toUri().toString(),
                backend.savepointFormat())
                .get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        assertThat(counts()).isEqualTo(expectedCounts(ROUNDS_BEFORE));

        StreamExecutionEnvironment after = environment(backend, savepoint);
        define(after, ROUNDS_BEFORE, ROUNDS_AFTER, false);
        after.execute("key order, restored from the savepoint");
        assertThat(counts()).isEqualTo(expectedCounts(ROUNDS_BEFORE + ROUNDS_AFTER));
    }

    private static StreamExecutionEnvironment environment(StateBackend backend, String savepoint) {
        Configuration configuration = backend.configure(new Configuration());
        configuration.set(RestartStrategyOptions.RESTART_STRATEGY, "none");
        configuration.setString("pipeline.generic-types", "false");
        if (savepoint != null) {
            configuration.set(StateRecoveryOptions.SAVEPOINT_PATH, savepoint);
        }
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(2);
        return env;
    }

    /**
     * The job: {@code rounds} events per customer from round {@code firstRound} on, each in the next permutation;
     * the source then waits to be stopped if {@code idle}.
     */
    private static void define(StreamExecutionEnvironment env, int firstRound, int rounds, boolean idle) {
        TypeInformation<Basket> basketType = Typegen.typeInfo(Basket.class);
        DataStream<String> events = env.addSource(new Events(firstRound, rounds, idle), "events", Types.STRING)
                .uid("events").setParallelism(1);
        events.keyBy(new ByBasket(), basketType)
                .process(new CountByKey(), Types.STRING).uid("count-by-key")
                .sinkTo(new DiscardingSink<>()).uid("discard-by-key");
        events.keyBy(event -> event.split(" ")[0], Types.STRING)
                .process(new CountByMapKey(), Types.STRING).uid("count-by-map-key")
                .sinkTo(new DiscardingSink<>()).uid("discard-by-map-key");
    }

    /** Customer {@code c<customer>}'s basket, its set and map filled in permutation {@code order} of six. */
    static Basket basket(int customer, int order) {
        List<String> elements = new ArrayList<>(COLLIDING);
        java.util.Collections.rotate(elements, order % 3);
        if (order % 6 >= 3) {
            java.util.Collections.reverse(elements);
        }
        elements.add(order % 2, "customer-" + customer);
        Set<String> tags = new HashSet<>();
        Map<String, Integer> limits = new HashMap<>();
        for (String element : elements) {
            tags.add(element);
            limits.put(element, element.length() + customer);
        }
        return new Basket("c" + customer, tags, limits);
    }

    /** {@code "c3 4"}: customer 3's event in permutation 4. */
    static final class ByBasket implements KeySelector<String, Basket> {
        private static final long serialVersionUID = 1L;

        @Override
        public Basket getKey(String event) {
            return fromEvent(event);
        }
    }

    static Basket fromEvent(String event) {
        String[] parts = event.split(" ");
        return basket(Integer.parseInt(parts[0].substring(1)), Integer.parseInt(parts[1]));
    }

    /** Counts the events of each basket, in keyed state: one state per key. */
    static final class CountByKey extends KeyedProcessFunction<Basket, String, String> {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Integer> count;

        @Override
        public void open(OpenContext context) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.INT));
        }

        @Override
        public void processElement(String event, Context context, Collector<String> out) throws Exception {
            int next = count.value() == null ? 1 : count.value() + 1;
            count.update(next);
            COUNTS.add("value " + context.getCurrentKey().customer() + " " + next);
        }
    }

    /** Counts the events of each basket in a map state of the customer, whose user key is the basket. */
    static final class CountByMapKey extends KeyedProcessFunction<String, String, String> {
        private static final long serialVersionUID = 1L;
        private transient MapState<Basket, Integer> counts;

        @Override
        public void open(OpenContext context) {
            counts = getRuntimeContext().getMapState(
                    new MapStateDescriptor<>("counts", Typegen.typeInfo(Basket.class), Types.INT));
        }

        @Override
        public void processElement(String event, Context context, Collector<String> out) throws Exception {
            Basket basket = fromEvent(event);
            Integer previous = counts.get(basket);
            int next = previous == null ? 1 : previous + 1;
            counts.put(basket, next);
            COUNTS.add("map " + basket.customer() + " " + next);
        }
    }

    /** One event per customer and round, each round in the next permutation; then idles until stopped, or ends. */
    static final class Events implements SourceFunction<String> {
        private static final long serialVersionUID = 1L;
        private final int firstRound;
        private final int rounds;
        private final boolean idle;
        private volatile boolean running = true;

        Events(int firstRound, int rounds, boolean idle) {
            this.firstRound = firstRound;
            this.rounds = rounds;
            this.idle = idle;
        }

        @Override
        public void run(SourceContext<String> context) throws Exception {
            for (int round = firstRound; round < firstRound + rounds && running; round++) {
                for (int customer = 0; customer < CUSTOMERS; customer++) {
                    synchronized (context.getCheckpointLock()) {
                        context.collect("c" + customer + " " + (round + customer) % 6);
                    }
                }
            }
            while (idle && running) {
                Thread.sleep(20);
            }
        }

        @Override
        public void cancel() {
            running = false;
        }
    }

    private static void awaitCounts(int expected) throws InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (COUNTS.size() < expected) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("Only " + COUNTS.size() + " of " + expected + " counts arrived");
            }
            Thread.sleep(20);
        }
    }

    /** Each state's counts, in the order they were counted: {@code "value c3" -> [1, 2, 3]}. */
    private static Map<String, List<Integer>> counts() {
        Map<String, List<Integer>> counts = new TreeMap<>();
        for (String line : COUNTS) {
            int last = line.lastIndexOf(' ');
            counts.computeIfAbsent(line.substring(0, last), k -> new ArrayList<>())
                    .add(Integer.parseInt(line.substring(last + 1)));
        }
        return counts;
    }

    /** One state per customer and kind of state, counting 1 to {@code rounds}. */
    private static Map<String, List<Integer>> expectedCounts(int rounds) {
        List<Integer> oneToRounds = new ArrayList<>();
        for (int i = 1; i <= rounds; i++) {
            oneToRounds.add(i);
        }
        Map<String, List<Integer>> expected = new TreeMap<>();
        for (int customer = 0; customer < CUSTOMERS; customer++) {
            expected.put("value c" + customer, oneToRounds);
            expected.put("map c" + customer, oneToRounds);
        }
        return expected;
    }
}
