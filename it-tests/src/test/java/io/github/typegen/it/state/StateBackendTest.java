package io.github.typegen.it.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.state.ValueState;
import org.apache.flink.api.common.state.ValueStateDescriptor;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.functions.KeyedProcessFunction;
import org.apache.flink.util.Collector;
import org.apache.flink.util.CloseableIterator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Each backend runs a keyed job here, with its native library loaded, and counts per key. */
class StateBackendTest {

    static final class Count extends KeyedProcessFunction<String, String, String> {
        private static final long serialVersionUID = 1L;
        private transient ValueState<Integer> count;

        @Override
        public void open(OpenContext context) {
            count = getRuntimeContext().getState(new ValueStateDescriptor<>("count", Types.INT));
        }

        @Override
        public void processElement(String key, Context context, Collector<String> out) throws Exception {
            int next = count.value() == null ? 1 : count.value() + 1;
            count.update(next);
            out.collect(key + "=" + next);
        }
    }

    @ParameterizedTest
    @EnumSource(StateBackend.class)
    void keyedStateWorks(StateBackend backend) throws Exception {
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(
                backend.configure(new Configuration()));
        env.setParallelism(1);
        try (CloseableIterator<String> out = env.fromData("a", "b", "a", "a").keyBy(s -> s)
                .process(new Count()).executeAndCollect()) {
            List<String> lines = new java.util.ArrayList<>();
            out.forEachRemaining(lines::add);
            assertThat(lines).containsExactly("a=1", "b=1", "a=2", "a=3");
        }
    }
}
