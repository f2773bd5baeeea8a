package adopt;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;

import org.apache.flink.api.common.functions.AggregateFunction;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.ReduceFunction;
import org.apache.flink.api.common.state.AggregatingState;
import org.apache.flink.api.common.state.AggregatingStateDescriptor;
import org.apache.flink.api.common.state.ListState;
import org.apache.flink.api.common.state.ListStateDescriptor;
import org.apache.flink.api.common.state.MapState;
import org.apache.flink.api.common.state.MapStateDescriptor;
import org.apache.flink.api.common.state.ReadOnlyBroadcastState;
import org.apache.flink.api.common.state.ReducingState;
import org.apache.flink.api.common.state.ReducingStateDescriptor;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.runtime.state.FunctionInitializationContext;
import org.apache.flink.runtime.state.FunctionSnapshotContext;
import org.apache.flink.streaming.api.checkpoint.CheckpointedFunction;
import org.apache.flink.streaming.api.functions.co.KeyedBroadcastProcessFunction;
import org.apache.flink.util.Collector;

/**
 * Holds every kind of state over the fixture classes: per key a {@code ValueState<Customer>}, a {@code
 * ListState<Reading>}, a {@code MapState<String, Shape>}, a {@code ReducingState<Money>} and an {@code
 * AggregatingState} whose accumulator is a {@code Parcel}; per subtask an operator {@code ListState<Reading>};
 * and the broadcast {@code MapState<String, Customer>} {@link AdoptionJob#DIRECTORY}.
 */
public final class Holdings extends KeyedBroadcastProcessFunction<String, String, String, String>
        implements CheckpointedFunction {

    private static final long serialVersionUID = 1L;

    private final String outputDirectory;
    private final int round;

    private transient ValueState<Customer> customer;
    private transient ListState<Reading> readings;
    private transient MapState<String, Shape> shapes;
    private transient ReducingState<Money> total;
    private transient AggregatingState<Reading, Parcel> parcel;
    private transient ListState<Reading> seen;

    Holdings(String outputDirectory, int round) {
        this.outputDirectory = outputDirectory;
        this.round = round;
    }

    @Override
    public void initializeState(FunctionInitializationContext context) throws Exception {
        seen = context.getOperatorStateStore().getListState(new ListStateDescriptor<>("seen", Reading.class));
    }

    @Override
    public void snapshotState(FunctionSnapshotContext context) {
        // "seen" is the operator state itself: there is nothing to copy into it
    }

    @Override
    public void open(OpenContext context) {
        customer = getRuntimeContext().getState(new ValueStateDescriptor<>("customer", Customer.class));
        readings = getRuntimeContext().getListState(new ListStateDescriptor<>("readings", Reading.class));
        shapes = getRuntimeContext().getMapState(new MapStateDescriptor<>("shapes", String.class, Shape.class));
        total = getRuntimeContext().getReducingState(new ReducingStateDescriptor<>("total", new Sum(), Money.class));
        parcel = getRuntimeContext().getAggregatingState(
                new AggregatingStateDescriptor<>("parcel", new Pack(), Parcel.class));
    }

    @Override
    public void processElement(String event, ReadOnlyContext context, Collector<String> out) throws Exception {
        String[] parts = event.split("\\|");
        String key = context.getCurrentKey();
        switch (parts[0]) {
            case "check" -> AdoptionJob.report(outputDirectory, "restored-" + key,
                    describe(context.getBroadcastState(AdoptionJob.DIRECTORY), round - 1));
            case "update" -> update(key, Integer.parseInt(parts[2]));
            case "report" -> context.timerService().registerProcessingTimeTimer(
                    context.timerService().currentProcessingTime() + 1);
            default -> throw new IllegalArgumentException("Unknown event " + event);
        }
        out.collect(event);
    }

    private void update(String key, int step) throws Exception {
        int n = AdoptionJob.number(round, Integer.parseInt(key.substring(1)), step);
        String tag = "r" + round + "s" + step;
        Customer current = customer.value();
        if (current == null) {
            current = new Customer();
            current.setName(key);
            current.setTags(new ArrayList<>());
            current.setScores(new HashMap<>());
        }
        current.getTags().add(tag);
        current.getScores().put(tag, n);
        current.setAddress(new Address("city-" + key, n));
        customer.update(current);
        Reading reading = new Reading(key + "-" + tag, n / 4.0, n);
        readings.add(reading);
        shapes.put(tag, step % 2 == 1 ? new Circle(n / 2.0) : new Square(n));
        total.add(new Money(BigDecimal.valueOf(n, 2), "EUR"));
        parcel.add(reading);
        seen.add(reading);
    }

    /** Reports the key's state once the broadcast side has delivered every entry of this round. */
    @Override
    public void onTimer(long timestamp, OnTimerContext context, Collector<String> out) throws Exception {
        ReadOnlyBroadcastState<String, Customer> directory = context.getBroadcastState(AdoptionJob.DIRECTORY);
        for (int entry = 0; entry < AdoptionJob.DIRECTORY_ENTRIES; entry++) {
            if (!directory.contains("r" + round + "b" + entry)) {
                context.timerService().registerProcessingTimeTimer(timestamp + 10);
                return;
            }
        }
        AdoptionJob.report(outputDirectory, "round" + round + "-" + context.getCurrentKey(),
                describe(directory, round));
    }

    @Override
    public void processBroadcastElement(String entry, Context context, Collector<String> out) throws Exception {
        int index = Integer.parseInt(entry.substring(entry.indexOf('b') + 1));
        Customer listed = new Customer();
        listed.setName("b" + index);
        listed.setTags(new ArrayList<>(List.of("r" + round)));
        listed.setScores(new HashMap<>(Map.of("r" + round, index)));
        listed.setAddress(new Address("hq", index));
        context.getBroadcastState(AdoptionJob.DIRECTORY).put(entry, listed);
    }

    /**
     * Every state of the key, and the broadcast and operator state written up to {@code upToRound}, one line
     * each, maps in key order and the operator state in sensor order.
     */
    private String describe(ReadOnlyBroadcastState<String, Customer> directory, int upToRound) throws Exception {
        StringBuilder text = new StringBuilder();
        text.append("customer=").append(customer.value()).append('\n');
        text.append("readings=").append(list(readings.get())).append('\n');
        TreeMap<String, Shape> shapesByTag = new TreeMap<>();
        for (Map.Entry<String, Shape> entry : shapes.entries()) {
            shapesByTag.put(entry.getKey(), entry.getValue());
        }
        text.append("shapes=").append(shapesByTag).append('\n');
        text.append("total=").append(total.get()).append('\n');
        text.append("parcel=").append(parcel.get()).append('\n');
        TreeMap<String, Customer> entries = new TreeMap<>();
        for (Map.Entry<String, Customer> entry : directory.immutableEntries()) {
            if (AdoptionJob.roundOf(entry.getKey()) <= upToRound) {
                entries.put(entry.getKey(), entry.getValue());
            }
        }
        text.append("directory=").append(entries).append('\n');
        List<Reading> seenReadings = new ArrayList<>();
        for (Reading reading : list(seen.get())) {
            if (AdoptionJob.roundOf(reading.sensor()) <= upToRound) {
                seenReadings.add(reading);
            }
        }
        seenReadings.sort(Comparator.comparing(Reading::sensor));
        text.append("seen=").append(seenReadings).append('\n');
        return text.toString();
    }

    private static List<Reading> list(Iterable<Reading> values) {
        List<Reading> list = new ArrayList<>();
        if (values != null) {
            values.forEach(list::add);
        }
        return list;
    }

    /** The sum of the amounts, in the first amount's currency. */
    static final class Sum implements ReduceFunction<Money> {
        private static final long serialVersionUID = 1L;

        @Override
        public Money reduce(Money a, Money b) {
            return a.plus(b);
        }
    }

    /** Packs readings into a parcel: the last sensor, a tracking id of the count and time, the values summed. */
    static final class Pack implements AggregateFunction<Reading, Parcel, Parcel> {
        private static final long serialVersionUID = 1L;

        @Override
        public Parcel createAccumulator() {
            return new Parcel();
        }

        @Override
        public Parcel add(Reading reading, Parcel accumulator) {
            Money value = new Money(BigDecimal.valueOf(reading.value()), "USD");
            accumulator.setItems(accumulator.getItems() + 1);
            accumulator.setId(reading.sensor());
            accumulator.setTracking(new UUID(accumulator.getItems(), reading.at()));
            accumulator.setPrice(accumulator.getPrice() == null ? value : accumulator.getPrice().plus(value));
            return accumulator;
        }

        @Override
        public Parcel getResult(Parcel accumulator) {
            return accumulator;
        }

        @Override
        public Parcel merge(Parcel a, Parcel b) {
            Parcel merged = new Parcel();
            merged.setItems(a.getItems() + b.getItems());
            merged.setId(b.getId());
            merged.setTracking(b.getTracking());
            merged.setPrice(a.getPrice() == null ? b.getPrice()
                    : b.getPrice() == null ? a.getPrice() : a.getPrice().plus(b.getPrice()));
            return merged;
        }
    }
}
