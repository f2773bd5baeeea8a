package io.github.typegen.processor;

import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.generatedName;
import static io.github.typegen.processor.TestCompilations.testDomainSources;
import static io.github.typegen.processor.TestCompilations.typegen;

import java.io.IOException;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;

import com.google.testing.compile.Compilation;

/**
 * The test domain ({@code io.github.typegen.testdomain}) compiled once per test run with the processor,
 * under {@code -Xlint:all -Werror}, and the generated serializers loaded from that compilation.
 */
final class CompiledDomain {

    private static Compilation compilation;
    private static GeneratedClassLoader loader;

    private CompiledDomain() {}

    static synchronized Compilation compilation() {
        if (compilation == null) {
            compilation = typegen().withOptions(STRICT_OPTIONS).compile(testDomainSources());
        }
        return compilation;
    }

    static synchronized GeneratedClassLoader loader() {
        if (loader == null) {
            Compilation compiled = compilation();
            if (compiled.status() != Compilation.Status.SUCCESS) {
                throw new AssertionError("The test domain does not compile: " + compiled.diagnostics());
            }
            loader = new GeneratedClassLoader(compiled);
        }
        return loader;
    }

    /** The generated serializer of {@code type}, typed loosely so that values of subtypes can be passed. */
    @SuppressWarnings("unchecked")
    static TypeSerializer<Object> serializer(Class<?> type) {
        return (TypeSerializer<Object>) loader().instantiate(generatedName(type, "Serializer"));
    }

    static byte[] serialize(TypeSerializer<Object> serializer, Object value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        return out.getCopyOfBuffer();
    }

    /** Reads one value and checks that it used every byte. */
    static Object deserializeAll(TypeSerializer<Object> serializer, byte[] bytes) throws IOException {
        DataInputDeserializer in = new DataInputDeserializer(bytes);
        Object value = serializer.deserialize(in);
        if (in.available() != 0) {
            throw new AssertionError(in.available() + " of " + bytes.length + " bytes were left unread");
        }
        return value;
    }

    static Object deserialize(TypeSerializer<Object> serializer, byte[] bytes) throws IOException {
        return serializer.deserialize(new DataInputDeserializer(bytes));
    }
}
