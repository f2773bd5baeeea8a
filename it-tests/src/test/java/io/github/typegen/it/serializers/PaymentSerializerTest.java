package io.github.typegen.it.serializers;

import java.math.BigDecimal;

import io.github.typegen.it.domain.Payment;
import io.github.typegen.it.domain.PaymentSerializer;

/** A sealed abstract class whose subclasses inherit a field: one tagged serializer, deep copies. */
class PaymentSerializerTest extends GeneratedSerializerTest<Payment> {

    PaymentSerializerTest() {
        super(new PaymentSerializer(), Payment.class, -1, true);
    }

    @Override
    protected Payment[] getTestData() {
        return new Payment[] {
            new Payment.Card(new BigDecimal("19.99"), "**** 4242"),
            new Payment.Cash(new BigDecimal("50"), new int[] {20, 20, 10}),
            new Payment.Cash(null, null),
            new Payment.Card(BigDecimal.ZERO, null),
        };
    }
}
