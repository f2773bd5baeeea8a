package io.github.typegen.maven.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Loads the classes of one package from a classes directory (for instance one the weaver rewrote) rather than
 * from the test class path, and everything else from its parent: Flink, Typegen's runtime, the JDK.
 */
public final class ChildFirstClassLoader extends ClassLoader {

    private final Path classesDirectory;
    private final String packagePrefix;

    public ChildFirstClassLoader(Path classesDirectory, String packageName) {
        super(ChildFirstClassLoader.class.getClassLoader());
        this.classesDirectory = classesDirectory;
        this.packagePrefix = packageName + ".";
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (!name.startsWith(packagePrefix) || name.substring(packagePrefix.length()).contains(".")) {
            return super.loadClass(name, resolve);
        }
        synchronized (getClassLoadingLock(name)) {
            Class<?> loaded = findLoadedClass(name);
            if (loaded == null) {
                Path file = classesDirectory.resolve(name.replace('.', '/') + ".class");
                if (!Files.isRegularFile(file)) {
                    throw new ClassNotFoundException(name + " is not in " + classesDirectory);
                }
                try {
                    byte[] bytes = Files.readAllBytes(file);
                    loaded = defineClass(name, bytes, 0, bytes.length);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            if (resolve) {
                resolveClass(loaded);
            }
            return loaded;
        }
    }
}
