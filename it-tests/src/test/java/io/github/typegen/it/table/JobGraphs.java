package io.github.typegen.it.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializer;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.streaming.api.graph.StreamGraph;
import org.apache.flink.streaming.api.graph.StreamNode;
import org.apache.flink.table.runtime.typeutils.ExternalSerializer;

import io.github.typegen.annotations.FlinkType;

/** Assertions on the job a test has built, before it runs. */
final class JobGraphs {

    private JobGraphs() {}

    /**
     * Asserts that no operator of the job reads, writes or keys state with Kryo (for any class), or {@code
     * PojoSerializer} or Flink's {@code ExternalSerializer} for a {@code @FlinkType} class: every hop of such a class uses its
     * generated serializer. Leaves the environment's transformations in place, so the job can still run.
     *
     * @return how many serializers were inspected, so callers can see the check looked at something
     */
    static int assertNoReflectiveSerializers(StreamExecutionEnvironment env) {
        StreamGraph graph = env.getStreamGraph(false);
        List<String> offenders = new ArrayList<>();
        int inspected = 0;
        for (StreamNode node : graph.getStreamNodes()) {
            List<TypeSerializer<?>> serializers = new ArrayList<>(List.of(node.getTypeSerializersIn()));
            serializers.add(node.getTypeSerializerOut());
            serializers.add(node.getStateKeySerializer());
            for (TypeSerializer<?> serializer : serializers) {
                if (serializer == null) {
                    continue;
                }
                inspected++;
                if (serializer instanceof KryoSerializer<?>) {
                    // Kryo does not say which class it handles; with generic types forbidden, none is allowed
                    offenders.add(node.getOperatorName() + ": KryoSerializer");
                    continue;
                }
                Class<?> type = reflectiveType(serializer);
                if (type != null && type.isAnnotationPresent(FlinkType.class)) {
                    offenders.add(node.getOperatorName() + ": " + serializer.getClass().getSimpleName() + " for "
                            + type.getName());
                }
            }
        }
        assertThat(offenders).as("operators that serialize a @FlinkType class without its generated serializer")
                .isEmpty();
        return inspected;
    }

    /** The class a POJO or external serializer handles; null for any other serializer. */
    private static Class<?> reflectiveType(TypeSerializer<?> serializer) {
        if (serializer instanceof PojoSerializer<?> pojo) {
            return pojo.createInstance().getClass();
        }
        if (serializer instanceof ExternalSerializer<?, ?> external) {
            return external.getDataType().getConversionClass();
        }
        return null;
    }
}
