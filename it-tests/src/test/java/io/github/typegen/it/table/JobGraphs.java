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
import org.apache.flink.table.data.RowData;
import org.apache.flink.table.runtime.typeutils.ExternalSerializer;
import org.apache.flink.types.Row;

import io.github.typegen.annotations.FlinkType;

/** Assertions on the job a test has built, before it runs. */
final class JobGraphs {

    private JobGraphs() {}

    /**
     * Asserts that no operator of the job reads, writes or keys state with Kryo (for any class), {@code
     * PojoSerializer} for a {@code @FlinkType} class, or Flink's {@code ExternalSerializer} for any class but
     * Flink's rows: every hop of a {@code @FlinkType} class uses its generated serializer, and an atomic value
     * ({@code String}, ...) Flink's typed serializer for it ({@code Types.STRING}), never the reflective
     * conversion Flink's {@code toDataStream(table, Class)} puts on the stream. (Internal {@code RowData}, which
     * {@code TypedTables.toDataStream} asks Flink for, and {@code Row}, the only type Flink's changelog bridge
     * accepts, leave Flink's table operators with {@code ExternalSerializer}, and are converted by Typegen in the
     * operator chained to it.)
     * Leaves the environment's transformations in place, so the job can still run.
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
                if (serializer instanceof ExternalSerializer<?, ?> external && !rowClass(external)) {
                    offenders.add(node.getOperatorName() + ": ExternalSerializer for "
                            + external.getDataType().getConversionClass().getName());
                    continue;
                }
                Class<?> type = reflectiveType(serializer);
                if (type != null && type.isAnnotationPresent(FlinkType.class)) {
                    offenders.add(node.getOperatorName() + ": " + serializer.getClass().getSimpleName() + " for "
                            + type.getName());
                }
            }
        }
        assertThat(offenders).as("operators that serialize with Kryo or reflectively")
                .isEmpty();
        return inspected;
    }

    /** Whether the serializer carries Flink's rows: {@code Row}, or internal {@code RowData} (no conversion). */
    private static boolean rowClass(ExternalSerializer<?, ?> serializer) {
        Class<?> type = serializer.getDataType().getConversionClass();
        return type == Row.class || RowData.class.isAssignableFrom(type);
    }

    /** The class a POJO serializer handles; null for any other serializer. */
    private static Class<?> reflectiveType(TypeSerializer<?> serializer) {
        if (serializer instanceof PojoSerializer<?> pojo) {
            return pojo.createInstance().getClass();
        }
        return null;
    }
}
