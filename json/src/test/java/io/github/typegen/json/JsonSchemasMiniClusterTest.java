package io.github.typegen.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import org.apache.flink.api.common.functions.OpenContext;
import org.apache.flink.api.common.functions.RichMapFunction;
import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.typeinfo.PrimitiveArrayTypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeinfo.Types;
import org.apache.flink.api.java.typeutils.ResultTypeQueryable;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.PipelineOptions;
import org.apache.flink.metrics.groups.UnregisteredMetricsGroup;
import org.apache.flink.runtime.testutils.MiniClusterResourceConfiguration;
import org.apache.flink.streaming.api.datastream.DataStream;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.test.junit5.MiniClusterExtension;
import org.apache.flink.util.SimpleUserCodeClassLoader;
import org.apache.flink.util.UserCodeClassLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import io.github.typegen.json.model.Order;
import io.github.typegen.json.model.OrderJsonCodec;
import io.github.typegen.json.model.OrderTypeInfo;

/**
 * The Flink schemas in a job: JSON messages (byte arrays, as a Kafka source hands them over) read by {@link
 * TypegenJsonDeserializationSchema} into typed records whose type information is the generated one, with generic
 * types disabled, so nothing on the way goes through Kryo; and written back by {@link
 * TypegenJsonSerializationSchema}.
 */
class JsonSchemasMiniClusterTest {

    @RegisterExtension
    static final MiniClusterExtension MINI_CLUSTER = new MiniClusterExtension(
            new MiniClusterResourceConfiguration.Builder()
                    .setNumberTaskManagers(1)
                    .setNumberSlotsPerTaskManager(1)
                    .build());

    @Test
    void messagesBecomeTypedRecordsWithoutKryo() throws Exception {
        Configuration config = new Configuration();
        config.set(PipelineOptions.GENERIC_TYPES, false);
        StreamExecutionEnvironment env = StreamExecutionEnvironment.getExecutionEnvironment(config);
        env.setParallelism(1);
        RandomModels random = new RandomModels(5);
        List<Order> orders = new ArrayList<>();
        List<byte[]> messages = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Order order = random.order();
            orders.add(order);
            messages.add(TypegenJson.write(OrderJsonCodec.INSTANCE, order));
        }
        DataStream<byte[]> raw = env.fromData(messages, PrimitiveArrayTypeInfo.BYTE_PRIMITIVE_ARRAY_TYPE_INFO);
        DataStream<Order> typed = raw.map(new Deserialize<>(
                TypegenJsonDeserializationSchema.of(OrderJsonCodec.INSTANCE)));
        assertThat(typed.getType()).isInstanceOf(OrderTypeInfo.class);
        DataStream<String> written = typed
                .map(new Serialize<>(TypegenJsonSerializationSchema.of(OrderJsonCodec.INSTANCE)))
                .returns(Types.STRING);
        List<String> result = written.executeAndCollect(100);
        assertThat(result).hasSize(orders.size());
        for (int i = 0; i < orders.size(); i++) {
            assertThat(TypegenJson.read(OrderJsonCodec.INSTANCE, result.get(i))).usingRecursiveComparison()
                    .isEqualTo(orders.get(i));
        }
    }

    @Test
    void theDeserializationSchemaReportsBadMessagesAndReadsNullAsNull() throws Exception {
        TypegenJsonDeserializationSchema<Order> schema = TypegenJsonDeserializationSchema.of(OrderJsonCodec.INSTANCE);
        schema.open(new TestContext());
        assertThat(schema.getProducedType()).isInstanceOf(OrderTypeInfo.class);
        assertThat(schema.deserialize("null".getBytes(StandardCharsets.UTF_8))).isNull();
        assertThat(schema.deserialize("{\"id\": 4}".getBytes(StandardCharsets.UTF_8)).id()).isEqualTo(4);
        assertThatThrownBy(() -> schema.deserialize("{\"id\": 4, \"total\": tru}".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                    assertThat(e.field()).isEqualTo("total");
                    // past the '}' that Jackson's tokenizer found in place of the 'e' of true
                    assertThat(e.offset()).isEqualTo(23);
                    assertThat(e.getMessage()).contains("Cannot read io.github.typegen.json.model.Order, field 'total',"
                            + " at line 1, column 24 (offset 23): Unrecognized token 'tru'");
                });
        assertThatThrownBy(() -> schema.deserialize(new byte[0])).isInstanceOf(TypegenJsonException.class)
                .hasMessageContaining("No content");
    }

    /** A deserialization schema in a map, as a source applies it to each message. */
    private static final class Deserialize<T> extends RichMapFunction<byte[], T> implements ResultTypeQueryable<T> {
        private static final long serialVersionUID = 1L;
        private final DeserializationSchema<T> schema;

        Deserialize(DeserializationSchema<T> schema) {
            this.schema = schema;
        }

        @Override
        public void open(OpenContext openContext) throws Exception {
            schema.open(new TestContext());
        }

        @Override
        public T map(byte[] message) throws Exception {
            return schema.deserialize(message);
        }

        @Override
        public TypeInformation<T> getProducedType() {
            return schema.getProducedType();
        }
    }

    private static final class Serialize<T> extends RichMapFunction<T, String> {
        private static final long serialVersionUID = 1L;
        private final org.apache.flink.api.common.serialization.SerializationSchema<T> schema;

        Serialize(org.apache.flink.api.common.serialization.SerializationSchema<T> schema) {
            this.schema = schema;
        }

        @Override
        public void open(OpenContext openContext) throws Exception {
            schema.open(null);
        }

        @Override
        public String map(T value) {
            return new String(schema.serialize(value), StandardCharsets.UTF_8);
        }
    }

    private static final class TestContext implements DeserializationSchema.InitializationContext {
        @Override
        public org.apache.flink.metrics.MetricGroup getMetricGroup() {
            return new UnregisteredMetricsGroup();
        }

        @Override
        public UserCodeClassLoader getUserCodeClassLoader() {
            return SimpleUserCodeClassLoader.create(getClass().getClassLoader());
        }
    }
}
