package io.github.typegen.runtime.serialization;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.stream.Stream;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The table of Flink's leaf serializers that adoption checks fields by: each serializer, restored from its own
 * snapshot as Flink restores it, is of the class the table is keyed by, and reads back values of the class the table
 * says.
 */
class ForeignStateCompatibilityTest {

    static Stream<Map.Entry<Class<?>, Class<?>>> leaves() {
        return ForeignStateCompatibility.LEAVES.entrySet().stream()
                .sorted(Map.Entry.comparingByKey((a, b) -> a.getName().compareTo(b.getName())));
    }

    @ParameterizedTest
    @MethodSource("leaves")
    @SuppressWarnings("unchecked")
    void eachLeafSerializerRestoresItselfAndProducesTheClassTheTableSays(Map.Entry<Class<?>, Class<?>> leaf)
            throws Exception {
        TypeSerializer<Object> serializer = (TypeSerializer<Object>) leaf.getKey().getField("INSTANCE").get(null);
        TypeSerializer<?> restored = serializer.snapshotConfiguration().restoreSerializer();
        assertThat(restored).isInstanceOf(leaf.getKey());

        Object value = serializer.createInstance();
        assertThat(value).as("an instance of %s", leaf.getKey().getSimpleName()).isNotNull();
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        Object read = restored.deserialize(new DataInputDeserializer(out.getCopyOfBuffer()));
        assertThat(read.getClass()).isEqualTo(leaf.getValue());
    }
}
