package io.github.typegen.sql;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;

import javax.tools.JavaFileObject;

import com.google.testing.compile.Compilation;

/** The classes a compilation wrote, over the tests' class path (Flink, the runtime, the fixtures). */
final class GeneratedClasses extends ClassLoader {
    private final Map<String, JavaFileObject> classes = new HashMap<>();

    GeneratedClasses(Compilation compilation) {
        super(GeneratedClasses.class.getClassLoader());
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() == JavaFileObject.Kind.CLASS) {
                String name = file.toUri().getPath().replaceFirst("^/CLASS_OUTPUT/", "")
                        .replaceFirst("\\.class$", "").replace('/', '.');
                classes.put(name, file);
            }
        }
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
}
