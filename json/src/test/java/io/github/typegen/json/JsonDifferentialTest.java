package io.github.typegen.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

import org.apache.flink.api.common.typeinfo.Types;
import org.assertj.core.api.recursive.comparison.RecursiveComparisonConfiguration;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import io.github.typegen.json.model.Address;
import io.github.typegen.json.model.Circle;
import io.github.typegen.json.model.Delivery;
import io.github.typegen.json.model.DeliveryJsonCodec;
import io.github.typegen.json.model.Drawing;
import io.github.typegen.json.model.DrawingJsonCodec;
import io.github.typegen.json.model.AddressJsonCodec;
import io.github.typegen.json.model.Envelope;
import io.github.typegen.json.model.EnvelopeJsonCodec;
import io.github.typegen.json.model.EnvelopeTypeInfo;
import io.github.typegen.json.model.Everything;
import io.github.typegen.json.model.EverythingJsonCodec;
import io.github.typegen.json.model.LineItem;
import io.github.typegen.json.model.Order;
import io.github.typegen.json.model.Money;
import io.github.typegen.json.model.MoneyJsonCodec;
import io.github.typegen.json.model.OrderJsonCodec;
import io.github.typegen.json.model.OrderTypeInfo;
import io.github.typegen.json.model.Priority;
import io.github.typegen.json.model.PriorityJsonCodec;
import io.github.typegen.json.model.Profile;
import io.github.typegen.json.model.ProfileJsonCodec;
import io.github.typegen.json.model.Shape;
import io.github.typegen.json.model.Sku;
import io.github.typegen.json.model.SkuJsonCodec;
import io.github.typegen.json.model.Square;
import io.github.typegen.json.model.Status;

/**
 * The generated codecs against Jackson databind, configured as Flink's JSON format configures it: on random
 * instances each writes JSON the other reads into equal objects, and both write the same JSON tree; on hand-written
 * JSON both read the same object, or both reject it.
 */
class JsonDifferentialTest {

    private static final ObjectMapper JACKSON = Mappers.flinkLike();

    /** Field by field, floating-point values by {@code equals} (exact, and NaN equal to NaN). */
    private static final RecursiveComparisonConfiguration EXACT = RecursiveComparisonConfiguration.builder()
            .withEqualsForType(Object::equals, Float.class)
            .withEqualsForType(Object::equals, Double.class)
            .build();

    @Test
    void randomInstancesOfEveryTypeReadAndWriteAsJacksonDoes() throws Exception {
        RandomModels random = new RandomModels(29);
        for (int i = 0; i < 500; i++) {
            Everything value = random.everything();
            assertSameBothWays(EverythingJsonCodec.INSTANCE, Everything.class, value);
        }
    }

    @Test
    void randomOrdersReadAndWriteAsJacksonDoes() throws Exception {
        RandomModels random = new RandomModels(30);
        for (int i = 0; i < 500; i++) {
            Order value = random.order();
            assertSameBothWays(OrderJsonCodec.INSTANCE, Order.class, value);
            assertThat(TypegenJson.read(OrderJsonCodec.INSTANCE, TypegenJson.write(OrderJsonCodec.INSTANCE, value)))
                    .usingRecursiveComparison(EXACT).isEqualTo(value);
        }
    }

    @Test
    void sealedTypesWithATypePropertyReadAndWriteAsJacksonDoes() throws Exception {
        RandomModels random = new RandomModels(31);
        for (int i = 0; i < 300; i++) {
            Drawing value = random.drawing();
            assertSameBothWays(DrawingJsonCodec.INSTANCE, Drawing.class, value);
            assertThat(TypegenJson.read(DrawingJsonCodec.INSTANCE, TypegenJson.write(DrawingJsonCodec.INSTANCE, value)))
                    .isEqualTo(value);
        }
        String json = "{\"shapes\": [{\"kind\": \"Square\", \"tags\": [\"a\"], \"side\": 2}, null,"
                + " {\"kind\": \"circle\"}], \"main\": {\"kind\": \"circle\", \"radius\": 1.5}}";
        Drawing ours = TypegenJson.read(DrawingJsonCodec.INSTANCE, json);
        assertThat(ours).isEqualTo(JACKSON.readValue(json, Drawing.class));
        assertThat(ours.shapes()).containsExactly(new Square(2, List.of("a")), null, new Circle(0, null));
    }

    @Test
    void aTypePropertyAfterOtherPropertiesReadsAsJacksonReadsIt() throws Exception {
        RandomModels random = new RandomModels(32);
        for (int i = 0; i < 300; i++) {
            Drawing value = random.drawing();
            JsonNode tree = JACKSON.valueToTree(value);
            String reversed = JACKSON.writeValueAsString(reverseProperties(tree));
            assertThat(TypegenJson.read(DrawingJsonCodec.INSTANCE, reversed)).as(reversed)
                    .isEqualTo(JACKSON.readValue(reversed, Drawing.class)).isEqualTo(value);
        }
        for (String json : List.of(
                "{\"main\": {\"radius\": 1.5, \"kind\": \"circle\"}}",
                "{\"main\": {\"label\": \"x\\u00e9\", \"radius\": 1.10, \"kind\": \"circle\"}}",
                "{\"main\": {\"radius\": 0.1000000000000000055511151231257827, \"kind\": \"circle\"}}",
                "{\"main\": {\"radius\": -0.0, \"kind\": \"circle\"}, \"title\": \"t\"}",
                "{\"shapes\": [{\"tags\": [\"a\", null], \"side\": 2, \"kind\": \"Square\"},"
                        + " {\"kind\": \"circle\", \"radius\": 2},"
                        + " {\"radius\": 3, \"kind\": \"circle\", \"label\": \"y\"}]}")) {
            assertThat(TypegenJson.read(DrawingJsonCodec.INSTANCE, json)).as(json)
                    .isEqualTo(JACKSON.readValue(json, Drawing.class));
        }
    }

    /** The tree with the properties of each object in reverse order: a type property written first comes last. */
    static JsonNode reverseProperties(JsonNode node) {
        if (node.isObject()) {
            com.fasterxml.jackson.databind.node.ObjectNode reversed = JACKSON.createObjectNode();
            List<Map.Entry<String, JsonNode>> properties = new java.util.ArrayList<>();
            node.fields().forEachRemaining(properties::add);
            for (int i = properties.size() - 1; i >= 0; i--) {
                reversed.set(properties.get(i).getKey(), reverseProperties(properties.get(i).getValue()));
            }
            return reversed;
        }
        if (node.isArray()) {
            com.fasterxml.jackson.databind.node.ArrayNode elements = JACKSON.createArrayNode();
            node.forEach(element -> elements.add(reverseProperties(element)));
            return elements;
        }
        return node;
    }

    @Test
    void aMissingTypePropertyOrOneNamingNoSubtypeIsAnError() {
        for (String json : List.of("{\"main\": {\"radius\": 1.5}}", "{\"main\": {}}")) {
            assertThatThrownBy(() -> JACKSON.readValue(json, Drawing.class)).as(json)
                    .isInstanceOf(com.fasterxml.jackson.core.JsonProcessingException.class);
            assertThatThrownBy(() -> TypegenJson.read(DrawingJsonCodec.INSTANCE, json)).as(json)
                    .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                        assertThat(e.type()).isEqualTo(Shape.class.getCanonicalName());
                        assertThat(e.getMessage()).contains("Missing the type property \"kind\"");
                    });
        }
        assertThatThrownBy(() -> TypegenJson.read(DrawingJsonCodec.INSTANCE,
                "{\"main\": {\"kind\": \"triangle\"}}"))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                    assertThat(e.field()).isEqualTo("kind");
                    assertThat(e.getMessage()).contains("\"triangle\" is not the type id of a subtype of"
                            + " io.github.typegen.json.model.Shape; known: circle, Square");
                });
        assertThatThrownBy(() -> TypegenJson.read(DrawingJsonCodec.INSTANCE,
                "{\"main\": {\"radius\": 1.5, \"kind\": \"triangle\"}}"))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                    assertThat(e.line()).isEqualTo(1);
                    assertThat(e.column()).isEqualTo(10);
                    assertThat(e.getMessage()).contains("\"triangle\" is not the type id",
                            "whose type property \"kind\" is not its first");
                });
        assertThatThrownBy(() -> TypegenJson.read(DrawingJsonCodec.INSTANCE,
                "{\"main\": {\"radius\": \"wide\", \"kind\": \"circle\"}}"))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                    assertThat(e.type()).isEqualTo(Circle.class.getCanonicalName());
                    assertThat(e.field()).isEqualTo("radius");
                    assertThat(e.column()).isEqualTo(10);
                });
    }

    @Test
    void genericClassesReadAndWriteAsJacksonDoes() throws Exception {
        RandomModels random = new RandomModels(33);
        JsonCodec<Envelope<Order>> envelopes = new EnvelopeJsonCodec<>(OrderJsonCodec.INSTANCE);
        JavaType envelopeType = JACKSON.getTypeFactory().constructType(new TypeReference<Envelope<Order>>() {});
        for (int i = 0; i < 100; i++) {
            assertSameBothWays(DeliveryJsonCodec.INSTANCE, JACKSON.constructType(Delivery.class), random.delivery());
            assertSameBothWays(envelopes, envelopeType, random.envelope(random::order));
        }
        String json = """
                {"history": [null, {"id": 2}], "payload": {"id": 1, "status": "shipped"}, "unknown": 1,
                 "at": "2025-01-02T03:04:05.6Z"}""";
        assertThatThrownBy(() -> JACKSON.readValue(json, envelopeType))
                .isInstanceOf(com.fasterxml.jackson.core.JsonProcessingException.class);
        String known = json.replace(", \"unknown\": 1", "");
        Envelope<Order> ours = TypegenJson.read(envelopes, known);
        assertThat(ours).usingRecursiveComparison(EXACT).isEqualTo(JACKSON.readValue(known, envelopeType));
        assertThat(ours.payload().status()).isEqualTo(Status.SHIPPED);
        assertThat(ours.history()).hasSize(2).first().isNull();
        assertThatThrownBy(() -> TypegenJson.read(envelopes, json))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                    assertThat(e.type()).isEqualTo(Envelope.class.getCanonicalName());
                    assertThat(e.field()).isEqualTo("unknown");
                });
        assertThatThrownBy(() -> TypegenJson.read(envelopes, "{\"payload\": {\"id\": \"x\"}}"))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                    assertThat(e.type()).isEqualTo(Order.class.getCanonicalName());
                    assertThat(e.field()).isEqualTo("id");
                });
        assertThat(envelopes.typeInformation()).isEqualTo(new EnvelopeTypeInfo<>(new OrderTypeInfo()));
        JsonCodec<Envelope<Integer>> numbers = new EnvelopeJsonCodec<>(BasicJsonCodec.INTEGER);
        String numbersJson = "{\"payload\": \"12\", \"history\": [1, null, 2.9]}";
        assertThat(TypegenJson.read(numbers, numbersJson)).isEqualTo(JACKSON.readValue(numbersJson,
                new TypeReference<Envelope<Integer>>() {}));
        assertThat(numbers.typeInformation()).isEqualTo(new EnvelopeTypeInfo<>(Types.INT));
        assertThatThrownBy(() -> TypegenJson.read(numbers, "{\"history\": [1, \"x\"]}"))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> assertThat(e.field()).isEqualTo("history"));
        assertThat(TypegenJson.read(BasicJsonCodec.LONG, "-7")).isEqualTo(-7L);
        assertThatThrownBy(() -> TypegenJson.read(BasicJsonCodec.INTEGER, "\"x\""))
                .isInstanceOfSatisfying(TypegenJsonException.class,
                        e -> assertThat(e.type()).isEqualTo(Integer.class.getName()));
        assertThat(TypegenJsonDeserializationSchema.of(envelopes).getProducedType())
                .isEqualTo(envelopes.typeInformation());
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(envelopes);
        }
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(
                new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
            @SuppressWarnings("unchecked")
            JsonCodec<Envelope<Order>> copy = (JsonCodec<Envelope<Order>>) in.readObject();
            assertThat(TypegenJson.read(copy, known)).usingRecursiveComparison(EXACT).isEqualTo(ours);
        }
    }

    @Test
    void jsonIncludeJsonCreatorAndJsonValueWriteAndReadAsJacksonDoes() throws Exception {
        RandomModels random = new RandomModels(34);
        for (int i = 0; i < 200; i++) {
            assertSameBothWays(ProfileJsonCodec.INSTANCE, Profile.class, random.profile());
            assertSameBothWays(MoneyJsonCodec.INSTANCE, Money.class, random.money());
        }
        Profile empty = new Profile("", List.of(), Map.of(), new int[0], new String[0], new UUID(0, 0),
                Optional.empty(), "", null, Optional.empty(), Optional.empty(), 0, null, null, null, List.of(),
                new Money(null, null, Optional.empty()));
        assertThat(TypegenJson.writeString(ProfileJsonCodec.INSTANCE, empty))
                .isEqualTo(JACKSON.writeValueAsString(empty))
                .isEqualTo("{\"title\":\"\",\"note\":null,\"rank\":null,\"count\":0,\"balance\":{}}");
        assertThat(TypegenJson.writeString(MoneyJsonCodec.INSTANCE,
                new Money("CHF", new BigDecimal("1.50"), Optional.of("tip"))))
                .isEqualTo("{\"currency\":\"CHF\",\"amount\":1.50,\"memo\":\"tip\"}");
    }

    @Test
    void handWrittenJsonReadsThroughTheCreatorsAsJacksonReadsIt() throws Exception {
        for (String json : List.of(
                "{\"amount\": 2.5}",
                "{\"memo\": null, \"currency\": \"chf\", \"amount\": \"7\"}",
                "{}",
                "{\"currency\": null, \"memo\": \"x\"}")) {
            Money ours = TypegenJson.read(MoneyJsonCodec.INSTANCE, json);
            assertThat(ours).as(json).isEqualTo(JACKSON.readValue(json, Money.class));
            assertThat(ours.getCurrency()).as(json).isIn("EUR", "CHF");
        }
        String json = """
                {"sku": "  A-7 ", "priorities": [3, null, -1], "balance": {"amount": 1}, "count": 2,
                 "tags": [], "nick": null, "level": 4, "marks": [1, 2]}""";
        Profile ours = TypegenJson.read(ProfileJsonCodec.INSTANCE, json);
        assertThat(ours).usingRecursiveComparison(EXACT).isEqualTo(JACKSON.readValue(json, Profile.class));
        assertThat(ours.sku()).isEqualTo(new Sku("A-7"));
        assertThat(ours.priorities()).containsExactly(new Priority(3), null, new Priority(-1));
        assertThat(ours.balance()).isEqualTo(new Money("EUR", BigDecimal.ONE, Optional.empty()));
        assertThat(TypegenJson.read(SkuJsonCodec.INSTANCE, "\" x \"")).isEqualTo(new Sku("x"));
        assertThat(TypegenJson.read(PriorityJsonCodec.INSTANCE, "null")).isNull();
        for (String bad : List.of("{\"sku\": {\"code\": \"A\"}}", "{\"priorities\": [\"high\"]}")) {
            assertThatThrownBy(() -> JACKSON.readValue(bad, Profile.class)).as(bad)
                    .isInstanceOf(com.fasterxml.jackson.core.JsonProcessingException.class);
            assertThatThrownBy(() -> TypegenJson.read(ProfileJsonCodec.INSTANCE, bad)).as(bad)
                    .isInstanceOfSatisfying(TypegenJsonException.class, e -> assertThat(e.field()).isNotNull());
        }
    }

    private static <T> void assertSameBothWays(JsonCodec<T> codec, Class<T> type, T value) throws Exception {
        assertSameBothWays(codec, JACKSON.constructType(type), value);
    }

    private static <T> void assertSameBothWays(JsonCodec<T> codec, JavaType type, T value) throws Exception {
        byte[] ours = TypegenJson.write(codec, value);
        byte[] theirs = JACKSON.writeValueAsBytes(value);
        JsonNode ourTree = JACKSON.readTree(ours);
        JsonNode theirTree = JACKSON.readTree(theirs);
        assertThat(ourTree).as("the JSON written by the codec and by Jackson").isEqualTo(theirTree);
        T jacksonReadsOurs = JACKSON.readValue(ours, type);
        T weReadOurs = TypegenJson.read(codec, ours);
        T weReadTheirs = TypegenJson.read(codec, theirs);
        T jacksonReadsTheirs = JACKSON.readValue(theirs, type);
        assertThat(weReadOurs).usingRecursiveComparison(EXACT).isEqualTo(jacksonReadsOurs);
        assertThat(weReadTheirs).usingRecursiveComparison(EXACT).isEqualTo(jacksonReadsTheirs);
    }

    @Test
    void fieldsInAnyOrderWithUnknownFieldsNullsEscapesAndUnicode() throws Exception {
        String json = """
                {
                  "unknown": {"deep": [1, 2, {"x": null}]},
                  "coupon_code": "SPRING\\u00e9\\"\\\\\\n",
                  "note": null,
                  "shipTo": {"zip": 8001, "city": "Z\u00fcrich \uD83D\uDE00", "street": null},
                  "items": [{"quantity": 2147483647, "sku": "\\uD83D\\uDE00", "price": 1E+3}, null],
                  "attributes": {"": "empty key", "k\\"ey": null},
                  "deliveryDate": "24.12.2025",
                  "createdAt": "2025-12-24T18:30:00.123456789Z",
                  "total": -0.00,
                  "status": "shipped",
                  "customer_id": "c-1",
                  "id": -9223372036854775808,
                  "another": [true, false, "x"]
                }""";
        Order ours = TypegenJson.read(OrderJsonCodec.INSTANCE, json);
        Order theirs = JACKSON.readValue(json, Order.class);
        assertThat(ours).usingRecursiveComparison(EXACT).isEqualTo(theirs);
        assertThat(ours.id()).isEqualTo(Long.MIN_VALUE);
        assertThat(ours.coupon()).isEqualTo("SPRING\u00e9\"\\\n");
        assertThat(ours.status()).isEqualTo(Status.SHIPPED);
        assertThat(ours.deliveryDate()).isEqualTo(LocalDate.of(2025, 12, 24));
        assertThat(ours.createdAt()).isEqualTo(Instant.parse("2025-12-24T18:30:00.123456789Z"));
        assertThat(ours.items().get(0)).isEqualTo(new LineItem("\uD83D\uDE00", Integer.MAX_VALUE,
                new BigDecimal("1E+3")));
        assertThat(ours.items().get(1)).isNull();
        assertThat(ours.note()).isEqualTo(Optional.empty());
        assertThat(ours.total()).isEqualTo(new BigDecimal("-0.00"));
        assertThat(ours.attributes()).containsEntry("", "empty key").containsEntry("k\"ey", null);
    }

    @Test
    void aliasesAndMissingFieldsReadAsJacksonReadsThem() throws Exception {
        for (String json : List.of("{\"voucher\": \"V\"}", "{\"coupon\": \"C\", \"id\": 7}", "{}",
                "{\"id\": \"12\", \"total\": \"3.50\"}", "{\"id\": 1.9}")) {
            Order ours = TypegenJson.read(OrderJsonCodec.INSTANCE, json);
            Order theirs = JACKSON.readValue(json, Order.class);
            assertThat(ours.id()).as(json).isEqualTo(theirs.id());
            assertThat(ours.coupon()).as(json).isEqualTo(theirs.coupon());
            assertThat(ours.total()).as(json).isEqualTo(theirs.total());
            assertThat(ours.items()).as(json).isEqualTo(theirs.items());
        }
    }

    @Test
    void numbersAtTheEdges() throws Exception {
        String json = """
                {"tiny": 255, "small": -32768, "count": -2147483648, "big": 9223372036854775807,
                 "ratio": 3.4028235E38, "amount": 4.9E-324, "boxedAmount": 1e308, "boxedRatio": "NaN",
                 "decimal": 123456789012345678901234567890.123456789, "integer": -123456789012345678901234567890,
                 "boxedBig": -0, "letter": "\\u00ff", "ints": [], "doubles": [1, -0.0, 2.5e-3]}""";
        Everything ours = TypegenJson.read(EverythingJsonCodec.INSTANCE, json);
        Everything theirs = JACKSON.readValue(json, Everything.class);
        assertThat(ours).usingRecursiveComparison(EXACT).isEqualTo(theirs);
        assertThat(ours.tiny).isEqualTo((byte) -1);
        assertThat(ours.big).isEqualTo(Long.MAX_VALUE);
        assertThat(ours.boxedRatio).isNaN();
    }

    @Test
    void jsonIgnoreSkipsTheFieldBothWays() throws Exception {
        Everything value = new Everything();
        value.secret = "hidden";
        assertThat(TypegenJson.writeString(EverythingJsonCodec.INSTANCE, value)).doesNotContain("secret");
        Everything read = TypegenJson.read(EverythingJsonCodec.INSTANCE, "{\"secret\": \"s\", \"count\": 3}");
        assertThat(read.secret).isNull();
        assertThat(read.count).isEqualTo(3);
        assertThat(JACKSON.readValue("{\"secret\": \"s\", \"count\": 3}", Everything.class).secret).isNull();
    }

    @Test
    void datesInIsoTextAndAsNumbersReadAsJacksonReadsThem() throws Exception {
        for (String json : List.of(
                "{\"legacyDate\": 1700000000123}",
                "{\"legacyDate\": \"2024-02-29T23:59:59.999+00:00\"}",
                "{\"legacyDate\": \"2024-02-29T23:59:59.999Z\"}",
                "{\"legacyDate\": \"2024-02-29T23:59:59.999+0130\"}",
                "{\"legacyDate\": \"2024-02-29\"}",
                "{\"instant\": 1700000000.5}",
                "{\"instant\": 1700000000}",
                "{\"instant\": \"2024-02-29T10:00:00Z\"}",
                "{\"offsetDateTime\": \"2024-02-29T10:00:00+05:30\"}",
                "{\"zonedDateTime\": \"2024-02-29T10:00:00-03:00\"}",
                "{\"duration\": \"PT36H0.5S\"}",
                "{\"formattedDate\": \"2024-07-01 12:00:00\"}",
                "{\"formattedInstant\": \"2024-07-01T12:00:00.250\"}",
                "{\"dateTime\": \"2024-07-01T12:00\", \"time\": \"23:59:59.000000001\"}")) {
            Everything ours = TypegenJson.read(EverythingJsonCodec.INSTANCE, json);
            Everything theirs = JACKSON.readValue(json, Everything.class);
            assertThat(ours).as(json).usingRecursiveComparison(EXACT).isEqualTo(theirs);
        }
    }

    @Test
    void documentsJacksonRejectsAreRejectedNamingFieldAndPosition() {
        Map<String, String> rejected = Map.of(
                "{\"count\": 2147483648}", "count",
                "{\"tiny\": 256}", "tiny",
                "{\"status\": \"LOST\"}", "status",
                "{\"nope\": 1}", "nope",
                "{\"address\": {\"zip\": [1]}}", "zip",
                "{\"list\": \"x\"}", "list",
                "{\"uuid\": \"not-a-uuid\"}", "uuid",
                "{\"date\": \"2024-13-01\"}", "date",
                "{\"letter\": \"ab\"}", "letter");
        rejected.forEach((json, field) -> {
            assertThatThrownBy(() -> JACKSON.readValue(json, Everything.class)).as(json)
                    .isInstanceOf(com.fasterxml.jackson.core.JsonProcessingException.class);
            assertThatThrownBy(() -> TypegenJson.read(EverythingJsonCodec.INSTANCE, json)).as(json)
                    .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                        assertThat(e.field()).isEqualTo(field);
                        assertThat(e.line()).isEqualTo(1);
                        assertThat(e.column()).isPositive();
                        assertThat(e.getMessage()).contains("'" + field + "'", "line 1, column");
                    });
        });
    }

    @Test
    void nestedErrorsNameTheNestedClass() {
        assertThatThrownBy(() -> TypegenJson.read(AddressJsonCodec.INSTANCE, "{\"zip\": \"north\"}"))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                    assertThat(e.type()).isEqualTo(Address.class.getCanonicalName());
                    assertThat(e.field()).isEqualTo("zip");
                });
        assertThatThrownBy(() -> TypegenJson.read(OrderJsonCodec.INSTANCE, "{\"items\": [{\"quantity\": {}}]}"))
                .isInstanceOfSatisfying(TypegenJsonException.class, e -> {
                    assertThat(e.type()).isEqualTo(LineItem.class.getCanonicalName());
                    assertThat(e.field()).isEqualTo("quantity");
                    assertThat(e.column()).isEqualTo(25);
                });
    }
}
