package com.example.sensors;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.TypedTables;
import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.util.Collector;
import org.joda.money.CurrencyUnit;
import org.joda.money.Money;

/**
 * The team's job: payments in envelopes, each merchant's running total in keyed state (the last envelope, Joda
 * money and all), then a SQL step that selects the merchants with more than one payment. Kryo is disabled: every
 * type is Typegen's.
 */
public class PaymentJob {

    public static void main(String[] args) throws Exception {
        Configuration configuration = new Configuration();
        configuration.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(configuration);
        env.setParallelism(1);

        TypeInformation<Envelope<Payment>> envelopes = new EnvelopeTypeInfo<>(Typegen.typeInfo(Payment.class));
        DataStream<Envelope<Payment>> payments = env.fromData(List.of(
                envelope("p-1", "m-1", "10.00"),
                envelope("p-2", "m-2", "5.50"),
                envelope("p-3", "m-1", "2.25")), envelopes);

        DataStream<MerchantTotal> totals = payments
                .keyBy(envelope -> envelope.body().getMerchantId())
                .process(new RunningTotal(envelopes), Typegen.typeInfo(MerchantTotal.class));
        totals.print();

        StreamTableEnvironment tableEnvironment = StreamTableEnvironment.create(env);
        TypedTables.createTemporaryView(tableEnvironment, "totals", totals);
        TypedTables.toDataStream(tableEnvironment,
                tableEnvironment.sqlQuery("SELECT merchantId, payments FROM totals WHERE payments > 1"),
                BusyMerchant.class).print();

        env.execute("payments");
    }

    private static Envelope<Payment> envelope(String paymentId, String merchantId, String euros) {
        Payment payment = Payment.builder()
                .paymentId(paymentId)
                .merchantId(merchantId)
                .amount(Money.of(CurrencyUnit.EUR, new BigDecimal(euros)))
                .items(List.of())
                .build();
        return new Envelope<>("checkout", Instant.parse("2026-12-01T10:00:00Z"), payment);
    }

    /** Adds each payment to its merchant's total; remembers the last envelope to name the one before. */
    private static final class RunningTotal
            extends KeyedProcessFunction<String, Envelope<Payment>, MerchantTotal> {

        private static final long serialVersionUID = 1L;

        private final TypeInformation<Envelope<Payment>> envelopes;
        private transient ValueState<Envelope<Payment>> last;
        private transient ValueState<MerchantTotal> total;

        RunningTotal(TypeInformation<Envelope<Payment>> envelopes) {
            this.envelopes = envelopes;
        }

        @Override
        public void open(OpenContext openContext) {
            last = getRuntimeContext().getState(new ValueStateDescriptor<>("last", envelopes));
            total = getRuntimeContext().getState(
                    new ValueStateDescriptor<>("total", Typegen.typeInfo(MerchantTotal.class)));
        }

        @Override
        public void processElement(Envelope<Payment> envelope, Context context, Collector<MerchantTotal> out)
                throws Exception {
            Payment payment = envelope.body();
            MerchantTotal before = total.value();
            Envelope<Payment> previous = last.value();
            MerchantTotal after = new MerchantTotal(payment.getMerchantId(),
                    before == null ? 1 : before.payments() + 1,
                    before == null ? payment.getAmount() : before.total().plus(payment.getAmount()),
                    payment.getAmount().getCurrencyUnit().toCurrency(),
                    previous == null ? null : previous.body().getPaymentId());
            total.update(after);
            last.update(envelope);
            out.collect(after);
        }
    }
}
