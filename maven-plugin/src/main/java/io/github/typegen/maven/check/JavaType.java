package io.github.typegen.maven.check;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A Java type as a class file's generic signatures spell it: the model the check works on, the counterpart of
 * {@code java.lang.reflect.Type} without loading any class.
 */
public sealed interface JavaType {

    /** The type as a reader would write it, with qualified names: {@code java.util.List<com.example.Foo>}. */
    String display();

    /** Whether the type mentions a type variable or a wildcard anywhere: then its value is not known here. */
    boolean isOpen();

    /**
     * A class or interface, with its type arguments (none for a non-generic class or a raw use).
     *
     * @param internalName e.g. {@code java/util/List}; a nested class as {@code com/example/Outer$Inner}
     * @param arguments the type arguments, in order
     */
    record ClassType(String internalName, List<JavaType> arguments) implements JavaType {
        public ClassType {
            arguments = List.copyOf(arguments);
        }

        /** A class used without type arguments. */
        public static ClassType of(String internalName) {
            return new ClassType(internalName, List.of());
        }

        @Override
        public String display() {
            String name = internalName.replace('/', '.');
            if (arguments.isEmpty()) {
                return name;
            }
            return name + arguments.stream().map(JavaType::display).collect(Collectors.joining(", ", "<", ">"));
        }

        @Override
        public boolean isOpen() {
            return arguments.stream().anyMatch(JavaType::isOpen);
        }
    }

    /** An array type. */
    record ArrayType(JavaType component) implements JavaType {
        @Override
        public String display() {
            return component.display() + "[]";
        }

        @Override
        public boolean isOpen() {
            return component.isOpen();
        }
    }

    /**
     * A primitive type.
     *
     * @param descriptor its descriptor character, e.g. {@code I} for {@code int}
     */
    record PrimitiveType(char descriptor) implements JavaType {
        @Override
        public String display() {
            return org.objectweb.asm.Type.getType(String.valueOf(descriptor)).getClassName();
        }

        @Override
        public boolean isOpen() {
            return false;
        }
    }

    /**
     * A type variable.
     *
     * @param name its name, e.g. {@code T}
     * @param declaringClass the internal name of the class whose signature declares it, or {@code null} when a
     *     method declares it (then nothing outside the method can give it a value)
     */
    record TypeVariable(String name, String declaringClass) implements JavaType {
        @Override
        public String display() {
            return name;
        }

        @Override
        public boolean isOpen() {
            return true;
        }
    }

    /**
     * A wildcard type argument.
     *
     * @param kind {@code '*'} for {@code ?}, {@code '+'} for {@code ? extends}, {@code '-'} for {@code ? super}
     * @param bound the bound, or {@code null} for {@code ?}
     */
    record Wildcard(char kind, JavaType bound) implements JavaType {
        @Override
        public String display() {
            return kind == '*' ? "?" : (kind == '+' ? "? extends " : "? super ") + bound.display();
        }

        @Override
        public boolean isOpen() {
            return true;
        }
    }
}
