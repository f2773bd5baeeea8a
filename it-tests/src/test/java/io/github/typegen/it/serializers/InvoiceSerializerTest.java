package io.github.typegen.it.serializers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;

import io.github.typegen.it.domain.Invoice;
import io.github.typegen.it.domain.Sku;
import io.github.typegen.runtime.Typegen;

/** Fields written by TypeInfoFactories' serializers (Flink's DateSerializer and PojoSerializer), nested in a record. */
class InvoiceSerializerTest extends GeneratedSerializerTest<Invoice> {

    InvoiceSerializerTest() {
        super(Typegen.typeInfo(Invoice.class).createSerializer(new SerializerConfigImpl()), Invoice.class, -1, true);
    }

    @Override
    protected Invoice[] getTestData() {
        return new Invoice[] {
            new Invoice("i-1", new Date(1_700_000_000_000L),
                    new ArrayList<>(Arrays.asList(new Sku("a", 1), null, new Sku(null, 2))),
                    TestData.money("12.50", "EUR")),
            new Invoice("i-2", null, new ArrayList<>(), null),
            new Invoice(null, new Date(0), null, TestData.money("0", "USD")),
        };
    }
}
