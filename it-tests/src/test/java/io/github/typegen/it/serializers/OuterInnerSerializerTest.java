package io.github.typegen.it.serializers;

import io.github.typegen.it.domain.Outer;
import io.github.typegen.it.domain.Outer_InnerSerializer;
import io.github.typegen.it.domain.Tier;

/** A record nested in a class: generated as Outer_Inner*. */
class OuterInnerSerializerTest extends GeneratedSerializerTest<Outer.Inner> {

    OuterInnerSerializerTest() {
        super(new Outer_InnerSerializer(), Outer.Inner.class, -1, true);
    }

    @Override
    protected Outer.Inner[] getTestData() {
        return new Outer.Inner[] {new Outer.Inner("a", Tier.GOLD), new Outer.Inner(null, null)};
    }
}
