package io.github.typegen.it.converters;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.table.data.RowData;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.it.MiniClusters;
import io.github.typegen.it.library.CurrencyUnit;
import io.github.typegen.it.library.Money;
import io.github.typegen.runtime.TypedTables;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.serialization.TypegenTypeInfo;
import io.github.typegen.runtime.table.TypegenSchema;

/**
 * A job whose records hold library {@code Money} through a converter registered for the package, and a JDK {@code
 * Currency}, runs with Kryo forbidden and keeps a running total per customer in keyed state across the network.
 */
class ConverterJobTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = MiniClusters.oneTaskManager(2);

    private static final Currency FRANCS = Currency.getInstance("CHF");

    @Test
    void moneyBehindAConverterAndCurrencyKeepStateWithKryoForbidden() throws Exception {
        List<Purchase> purchases = IntStream.range(0, 200)
                .mapToObj(i -> new Purchase("c" + (i % 4), Money.of(CurrencyUnit.EUR, new BigDecimal(i + ".50")),
                        i % 3 == 0 ? null : FRANCS, List.of(Money.ofMinor(CurrencyUnit.USD, i))))
                .collect(Collectors.toList());
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);

        DataStream<Purchase> totals = env.fromData(purchases, Typegen.typeInfo(Purchase.class))
                .setParallelism(1)
                .keyBy(Purchase::customer, Types.STRING)
                .process(new RunningTotal(), Typegen.typeInfo(Purchase.class))
                .setParallelism(2);
        assertThat(totals.getType()).isInstanceOf(TypegenTypeInfo.class);

        List<Purchase> received = new ArrayList<>();
        try (CloseableIterator<Purchase> results = totals.executeAndCollect()) {
            results.forEachRemaining(received::add);
        }

        assertThat(received).hasSize(200);
        for (int customer = 0; customer < 4; customer++) {
            String name = "c" + customer;
            BigDecimal expected = purchases.stream().filter(p -> p.customer().equals(name))
                    .map(p -> p.price().getAmount()).reduce(BigDecimal.ZERO, BigDecimal::add);
            assertThat(received.stream().filter(p -> p.customer().equals(name))
                    .map(p -> p.price().getAmount()).max(BigDecimal::compareTo))
                    .hasValue(expected);
        }
        assertThat(received).allSatisfy(p -> {
            assertThat(p.price().getCurrencyUnit()).isEqualTo(CurrencyUnit.EUR);
            assertThat(p.history()).isNotEmpty().allSatisfy(m -> assertThat(m.getCurrencyUnit())
                    .isEqualTo(CurrencyUnit.USD));
        });
        assertThat(received).anySatisfy(p -> assertThat(p.paidIn()).isSameAs(FRANCS));
    }

    @Test
    void theColumnsAreTheStoredFormsAndRowsConvertBothWays() {
        TypegenSchema<Purchase> schema = TypedTables.schemaOf(Purchase.class);
        Purchase purchase = new Purchase("ada", Money.parse("EUR 12.50"), FRANCS,
                List.of(Money.parse("USD 1.00"), Money.parse("JPY 300")));

        assertThat(schema.rowType().asSummaryString()).isEqualTo("ROW<`customer` STRING, `price` ROW<`currency`"
                + " STRING, `amount` DECIMAL(38, 18)>, `paidIn` STRING, `history` ARRAY<ROW<`currency` STRING,"
                + " `amount` DECIMAL(38, 18)>>>");
        RowData internal = schema.toRowData(purchase);
        assertThat(internal.getRow(1, 2).getString(0).toString()).isEqualTo("EUR");
        Row external = schema.toRow(purchase);
        assertThat(((Row) external.getField(1)).getField(0)).isEqualTo("EUR");

        assertThat(money(schema.fromRowData(internal))).isEqualTo(money(purchase));
        assertThat(money(schema.fromRow(external))).isEqualTo(money(purchase));
        assertThat(schema.fromRowData(schema.toRowData(new Purchase(null, null, null, null))))
                .isEqualTo(new Purchase(null, null, null, null));
    }

    @Test
    void aConverterThatReturnsNoStoredFormFailsNamingTheFieldOnEveryPath() {
        Refund lost = new Refund("r-1", Money.of(CurrencyUnit.EUR, BigDecimal.ZERO));
        String field = Refund.class.getName() + ".amount";
        TypegenSchema<Refund> schema = TypedTables.schemaOf(Refund.class);
        TypeSerializer<Refund> serializer = Typegen.typeInfo(Refund.class).createSerializer(new SerializerConfigImpl());

        assertThatThrownBy(() -> serializer.serialize(lost, new DataOutputSerializer(64)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(field)
                .hasMessageContaining(LossyMoneyConverter.class.getName() + ".toStored returned null");
        assertThatThrownBy(() -> schema.toRowData(lost))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(field);
        assertThatThrownBy(() -> schema.toRow(lost))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(field);

        Refund kept = new Refund("r-2", Money.parse("EUR 3.25"));
        assertThat(schema.fromRowData(schema.toRowData(kept))).isEqualTo(kept);
        assertThat(schema.fromRow(schema.toRow(kept))).isEqualTo(kept);
        assertThat(schema.fromRowData(schema.toRowData(new Refund("r-3", null)))).isEqualTo(new Refund("r-3", null));
    }

    /** The amounts compared by value: a DECIMAL(38, 18) column keeps the value, not the scale. */
    private static List<String> money(Purchase purchase) {
        List<String> amounts = new ArrayList<>();
        amounts.add(purchase.price().getCurrencyUnit() + " " + purchase.price().getAmount().stripTrailingZeros());
        purchase.history().forEach(m -> amounts.add(m.getCurrencyUnit() + " " + m.getAmount().stripTrailingZeros()));
        amounts.add(String.valueOf(purchase.paidIn()));
        return amounts;
    }

    /** Adds each purchase's price to the customer's total in keyed state and emits the total. */
    private static final class RunningTotal extends KeyedProcessFunction<String, Purchase, Purchase> {
        private transient ValueState<Purchase> total;

        @Override
        public void open(OpenContext context) {
            total = getRuntimeContext().getState(new ValueStateDescriptor<>("total",
                    Typegen.typeInfo(Purchase.class)));
        }

        @Override
        public void processElement(Purchase purchase, Context context, Collector<Purchase> out) throws Exception {
            Purchase previous = total.value();
            Money sum = previous == null ? purchase.price() : previous.price().plus(purchase.price());
            Purchase updated = new Purchase(purchase.customer(), sum, purchase.paidIn(), purchase.history());
            total.update(updated);
            out.collect(updated);
        }
    }
}
