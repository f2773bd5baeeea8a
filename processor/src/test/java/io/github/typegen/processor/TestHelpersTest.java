package io.github.typegen.processor;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.typegen.testdomain.Containers;
import io.github.typegen.testdomain.Counter;
import io.github.typegen.testdomain.Point;
import io.github.typegen.testdomain.PrimitiveArrays;
import io.github.typegen.testdomain.Shape;

/** The comparisons the functional tests rely on can fail: they are not vacuous. */
class TestHelpersTest {

    @Test
    void deepEqualsTellsValuesApart() {
        assertThatCode(() -> DeepEquals.assertDeepEquals(DomainSamples.containers(), DomainSamples.containers()))
                .doesNotThrowAnyException();
        assertThatCode(() -> DeepEquals.assertDeepEquals(Double.NaN, Double.NaN)).doesNotThrowAnyException();

        assertThatThrownBy(() -> DeepEquals.assertDeepEquals(-0.0, 0.0)).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> DeepEquals.assertDeepEquals(new HashSet<>(List.of(1)), new LinkedHashSet<>(List.of(1))))
                .isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> DeepEquals.assertDeepEquals(new LinkedHashSet<>(List.of(1, 2)),
                new LinkedHashSet<>(List.of(2, 1)))).isInstanceOf(AssertionError.class);
        assertThatThrownBy(() -> DeepEquals.assertDeepEquals(new Counter("a", 1), new Counter("a", 2)))
                .hasMessageContaining("value.value");
        Containers changed = DomainSamples.containers();
        changed.cube[0][0][1] = "changed";
        assertThatThrownBy(() -> DeepEquals.assertDeepEquals(changed, DomainSamples.containers()))
                .hasMessageContaining("value.cube[0][0][1]");
        PrimitiveArrays arrays = DomainSamples.primitiveArrays();
        arrays.floats()[1] = 0.0f;
        assertThatThrownBy(() -> DeepEquals.assertDeepEquals(arrays, DomainSamples.primitiveArrays()))
                .hasMessageContaining("value.floats[1]");
    }

    @Test
    void deepCopiesFindsSharedMutableState() {
        Containers original = DomainSamples.containers();
        Containers shallow = new Containers();
        shallow.counters = new ArrayList<>(original.counters);

        assertThatThrownBy(() -> DeepCopies.assertSharesNoMutableState(original, shallow))
                .hasMessageContaining("value.counters[0]");
        assertThatCode(() -> DeepCopies.assertSharesNoMutableState(new Shape.Circle(new Point(1, 1), 1),
                new Shape.Circle(new Point(1, 1), 1))).doesNotThrowAnyException();
        Shape.Polygon.Path path = DomainSamples.path();
        assertThatThrownBy(() -> DeepCopies.assertSharesNoMutableState(path, path))
                .hasMessageContaining("value ");
    }
}
