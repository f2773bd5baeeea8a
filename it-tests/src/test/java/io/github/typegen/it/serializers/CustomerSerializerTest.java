package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Customer;
import io.github.typegen.it.domain.CustomerSerializer;

/** A mutable POJO with getters and setters and fields inherited from a plain superclass. */
class CustomerSerializerTest extends GeneratedSerializerTest<Customer> {

    CustomerSerializerTest() {
        super(new CustomerSerializer(), Customer.class, -1, false);
    }

    @Override
    protected Customer[] getTestData() {
        return TestData.customers();
    }
}
