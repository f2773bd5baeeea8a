package io.github.typegen.maven.check;

import java.util.stream.Collectors;

import io.github.typegen.maven.check.JavaType.ArrayType;
import io.github.typegen.maven.check.JavaType.ClassType;

/**
 * Types as messages show them: qualified names, except for {@code java.lang} and Flink's own API types, which
 * read better by their simple names ({@code DataStream<com.example.Event>}).
 */
final class Display {

    private Display() {}

    static String of(JavaType type) {
        if (type instanceof ClassType c) {
            String name = className(c.internalName());
            if (c.arguments().isEmpty()) {
                return name;
            }
            return name + c.arguments().stream().map(Display::of).collect(Collectors.joining(", ", "<", ">"));
        }
        if (type instanceof ArrayType a) {
            return of(a.component()) + "[]";
        }
        if (type instanceof JavaType.Wildcard w && w.bound() != null) {
            return (w.kind() == '+' ? "? extends " : "? super ") + of(w.bound());
        }
        return type.display();
    }

    /** A class name: simple for {@code java.lang} and {@code org.apache.flink} classes, else qualified. */
    static String className(String internalName) {
        boolean shortened = internalName.startsWith("org/apache/flink/")
                || (internalName.startsWith("java/lang/") && internalName.indexOf('/', "java/lang/".length()) < 0);
        String name = shortened ? internalName.substring(internalName.lastIndexOf('/') + 1) : internalName;
        return name.replace('/', '.');
    }
}
