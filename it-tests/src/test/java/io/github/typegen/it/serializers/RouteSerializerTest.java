package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Route;
import io.github.typegen.it.domain.RouteSerializer;

/** Flink's tuples as fields (Tuple0, Tuple2, Tuple3 holding @FlinkType classes, a list of tuples, Tuple25), nulls. */
class RouteSerializerTest extends GeneratedSerializerTest<Route> {

    RouteSerializerTest() {
        super(new RouteSerializer(), Route.class, -1, true);
    }

    @Override
    protected Route[] getTestData() {
        return TestData.routes();
    }
}
