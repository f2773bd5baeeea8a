package com.example.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.java.typeutils.GenericTypeInfo;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.Typegen;

/** Runs after mvn package's process-classes phase, so on the woven classes. */
class ShopJobTest {

    private static Money eur(String amount) {
        return new Money(new BigDecimal(amount), "EUR");
    }

    @Test
    void theJobRunsOnTheGeneratedSerializersWithKryoDisabled() throws Exception {
        List<Order> orders = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            Payment payment = i % 2 == 0 ? new Card("42" + i) : new Voucher("V" + i);
            orders.add(new Order("customer-" + (i % 3), eur(i + ".50"), payment));
        }

        List<Receipt> receipts = ShopJob.run(ShopJob.environment(), orders.toArray(new Order[0]));

        assertEquals(60, receipts.size());
        Map<String, Receipt> last = receipts.stream().collect(Collectors.toMap(Receipt::customer,
                Function.identity(), (a, b) -> a.orders() >= b.orders() ? a : b));
        for (int c = 0; c < 3; c++) {
            int customer = c;
            BigDecimal expected = orders.stream().filter(order -> order.customer().equals("customer-" + customer))
                    .map(order -> order.amount().getAmount()).reduce(BigDecimal.ZERO, BigDecimal::add);
            Receipt receipt = last.get("CUSTOMER-" + c);
            assertEquals(20, receipt.orders());
            assertEquals(eur(expected.toPlainString()), receipt.total());
        }
        assertTrue(receipts.stream().map(Receipt::orders).max(Comparator.naturalOrder()).orElseThrow() == 20);
    }

    @Test
    void flinksOwnTypeExtractionFindsTheGeneratedTypeInformation() {
        assertEquals(MoneyTypeInfo.class, TypeInformation.of(Money.class).getClass());
        assertEquals(PaymentTypeInfo.class, TypeInformation.of(Payment.class).getClass());
        assertEquals(OrderTypeInfo.class, TypeInformation.of(Order.class).getClass());
        assertEquals(ReceiptTypeInfo.class, TypeInformation.of(Receipt.class).getClass());
    }

    @Test
    void typegenTypeInfoWorksOnWovenClassesToo() {
        assertEquals(MoneyTypeInfo.class, Typegen.typeInfo(Money.class).getClass());
        assertEquals(PaymentTypeInfo.class, Typegen.typeInfo(Payment.class).getClass());
    }

    @Test
    void kryoReallyIsDisabledInThisJob() {
        // The negative control: a class that is not @FlinkType and not a POJO cannot get a serializer here.
        SerializerConfigImpl config = new SerializerConfigImpl();
        config.setGenericTypes(false);
        TypeInformation<StringBuilder> generic = TypeInformation.of(StringBuilder.class);
        assertTrue(generic instanceof GenericTypeInfo);
        assertThrows(UnsupportedOperationException.class, () -> generic.createSerializer(config));
    }
}
