package io.github.typegen.maven.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.github.typegen.maven.check.Signatures.TypeParameter;

/**
 * Which Flink API types carry the user's data types in their type arguments, and in which ones.
 *
 * <p>A Flink class carries data when it is in {@code org.apache.flink.streaming.api.datastream} ({@code DataStream},
 * {@code KeyedStream}, ...) or is a subtype of one of {@link #ROOTS}: every user function ({@code MapFunction},
 * {@code KeyedProcessFunction}, ...), sources, sinks, deserialization schemas, state and state descriptors, side
 * output tags and type hints. Its data type parameters are those without a bound: {@code W extends Window} of a
 * window function, {@code S extends State} of a state descriptor and a source's split type are not data. A
 * {@code Source}'s enumerator checkpoint type is the one unbounded exception.
 */
final class FlinkApi {

    static final String FUNCTION = "org/apache/flink/api/common/functions/Function";
    static final String RESULT_TYPE_QUERYABLE = "org/apache/flink/api/java/typeutils/ResultTypeQueryable";
    private static final String SOURCE = "org/apache/flink/api/connector/source/Source";
    private static final String DATASTREAM_PACKAGE = "org/apache/flink/streaming/api/datastream/";

    static final List<String> ROOTS = List.of(
            FUNCTION,
            SOURCE,
            "org/apache/flink/api/connector/sink2/Sink",
            "org/apache/flink/api/common/serialization/DeserializationSchema",
            "org/apache/flink/api/common/state/State",
            "org/apache/flink/api/common/state/v2/State",
            "org/apache/flink/api/common/state/StateDescriptor",
            "org/apache/flink/api/common/state/v2/StateDescriptor",
            "org/apache/flink/util/OutputTag",
            "org/apache/flink/api/common/typeinfo/TypeHint");

    private final ClassRepository classes;
    private final Map<String, List<Integer>> dataParameters = new HashMap<>();

    FlinkApi(ClassRepository classes) {
        this.classes = classes;
    }

    /** The indices of the type parameters of {@code internalName} that hold data types; empty for any other class. */
    List<Integer> dataParameters(String internalName) {
        return dataParameters.computeIfAbsent(internalName, this::computeDataParameters);
    }

    private List<Integer> computeDataParameters(String internalName) {
        if (!internalName.startsWith("org/apache/flink/")) {
            return List.of();
        }
        Optional<ClassInfo> info = classes.find(internalName);
        if (info.isEmpty() || info.get().typeParameters().isEmpty()) {
            return List.of();
        }
        boolean carrier = isInDataStreamPackage(internalName)
                || ROOTS.stream().anyMatch(root -> classes.isSubtypeOf(internalName, root));
        if (!carrier) {
            return List.of();
        }
        if (internalName.equals(SOURCE)) {
            return List.of(0);
        }
        List<TypeParameter> parameters = info.get().typeParameters();
        List<Integer> indices = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            if (parameters.get(i).isUnbounded()) {
                indices.add(i);
            }
        }
        return List.copyOf(indices);
    }

    private static boolean isInDataStreamPackage(String internalName) {
        return internalName.startsWith(DATASTREAM_PACKAGE)
                && internalName.indexOf('/', DATASTREAM_PACKAGE.length()) < 0;
    }

    /** The name of a type parameter of a Flink class, for messages. */
    String parameterName(String internalName, int index) {
        return classes.find(internalName)
                .map(info -> info.typeParameters().get(index).name())
                .orElse("#" + index);
    }
}
