package io.github.typegen.lombokshop;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** One value of each @FlinkType class, built through the API Lombok writes, every field set to a non-default. */
public final class Samples {

    private Samples() {}

    public static List<Object> all() {
        List<Object> samples = new ArrayList<>();

        DataItem data = new DataItem();
        data.setName("tea");
        data.setQuantity(3);
        data.setActive(true);
        data.setGift(true);
        data.setExpress(Boolean.TRUE);
        data.setCategory(Category.GAMES);
        samples.add(data);

        ValueItem value = new ValueItem("SKU-1", new BigDecimal("12.50"), Instant.ofEpochSecond(1_700_000_000L, 5),
                true, true);
        samples.add(value);

        samples.add(new PrivateValueItem("P-1", 7L));
        samples.add(BuilderItem.builder().id("b-7").count(42L).tags(new ArrayList<>(List.of("x", "y"))).build());
        samples.add(JacksonizedItem.builder().code("J").stock(9).build());
        samples.add(CatalogEntry.builder().title("Dune").rating(4.5).item(value).build());

        FieldAccessors address = new FieldAccessors();
        address.setStreet("Main");
        address.setNumber(12);
        address.setPrimary(true);
        samples.add(address);

        samples.add(new AllArgsItem("small", (short) 250));
        samples.add(new RequiredArgsItem(new UUID(1L, 2L), 'A'));
        samples.add(new FieldDefaultsItem("north", -4.5f));
        samples.add(new ChainedItem().setColor("red").setSize((byte) 3).setReturned(true));
        samples.add(new FluentItem().brand("acme").barcode(4_006_381_333_931L).isSealed(true));
        samples.add(new WithItem("label", 1).withVersion(2));

        Shipment shipment = new Shipment();
        shipment.setTrackingId("T-1");
        shipment.setCarrier("post");
        samples.add(shipment);

        samples.add(new OrderLine("o-1", value, new WithItem("gift", 3)));
        samples.add(new Receipt("R-9", 1_250L, Instant.ofEpochSecond(1_700_000_100L)));

        Till till = new Till();
        till.setStore("harbour");
        till.setDrawer(2);
        samples.add(till);
        return samples;
    }
}
