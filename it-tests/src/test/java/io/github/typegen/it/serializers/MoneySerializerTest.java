package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Money;
import io.github.typegen.it.domain.MoneySerializer;

/** An immutable class: final fields, an all-fields constructor. */
class MoneySerializerTest extends GeneratedSerializerTest<Money> {

    MoneySerializerTest() {
        super(new MoneySerializer(), Money.class, -1, true);
    }

    @Override
    protected Money[] getTestData() {
        return TestData.moneys();
    }
}
