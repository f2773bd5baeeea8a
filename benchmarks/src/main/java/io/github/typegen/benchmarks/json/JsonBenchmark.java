package io.github.typegen.benchmarks.json;

import java.io.IOException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.flink.api.common.serialization.DeserializationSchema;
import org.apache.flink.api.common.serialization.SerializationSchema;
import org.apache.flink.formats.json.JsonDeserializationSchema;
import org.apache.flink.formats.json.JsonSerializationSchema;
import org.apache.flink.metrics.MetricGroup;
import org.apache.flink.metrics.groups.UnregisteredMetricsGroup;
import org.apache.flink.util.SimpleUserCodeClassLoader;
import org.apache.flink.util.UserCodeClassLoader;
import org.apache.flink.util.jackson.JacksonMapperFactory;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;

import io.github.typegen.json.TypegenJson;
import io.github.typegen.json.TypegenJsonDeserializationSchema;
import io.github.typegen.json.TypegenJsonSerializationSchema;

/**
 * One JSON message ({@link OrderEvent}, about 700 bytes) to a typed object and back, as a Kafka source and sink
 * do it, three ways:
 *
 * <ul>
 *   <li>{@code typegen*}: {@link TypegenJsonDeserializationSchema} / {@link TypegenJsonSerializationSchema} over the
 *       generated {@code OrderEventJsonCodec} (Jackson's streaming parser and generator, generated binding);
 *   <li>{@code flink*}: Flink's own {@link JsonDeserializationSchema} / {@link JsonSerializationSchema}
 *       (flink-json; Jackson databind with the mapper of Flink's {@code JacksonMapperFactory}, which the serializer
 *       is handed, since its default mapper cannot write {@code java.time} values);
 *   <li>{@code dslJson*}: dsl-json 2.0.2 in its fastest setup: the converter its annotation processor generated at
 *       compile time ({@code @CompiledJson}, found through the service loader, no runtime analysis), looked up once,
 *       with one reused {@code JsonReader} and {@code JsonWriter}.
 * </ul>
 *
 * <p>Each deserializer reads the same bytes; each serializer writes the same object. Every serializer returns a new
 * {@code byte[]}, as a {@code SerializationSchema} must.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(value = 3, jvmArgsAppend = {"-Xmx1g"})
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@State(Scope.Thread)
public class JsonBenchmark {

    private OrderEvent event;
    private byte[] message;

    private DeserializationSchema<OrderEvent> typegenDeserializer;
    private SerializationSchema<OrderEvent> typegenSerializer;
    private DeserializationSchema<OrderEvent> flinkDeserializer;
    private SerializationSchema<OrderEvent> flinkSerializer;
    private JsonReader<Object> dslReader;
    private JsonReader.ReadObject<OrderEvent> dslReadEvent;
    private JsonWriter dslWriter;
    private JsonWriter.WriteObject<OrderEvent> dslWriteEvent;

    @Setup
    public void setUp() throws Exception {
        event = sample();
        message = TypegenJson.write(OrderEventJsonCodec.INSTANCE, event);
        typegenDeserializer = TypegenJsonDeserializationSchema.of(OrderEventJsonCodec.INSTANCE);
        typegenDeserializer.open(new Context());
        typegenSerializer = TypegenJsonSerializationSchema.of(OrderEventJsonCodec.INSTANCE);
        typegenSerializer.open(new Context());
        flinkDeserializer = new JsonDeserializationSchema<>(OrderEvent.class);
        flinkDeserializer.open(new Context());
        // its default mapper has no JavaTimeModule: the one Flink's deserializer uses, as Flink users are told to
        flinkSerializer = new JsonSerializationSchema<>(JacksonMapperFactory::createObjectMapper);
        flinkSerializer.open(new Context());
        DslJson<Object> dsl = new DslJson<>(new DslJson.Settings<>().includeServiceLoader());
        dslReader = dsl.newReader();
        dslReadEvent = dsl.tryFindReader(OrderEvent.class);
        dslWriter = dsl.newWriter();
        dslWriteEvent = dsl.tryFindWriter(OrderEvent.class);
        if (dslReadEvent == null || dslWriteEvent == null) {
            throw new IllegalStateException("dsl-json found no compiled converter for OrderEvent");
        }
        checkAllReadTheMessage();
    }

    /** Each way reads the message into the same values and writes JSON that Typegen reads back to them. */
    private void checkAllReadTheMessage() throws IOException {
        String expected = describe(event);
        for (OrderEvent read : List.of(typegenDeserialize(), flinkDeserialize(), dslJsonDeserialize())) {
            if (!describe(read).equals(expected)) {
                throw new IllegalStateException("Read " + describe(read) + ", expected " + expected);
            }
        }
        for (byte[] written : List.of(typegenSerialize(), flinkSerialize(), dslJsonSerialize())) {
            String reread = describe(TypegenJson.read(OrderEventJsonCodec.INSTANCE, written));
            if (!reread.equals(expected)) {
                throw new IllegalStateException("Wrote JSON that reads as " + reread + ", expected " + expected);
            }
        }
    }

    @Benchmark
    public OrderEvent typegenDeserialize() throws IOException {
        return typegenDeserializer.deserialize(message);
    }

    @Benchmark
    public OrderEvent flinkDeserialize() throws IOException {
        return flinkDeserializer.deserialize(message);
    }

    @Benchmark
    public OrderEvent dslJsonDeserialize() throws IOException {
        dslReader.process(message, message.length);
        dslReader.read();
        return dslReadEvent.read(dslReader);
    }

    @Benchmark
    public byte[] typegenSerialize() {
        return typegenSerializer.serialize(event);
    }

    @Benchmark
    public byte[] flinkSerialize() {
        return flinkSerializer.serialize(event);
    }

    @Benchmark
    public byte[] dslJsonSerialize() {
        dslWriter.reset();
        dslWriteEvent.write(dslWriter, event);
        return dslWriter.toByteArray();
    }

    static OrderEvent sample() {
        OrderEvent event = new OrderEvent();
        event.orderId = 90_417_553_201L;
        event.customerId = "c-0004711";
        event.status = "PAID";
        event.currency = "EUR";
        event.total = 1_249.85;
        event.itemCount = 3;
        event.express = true;
        event.placedAt = OffsetDateTime.of(2026, 3, 14, 9, 26, 53, 589_000_000, ZoneOffset.UTC);
        event.shippingAddress = address("Ada Lovelace", "12 St James's Square", "London", "SW1Y 4JH", "GB");
        event.billingAddress = address("Lovelace Ltd", "221B Baker Street", "London", "NW1 6XE", "GB");
        event.lines = new ArrayList<>();
        event.lines.add(line("SKU-0001-BLU", "Difference engine", 1, 999.90));
        event.lines.add(line("SKU-0172-GRN", "Punched cards x500", 2, 99.95));
        event.lines.add(line("SKU-2048-RED", "Brass gears", 1, 50.05));
        event.tags = List.of("priority", "gift-wrap");
        event.note = "Leave at the door.";
        return event;
    }

    private static PostalAddress address(String name, String street, String city, String postalCode,
            String country) {
        PostalAddress address = new PostalAddress();
        address.name = name;
        address.street = street;
        address.city = city;
        address.postalCode = postalCode;
        address.country = country;
        return address;
    }

    private static OrderLine line(String sku, String title, int quantity, double unitPrice) {
        OrderLine line = new OrderLine();
        line.sku = sku;
        line.title = title;
        line.quantity = quantity;
        line.unitPrice = unitPrice;
        return line;
    }

    /** The values of an event as text, to compare what each library read. */
    private static String describe(OrderEvent e) {
        StringBuilder text = new StringBuilder().append(e.orderId).append('|').append(e.customerId).append('|')
                .append(e.status).append('|').append(e.currency).append('|').append(e.total).append('|')
                .append(e.itemCount).append('|').append(e.express).append('|')
                .append(e.placedAt.toInstant()).append('|').append(e.note).append('|').append(e.tags);
        for (PostalAddress a : List.of(e.shippingAddress, e.billingAddress)) {
            text.append('|').append(a.name).append(',').append(a.street).append(',').append(a.city).append(',')
                    .append(a.postalCode).append(',').append(a.country);
        }
        for (OrderLine l : e.lines) {
            text.append('|').append(l.sku).append(',').append(l.title).append(',').append(l.quantity).append(',')
                    .append(l.unitPrice);
        }
        return text.toString();
    }

    /** The context Flink hands a schema's {@code open}. */
    private static final class Context
            implements DeserializationSchema.InitializationContext, SerializationSchema.InitializationContext {
        @Override
        public MetricGroup getMetricGroup() {
            return new UnregisteredMetricsGroup();
        }

        @Override
        public UserCodeClassLoader getUserCodeClassLoader() {
            return SimpleUserCodeClassLoader.create(JsonBenchmark.class.getClassLoader());
        }
    }
}
