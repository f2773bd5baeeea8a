package com.example.lombok;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/** The Lombok classes, through the TypeInformation Flink's own extraction finds on the woven classes. */
class LombokTypesTest {

    private static <T> T roundTrip(Class<T> type, T value) throws Exception {
        TypeInformation<T> typeInfo = TypeInformation.of(type);
        assertEquals(type.getName() + "TypeInfo", typeInfo.getClass().getName());
        TypeSerializer<T> serializer = typeInfo.createSerializer(new SerializerConfigImpl());
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        T copy = serializer.deserialize(new DataInputDeserializer(out.getCopyOfBuffer()));
        assertEquals(value, copy);
        assertEquals(value, serializer.copy(value));
        return copy;
    }

    private static Address address() {
        return new Address("Main Street 1", "Springfield", 12345);
    }

    @Test
    void dataClass() throws Exception {
        Customer customer = new Customer();
        customer.setName("Ada");
        customer.setVip(true);
        customer.setAddress(address());
        assertTrue(roundTrip(Customer.class, customer).isVip());
        assertFalse(TypeInformation.of(Customer.class).createSerializer(new SerializerConfigImpl()).isImmutableType());
    }

    @Test
    void valueClassIsImmutable() throws Exception {
        roundTrip(Address.class, address());
        TypeSerializer<Address> serializer =
                TypeInformation.of(Address.class).createSerializer(new SerializerConfigImpl());
        assertTrue(serializer.isImmutableType());
        Address address = address();
        assertSame(address, serializer.copy(address));
    }

    @Test
    void builderClass() throws Exception {
        Purchase purchase = Purchase.builder()
                .id("p-1")
                .amount(new BigDecimal("19.99"))
                .items(new ArrayList<>(List.of("book", "pen")))
                .shipTo(address())
                .build();
        roundTrip(Purchase.class, purchase.withId("p-2"));
    }

    @Test
    void chainedSetters() throws Exception {
        roundTrip(Settings.class, new Settings().setLocale("de-CH").setNotify(true));
    }

    @AfterAll
    static void sayWhichOrder() {
        System.out.println("Lombok classes round-tripped, " + System.getProperty("processor.order"));
    }
}
