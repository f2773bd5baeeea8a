package io.github.typegen.maven.check;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads and caches {@link ClassInfo}s from a class path (directories and jars) and the running JDK. Classes are
 * read as files, never loaded: no static initializer of the checked project runs.
 */
final class ClassRepository implements AutoCloseable {

    private final URLClassLoader resources;
    private final Map<String, Optional<ClassInfo>> cache = new HashMap<>();

    /** A repository over {@code classpath}, searched in order, then the JDK's own classes. */
    ClassRepository(List<Path> classpath) {
        List<URL> urls = new ArrayList<>();
        for (Path element : classpath) {
            try {
                urls.add(element.toUri().toURL());
            } catch (MalformedURLException e) {
                throw new IllegalArgumentException("Not a class path element: " + element, e);
            }
        }
        // The platform loader finds the JDK's class files (java.base, java.sql, ...) as resources.
        this.resources = new URLClassLoader(urls.toArray(new URL[0]), ClassLoader.getPlatformClassLoader());
    }

    /** The class, or empty when its class file is not on the class path. */
    Optional<ClassInfo> find(String internalName) {
        Optional<ClassInfo> cached = cache.get(internalName);
        if (cached != null) {
            return cached;
        }
        Optional<ClassInfo> found = read(internalName);
        cache.put(internalName, found);
        return found;
    }

    private Optional<ClassInfo> read(String internalName) {
        if (internalName.startsWith("[")) {
            return Optional.empty();
        }
        try (InputStream in = resources.getResourceAsStream(internalName + ".class")) {
            if (in == null) {
                return Optional.empty();
            }
            return Optional.of(ClassInfo.read(in.readAllBytes()));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read the class file of " + internalName, e);
        } catch (RuntimeException unreadable) {
            // A class file ASM cannot parse (a newer class file version): treat it as absent.
            return Optional.empty();
        }
    }

    /**
     * Whether the class file of {@code internalName} is in a jar: a library's class, not one of the classes being
     * built (a classes directory, this module's or another's of the same build).
     */
    boolean isInJar(String internalName) {
        URL url = resources.getResource(internalName + ".class");
        return url != null && url.getProtocol().equals("jar");
    }

    /** Whether {@code internalName} is {@code ancestor} or extends or implements it, directly or not. */
    boolean isSubtypeOf(String internalName, String ancestor) {
        Deque<String> pending = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        pending.add(internalName);
        while (!pending.isEmpty()) {
            String current = pending.poll();
            if (current.equals(ancestor)) {
                return true;
            }
            if (!seen.add(current)) {
                continue;
            }
            find(current).ifPresent(info -> {
                if (info.superName != null) {
                    pending.add(info.superName);
                }
                pending.addAll(info.interfaces);
            });
        }
        return false;
    }

    /** Whether {@code internalName} has {@code superclass} among its superclasses (interfaces not considered). */
    boolean hasSuperclass(String internalName, String superclass) {
        for (ClassInfo info : superclassChain(internalName)) {
            if (superclass.equals(info.superName)) {
                return true;
            }
        }
        return false;
    }

    /** The class and its superclasses up to, not including, {@code java.lang.Object}, as far as they are found. */
    List<ClassInfo> superclassChain(String internalName) {
        List<ClassInfo> chain = new ArrayList<>();
        String current = internalName;
        while (current != null && !current.equals("java/lang/Object")) {
            Optional<ClassInfo> info = find(current);
            if (info.isEmpty()) {
                break;
            }
            chain.add(info.get());
            current = info.get().superName;
        }
        return chain;
    }

    @Override
    public void close() throws IOException {
        resources.close();
    }
}
