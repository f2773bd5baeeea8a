package io.github.typegen.it.jobs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.functions.KeySelector;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.domain.Drawing;
import io.github.typegen.it.domain.Envelope;
import io.github.typegen.it.domain.EnvelopeTypeInfo;
import io.github.typegen.it.domain.Inventory;
import io.github.typegen.it.domain.Journey;
import io.github.typegen.it.domain.LegacyTimes;
import io.github.typegen.it.domain.LineItem;
import io.github.typegen.it.domain.Money;
import io.github.typegen.it.domain.Order;
import io.github.typegen.it.domain.Shape;
import io.github.typegen.it.domain.Zones;
import io.github.typegen.it.serializers.TestData;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.serialization.TypegenTypeInfo;

/**
 * Jobs on a MiniCluster with Kryo forbidden ({@code pipeline.generic-types: false}) that move each kind of
 * generated type from a source through {@code keyBy} into keyed state and across the network to two
 * parallel subtasks, then back to the client, and check every record arrives intact.
 */
class ShuffleJobTest {

    private static final int PARALLELISM = 2;

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(PARALLELISM);

    @Test
    void immutableClassAsValueAndAsKey() throws Exception {
        List<Money> moneys = IntStream.range(0, 300)
                .mapToObj(i -> TestData.money(i + ".25", i % 2 == 0 ? "EUR" : "USD"))
                .collect(Collectors.toList());

        List<Money> received = shuffle(moneys, Typegen.typeInfo(Money.class), m -> m, Typegen.typeInfo(Money.class));

        assertThat(received).containsExactlyInAnyOrderElementsOf(moneys);
    }

    @Test
    void record() throws Exception {
        List<LineItem> items = IntStream.range(0, 300)
                .mapToObj(i -> new LineItem("sku-" + i, i, i % 5 == 0 ? null : TestData.money("1." + i, "EUR")))
                .collect(Collectors.toList());

        List<LineItem> received = shuffle(items, Typegen.typeInfo(LineItem.class), LineItem::sku, Types.STRING);

        assertThat(received).containsExactlyInAnyOrderElementsOf(items);
    }

    @Test
    void sealedHierarchy() throws Exception {
        List<Shape> shapes = IntStream.range(0, 100)
                .mapToObj(i -> TestData.shapes())
                .flatMap(Arrays::stream)
                .collect(Collectors.toList());

        List<Shape> received = shuffle(shapes, Typegen.typeInfo(Shape.class), s -> s.getClass().getSimpleName(),
                Types.STRING);

        assertThat(received).containsExactlyInAnyOrderElementsOf(shapes);
    }

    @Test
    void recordHoldingASealedType() throws Exception {
        List<Drawing> drawings = Arrays.stream(TestData.drawings())
                .filter(d -> d.owner() != null)
                .collect(Collectors.toList());

        List<Drawing> received = shuffle(drawings, Typegen.typeInfo(Drawing.class), Drawing::owner, Types.STRING);

        assertThat(received).containsExactlyInAnyOrderElementsOf(drawings);
    }

    @Test
    void collectionHeavyClass() throws Exception {
        List<Order> orders = IntStream.range(0, 200).mapToObj(TestData::fullOrder).collect(Collectors.toList());

        List<Order> received = shuffle(orders, Typegen.typeInfo(Order.class), o -> o.id.toString(), Types.STRING);

        assertThat(received).containsExactlyInAnyOrderElementsOf(orders);
    }

    @Test
    void jdkDateAndTimeTypes() throws Exception {
        List<LegacyTimes> times = IntStream.range(0, 200).mapToObj(TestData::legacyTimes).collect(Collectors.toList());

        List<LegacyTimes> received = shuffle(times, Typegen.typeInfo(LegacyTimes.class), t -> t.zone.getId(),
                Types.STRING);

        assertThat(received).containsExactlyInAnyOrderElementsOf(times);
    }

    /** A record of zones, offsets and periods as the key: equal values serialize to equal bytes. */
    @Test
    void jdkZoneTypesAsValueAndAsKey() throws Exception {
        List<Zones> zones = IntStream.range(0, 100)
                .mapToObj(i -> TestData.zones())
                .flatMap(Arrays::stream)
                .collect(Collectors.toList());

        List<Zones> received = shuffle(zones, Typegen.typeInfo(Zones.class), z -> z, Typegen.typeInfo(Zones.class));

        assertThat(received).containsExactlyInAnyOrderElementsOf(zones);
    }

    @Test
    void sortedEnumAndQueueCollections() throws Exception {
        List<Inventory> inventories = IntStream.range(0, 200).mapToObj(TestData::inventory)
                .collect(Collectors.toList());

        List<Inventory> received = shuffle(inventories, Typegen.typeInfo(Inventory.class), i -> i.names.last(),
                Types.STRING);

        assertThat(received).containsExactlyInAnyOrderElementsOf(inventories);
        assertThat(received).allSatisfy(i -> assertThat(i.flags).isInstanceOf(EnumSet.class));
    }

    /** A generic record as the stream type and the state type: {@code Envelope<Order>}, typed by its type info. */
    @Test
    void genericRecord() throws Exception {
        List<Envelope<Order>> envelopes = IntStream.range(0, 200)
                .mapToObj(i -> new Envelope<>("e-" + i, TestData.fullOrder(i), List.of(TestData.fullOrder(i + 1))))
                .collect(Collectors.toList());

        List<Envelope<Order>> received = shuffle(envelopes, new EnvelopeTypeInfo<>(Typegen.typeInfo(Order.class)),
                Envelope::id, Types.STRING);

        assertThat(received).containsExactlyInAnyOrderElementsOf(envelopes);
    }

    @Test
    void flinkTuplesAsFieldsAndInAList() throws Exception {
        List<Journey> journeys = IntStream.range(0, 300).mapToObj(TestData::journey).collect(Collectors.toList());
        journeys.addAll(Arrays.stream(TestData.journeys()).filter(r -> r.id() != null).toList());

        List<Journey> received = shuffle(journeys, Typegen.typeInfo(Journey.class), Journey::id, Types.STRING);

        assertThat(received).containsExactlyInAnyOrderElementsOf(journeys);
    }

    /** The control: without the generated type information, the same job is refused for using Kryo. */
    @Test
    void withoutGeneratedTypeInfoTheSameJobFallsBackToKryoAndIsRefused() {
        List<Order> orders = List.of(TestData.fullOrder(1));
        StreamExecutionEnvironment env = environment();

        assertThatThrownBy(() -> env.fromData(orders).keyBy(o -> o.id.toString()).executeAndCollect(1))
                .hasStackTraceContaining("Generic types have been disabled");
    }

    private static StreamExecutionEnvironment environment() {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        return StreamExecutionEnvironment.getExecutionEnvironment(configuration);
    }

    /**
     * Sends {@code values} from one source subtask through {@code keyBy} to {@link #PARALLELISM} subtasks,
     * which keep each value in keyed state and emit what the state holds, and collects the result.
     */
    private static <T, K> List<T> shuffle(List<T> values, TypeInformation<T> type, KeySelector<T, K> key,
            TypeInformation<K> keyType) throws Exception {
        StreamExecutionEnvironment env = environment();
        DataStream<T> received = env.fromData(values, type)
                .setParallelism(1)
                .keyBy(key, keyType)
                .process(new ThroughState<K, T>(type), type)
                .setParallelism(PARALLELISM);
        assertThat(received.getType()).isInstanceOf(TypegenTypeInfo.class);
        return received.executeAndCollect(values.size() + 1);
    }

    /** Puts each value into keyed state and emits the value read back from it. */
    private static final class ThroughState<K, T> extends KeyedProcessFunction<K, T, T> {

        private static final long serialVersionUID = 1L;

        private final TypeInformation<T> type;
        private transient ValueState<T> last;

        ThroughState(TypeInformation<T> type) {
            this.type = type;
        }

        @Override
        public void open(OpenContext openContext) {
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", type));
        }

        @Override
        public void processElement(T value, Context context, Collector<T> out) throws Exception {
            last.update(value);
            out.collect(last.value());
        }
    }
}
