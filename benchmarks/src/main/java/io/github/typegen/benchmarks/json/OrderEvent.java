package io.github.typegen.benchmarks.json;

import java.time.OffsetDateTime;
import java.util.List;

import com.dslplatform.json.CompiledJson;

import io.github.typegen.annotations.FlinkType;

/**
 * The message of {@link JsonBenchmark}: 13 fields, two nested objects, a list of objects, a list of strings and a
 * timestamp; 728 bytes of JSON. A POJO with public fields, which each of the three libraries binds: Typegen's
 * generated codec, Jackson databind (Flink's {@code JsonDeserializationSchema}) and dsl-json's compile-time
 * converter. The timestamp is an {@code OffsetDateTime} in UTC, the date-time type all three read and write as
 * ISO-8601 text.
 */
@FlinkType(json = true)
@CompiledJson
public class OrderEvent {
    public long orderId;
    public String customerId;
    public String status;
    public String currency;
    public double total;
    public int itemCount;
    public boolean express;
    public OffsetDateTime placedAt;
    public PostalAddress shippingAddress;
    public PostalAddress billingAddress;
    public List<OrderLine> lines;
    public List<String> tags;
    public String note;
}
