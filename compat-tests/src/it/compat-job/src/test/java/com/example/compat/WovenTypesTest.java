package com.example.compat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.TypeHint;
import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.junit.jupiter.api.Test;

/**
 * The classes annotated with Flink's {@code @TypeInfo} (by the processor inside javac), found by this line's own
 * {@code TypeExtractor}: no Typegen call registers or passes their type information here.
 */
class WovenTypesTest {

    @Test
    void eachFlinkTypeClassCarriesItsGeneratedFactory() {
        assertThat(Transfer.class.getAnnotation(TypeInfo.class).value()).isEqualTo(TransferTypeInfoFactory.class);
        assertThat(Balance.class.getAnnotation(TypeInfo.class).value()).isEqualTo(BalanceTypeInfoFactory.class);
        assertThat(Channel.class.getAnnotation(TypeInfo.class).value()).isEqualTo(ChannelTypeInfoFactory.class);
        assertThat(Channel.Card.class.getAnnotation(TypeInfo.class).value())
                .isEqualTo(Channel_CardTypeInfoFactory.class);
        assertThat(Tagged.class.getAnnotation(TypeInfo.class).value()).isEqualTo(TaggedTypeInfoFactory.class);
    }

    @Test
    void flinksTypeExtractionGivesTheGeneratedTypeInformation() {
        assertThat(TypeInformation.of(Transfer.class)).isInstanceOf(TransferTypeInfo.class);
        assertThat(TypeInformation.of(Balance.class)).isInstanceOf(BalanceTypeInfo.class);
        assertThat(TypeInformation.of(Channel.class)).isInstanceOf(ChannelTypeInfo.class);
        assertThat(TypeInformation.of(Score.class)).isInstanceOf(ScoreTypeInfo.class);
        // A generic class: the factory is handed the type argument Flink extracted.
        TypeInformation<Tagged<Balance>> tagged = TypeInformation.of(new TypeHint<Tagged<Balance>>() {});
        assertThat(tagged).isEqualTo(new TaggedTypeInfo<>(new BalanceTypeInfo()));
    }

    /** Keeps each account's balance in state declared by class; emits it after every transfer. */
    static final class Balances extends KeyedProcessFunction<String, Transfer, Balance> {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Balance> balance;

        @Override
        public void open(OpenContext context) {
            balance = getRuntimeContext().getState(new ValueStateDescriptor<>("balance", Balance.class));
        }

        @Override
        public void processElement(Transfer transfer, Context context, Collector<Balance> out) throws Exception {
            Balance current = balance.value() == null ? new Balance(transfer.account(), 0, new HashMap<>())
                    : balance.value();
            current.setCents(current.getCents() + transfer.cents());
            balance.update(current);
            out.collect(current);
        }
    }

    /** Plain Flink calls only (type extraction of objects, lambdas and a function's signature), Kryo forbidden. */
    @Test
    void aJobOfPlainFlinkCallsRunsOnTheGeneratedSerializers() throws Exception {
        StreamExecutionEnvironment env = Jobs.strict();
        List<Transfer> transfers = List.of(
                new Transfer("a", 5, new Channel.Card("42"), List.of("x")),
                new Transfer("b", 7, new Channel.Wire("DE1", null), List.of()),
                new Transfer("a", 11, new Channel.Wire("DE2", "r"), List.of("y", "z")));

        List<Score> out = env.fromData(transfers)
                .keyBy(Transfer::account)
                .process(new Balances())
                .map(balance -> new Score(balance.getAccount().toUpperCase(), (int) balance.getCents()))
                .executeAndCollect(10);

        assertThat(out).containsExactlyInAnyOrder(new Score("A", 5), new Score("B", 7), new Score("A", 16));
    }
}
