package io.github.typegen.sql;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

import javax.tools.JavaFileObject;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.TaskInfoImpl;
import org.apache.flink.api.common.functions.AbstractRichFunction;
import org.apache.flink.api.common.functions.DefaultOpenContext;
import org.apache.flink.api.common.functions.FlatMapFunction;
import org.apache.flink.api.common.functions.util.RuntimeUDFContext;
import org.apache.flink.metrics.groups.UnregisteredMetricsGroup;
import org.apache.flink.types.Row;
import org.apache.flink.util.Collector;

import com.google.testing.compile.Compilation;

/** The classes a compilation wrote, over the tests' class path (Flink, the runtime, the fixtures). */
final class GeneratedClasses extends ClassLoader {
    private final Map<String, JavaFileObject> classes = new HashMap<>();

    GeneratedClasses(Compilation compilation) {
        super(GeneratedClasses.class.getClassLoader());
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String name = path(file).replaceFirst("\\.class$", "").replace('/', '.');
                classes.put(name, file);
            }
        }
    }

    /** Writes the classes {@code compilation} wrote into {@code directory}, each at its package's path. */
    static void write(Compilation compilation, Path directory) throws IOException {
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                Path target = directory.resolve(path(file));
                Files.createDirectories(target.getParent());
                try (InputStream in = file.openInputStream()) {
                    Files.copy(in, target);
                }
            }
        }
    }

    /** The path of a class file the compilation wrote, relative to the class output ({@code pkg/Name.class}). */
    private static String path(JavaFileObject file) {
        return file.toUri().getPath().replaceFirst("^/CLASS_OUTPUT/", "");
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        JavaFileObject file = classes.get(name);
        if (file == null) {
            throw new ClassNotFoundException(name);
        }
        try (InputStream in = file.openInputStream()) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            in.transferTo(bytes);
            return defineClass(name, bytes.toByteArray(), 0, bytes.size());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Runs the fused stage of the one-stage pipeline {@code pkg.Generated} (its operator's function, {@code
     * pkg.GeneratedFused$QueryStage}) directly on {@code rows}, each made into the record {@code pkg.input} by its
     * constructor, opened with a runtime context and closed as an operator is; returns each result's component
     * values, each as {@code held} gives it.
     */
    @SuppressWarnings("unchecked")
    List<List<Object>> runStage(String pkg, String input, List<Row> rows, UnaryOperator<Object> held)
            throws Exception {
        Class<?> pipeline = loadClass(pkg + ".Generated");
        Constructor<?> constructor = loadClass(pkg + ".GeneratedFused$QueryStage").getDeclaredConstructor(pipeline);
        constructor.setAccessible(true);
        Object stage = constructor.newInstance(pipeline.getDeclaredConstructor().newInstance());
        AbstractRichFunction rich = (AbstractRichFunction) stage;
        rich.setRuntimeContext(new RuntimeUDFContext(new TaskInfoImpl("query", 1, 0, 1, 0), this,
                new ExecutionConfig(), new HashMap<>(), new HashMap<>(),
                UnregisteredMetricsGroup.createOperatorMetricGroup()));
        rich.open(DefaultOpenContext.INSTANCE);
        FlatMapFunction<Object, Object> query = (FlatMapFunction<Object, Object>) stage;
        Constructor<?> records = loadClass(pkg + "." + input).getDeclaredConstructors()[0];
        List<List<Object>> results = new ArrayList<>();
        Collector<Object> out = new Collector<>() {
            @Override
            public void collect(Object record) {
                List<Object> values = new ArrayList<>();
                for (RecordComponent component : record.getClass().getRecordComponents()) {
                    try {
                        values.add(held.apply(component.getAccessor().invoke(record)));
                    } catch (ReflectiveOperationException e) {
                        throw new IllegalStateException(e);
                    }
                }
                results.add(values);
            }

            @Override
            public void close() {}
        };
        for (Row row : rows) {
            Object[] values = new Object[row.getArity()];
            for (int f = 0; f < values.length; f++) {
                values[f] = row.getField(f);
            }
            query.flatMap(records.newInstance(values), out);
        }
        rich.close();
        return results;
    }
}
