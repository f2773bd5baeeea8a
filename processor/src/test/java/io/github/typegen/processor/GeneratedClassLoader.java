package io.github.typegen.processor;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;

import javax.tools.JavaFileObject;

import com.google.testing.compile.Compilation;

/**
 * Loads the class files of a compile-testing {@link Compilation}. Parent first: a class the test class
 * path already has (the test domain, compiled by Maven from the same sources) comes from there, so tests
 * can build values with plain Java code; the generated classes, and classes only the compilation has,
 * are defined here.
 */
final class GeneratedClassLoader extends ClassLoader {

    private static final String CLASS_OUTPUT = "/CLASS_OUTPUT/";

    private final Map<String, byte[]> classes = new HashMap<>();

    GeneratedClassLoader(Compilation compilation) {
        super(GeneratedClassLoader.class.getClassLoader());
        for (JavaFileObject file : compilation.generatedFiles()) {
            if (file.getKind() != JavaFileObject.Kind.CLASS) {
                continue;
            }
            String path = file.toUri().getPath();
            String name = path.substring(path.indexOf(CLASS_OUTPUT) + CLASS_OUTPUT.length(),
                    path.length() - ".class".length()).replace('/', '.');
            try (InputStream in = file.openInputStream()) {
                classes.put(name, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    @Override
    protected Class<?> findClass(String name) throws ClassNotFoundException {
        byte[] bytes = classes.get(name);
        if (bytes == null) {
            throw new ClassNotFoundException(name);
        }
        return defineClass(name, bytes, 0, bytes.length);
    }

    /** A new instance of the public no-argument class {@code name}. */
    Object instantiate(String name) {
        try {
            return loadClass(name).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("Cannot instantiate " + name, e);
        }
    }
}
