package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.typegen;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;

import javax.tools.JavaFileObject;

import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

/**
 * One version of a set of {@code @FlinkType} classes, compiled with the processor into a class loader of
 * its own: two versions of {@code evo.Order} live side by side, as in two deployments of a job. The
 * classes are not on the test class path, so values are built and read by reflection.
 */
final class ClassVersion {

    private final GeneratedClassLoader loader;

    private ClassVersion(GeneratedClassLoader loader) {
        this.loader = loader;
    }

    /** Compiles {@code sources}, each the full text of one file; the class name is read from it. */
    static ClassVersion compile(String... sources) {
        List<JavaFileObject> files = new ArrayList<>();
        for (String source : sources) {
            files.add(JavaFileObjects.forSourceString(qualifiedName(source), source));
        }
        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(files);
        assertThat(compilation).succeededWithoutWarnings();
        return new ClassVersion(new GeneratedClassLoader(compilation));
    }

    private static String qualifiedName(String source) {
        String packageName = source.replaceAll("(?s).*?package\\s+([\\w.]+)\\s*;.*", "$1");
        String simpleName = source.replaceAll("(?s).*?public\\s+(?:final\\s+|sealed\\s+|abstract\\s+)*"
                + "(?:class|record|interface|enum)\\s+(\\w+).*", "$1");
        return packageName + "." + simpleName;
    }

    ClassLoader loader() {
        return loader;
    }

    Class<?> type(String name) {
        try {
            return loader.loadClass(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }

    @SuppressWarnings("unchecked")
    TypeSerializer<Object> serializer(String type) {
        return (TypeSerializer<Object>) loader.instantiate(type + "Serializer");
    }

    /** A new instance of record or all-arguments class {@code type}, through its only constructor. */
    Object create(String type, Object... arguments) {
        Constructor<?>[] constructors = type(type).getConstructors();
        for (Constructor<?> constructor : constructors) {
            if (constructor.getParameterCount() == arguments.length) {
                try {
                    return constructor.newInstance(arguments);
                } catch (InstantiationException | IllegalAccessException | InvocationTargetException e) {
                    throw new AssertionError("Cannot create " + type, e);
                }
            }
        }
        throw new AssertionError(type + " has no constructor of " + arguments.length + " arguments");
    }

    /** A new instance of POJO {@code type}, with public fields set from {@code fields}. */
    Object instantiateAndSet(String type, java.util.Map<String, Object> fields) {
        Object instance = loader.instantiate(type);
        fields.forEach((name, value) -> {
            try {
                type(type).getField(name).set(instance, value);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        });
        return instance;
    }

    /** The value of public field {@code name} of {@code instance}. */
    static Object field(Object instance, String name) {
        try {
            return instance.getClass().getField(name).get(instance);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** What the public static {@code sample()} method of {@code type} returns. */
    Object sample(String type) {
        try {
            return type(type).getMethod("sample").invoke(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** The enum constant {@code name} of {@code type}. */
    Object constant(String type, String name) {
        for (Object constant : type(type).getEnumConstants()) {
            if (((Enum<?>) constant).name().equals(name)) {
                return constant;
            }
        }
        throw new AssertionError(type + " has no constant " + name);
    }

    /** The value of record component {@code component} of {@code record}. */
    static Object get(Object record, String component) {
        for (RecordComponent c : record.getClass().getRecordComponents()) {
            if (c.getName().equals(component)) {
                try {
                    return c.getAccessor().invoke(record);
                } catch (IllegalAccessException | InvocationTargetException e) {
                    throw new AssertionError(e);
                }
            }
        }
        throw new AssertionError(record.getClass().getName() + " has no component " + component);
    }

    // ------------------------------------------------------------------------
    //  bytes
    // ------------------------------------------------------------------------

    static byte[] serialize(TypeSerializer<Object> serializer, Object value) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(value, out);
        return out.getCopyOfBuffer();
    }

    /** Reads one value and checks every byte was read. */
    static Object deserialize(TypeSerializer<Object> serializer, byte[] bytes) throws IOException {
        DataInputDeserializer in = new DataInputDeserializer(bytes);
        Object value = serializer.deserialize(in);
        if (in.available() != 0) {
            throw new AssertionError(in.available() + " bytes left unread by " + serializer);
        }
        return value;
    }

    /** The snapshot as Flink writes it into a checkpoint: the snapshot class name, version and content. */
    static byte[] writeSnapshot(TypeSerializerSnapshot<Object> snapshot) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(64);
        TypeSerializerSnapshot.writeVersionedSnapshot(out, snapshot);
        return out.getCopyOfBuffer();
    }

    /** The snapshot as Flink reads it on restore, with the classes of this version. */
    TypeSerializerSnapshot<Object> readSnapshot(byte[] bytes) throws IOException {
        return TypeSerializerSnapshot.readVersionedSnapshot(new DataInputDeserializer(bytes), loader);
    }
}
