package io.github.typegen.it.serializers;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import io.github.typegen.it.domain.Customer;
import io.github.typegen.it.domain.Envelope;
import io.github.typegen.it.domain.Order;
import io.github.typegen.it.domain.Route;
import io.github.typegen.it.domain.RouteSerializer;

/** {@code List<Envelope<Customer>>} and {@code Envelope<Envelope<Order>>} as fields of a non-generic record. */
class RouteSerializerTest extends GeneratedSerializerTest<Route> {

    RouteSerializerTest() {
        super(new RouteSerializer(), Route.class, -1, true);
    }

    @Override
    protected Route[] getTestData() {
        Customer[] customers = TestData.customers();
        List<Envelope<Customer>> stops = new ArrayList<>(Arrays.asList(
                new Envelope<>("s-1", customers[0], new ArrayList<>(Arrays.asList(customers))), null,
                new Envelope<>("s-2", null, null)));
        Envelope<Envelope<Order>> cargo = new Envelope<>("outer", EnvelopeSerializerTest.envelopes()[0],
                new ArrayList<>(Arrays.asList(EnvelopeSerializerTest.envelopes())));
        return new Route[] {
            new Route("north", stops, cargo),
            new Route("empty", new ArrayList<>(), null),
            new Route(null, null, null),
        };
    }
}
