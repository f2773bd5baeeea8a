package io.github.typegen.processor.weaving;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.Proxy;
import java.util.Optional;

import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.TypeElement;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;

/**
 * Adds Flink's {@code @TypeInfo(FooTypeInfoFactory.class)} to the class file of each {@code @FlinkType} class
 * Typegen wrote a factory for, inside javac, as javac writes the class file: so that Flink's own type extraction
 * finds the generated serializer after any javac build ({@code mvn compile}, Gradle, an IDE that builds with
 * javac), not only after the Maven plugin's {@code weave} goal. The class-file change is {@code typegen-weave}'s
 * {@link io.github.typegen.weave.TypeInfoWeaver}, the one the plugin applies.
 *
 * <p>It listens to javac through {@code com.sun.source.util.JavacTask} ({@link JavacWeaving}), which needs javac's
 * own {@link ProcessingEnvironment}; build tools hand processors a wrapper around it (Gradle's incremental
 * processing a class holding it in a field, IntelliJ IDEA a {@link Proxy} whose handler holds it), which {@link
 * #javacEnvironment} sees through. Where there is no javac to listen to (Eclipse's compiler, a wrapper it cannot
 * see through), or javac's class file cannot be rewritten where it was written, each such class gets the note
 * {@link Message#NOT_WOVEN}, never a warning (builds with {@code -Werror} stay green), and the plugin's {@code
 * weave} goal remains the way to weave it.
 */
public abstract class ClassFileWeaving {

    private static final String JAVAC_ENVIRONMENT = "com.sun.tools.javac.processing.JavacProcessingEnvironment";

    /** How deep wrappers may nest (a Gradle wrapper around an IDE's, ...). */
    private static final int MAX_WRAPPERS = 5;

    ClassFileWeaving() {}

    /**
     * Weaving for this compilation: inside javac where {@code processingEnv} is, or leads to, javac's own;
     * otherwise none, each class then getting a note.
     */
    public static ClassFileWeaving start(ProcessingEnvironment processingEnv, Reporter reporter) {
        Optional<ProcessingEnvironment> javac = javacEnvironment(processingEnv);
        if (javac.isEmpty()) {
            return new Unavailable(reporter, "the compiler is not javac, or hands Typegen a "
                    + processingEnv.getClass().getName() + " that Typegen cannot see javac through");
        }
        try {
            return JavacWeaving.listen(javac.get(), reporter);
        } catch (LinkageError | RuntimeException e) {
            // com.sun.source (module jdk.compiler) missing or javac refusing a listener
            return new Unavailable(reporter, "Typegen cannot listen to javac (" + e + ")");
        }
    }

    /** No weaving, and no note: asked by {@code -Atypegen.weave=false}. */
    public static ClassFileWeaving off() {
        return new Off();
    }

    /**
     * Typegen wrote {@code factoryBinaryName} for {@code type}: its class file is to carry {@code @TypeInfo} naming
     * it when javac has written it.
     */
    public abstract void expect(TypeElement type, String factoryBinaryName);

    /**
     * javac's own processing environment: {@code env} itself, or the one a build tool's wrapper holds, found by
     * the wrapper's fields (Gradle: {@code delegate}; IntelliJ IDEA: a {@link Proxy} whose handler holds it; Kotlin's
     * kapt: {@code processingEnv}), at any depth of wrappers.
     */
    static Optional<ProcessingEnvironment> javacEnvironment(ProcessingEnvironment env) {
        ProcessingEnvironment current = env;
        for (int depth = 0; current != null && depth <= MAX_WRAPPERS; depth++) {
            if (current.getClass().getName().equals(JAVAC_ENVIRONMENT)) {
                return Optional.of(current);
            }
            Object holder = Proxy.isProxyClass(current.getClass()) ? Proxy.getInvocationHandler(current) : current;
            current = heldEnvironment(holder, current);
        }
        return Optional.empty();
    }

    /** The processing environment a field of {@code holder} (or of its superclasses) holds, other than {@code env}. */
    private static ProcessingEnvironment heldEnvironment(Object holder, ProcessingEnvironment env) {
        for (Class<?> type = holder.getClass(); type != null && type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) {
                    continue;
                }
                try {
                    field.setAccessible(true);
                    Object value = field.get(holder);
                    if (value instanceof ProcessingEnvironment held && held != env) {
                        return held;
                    }
                } catch (RuntimeException | IllegalAccessException e) {
                    // a field of a class in a module that does not open it: not a wrapper Typegen can see through
                }
            }
        }
        return null;
    }

    /** Where there is no javac to listen to: each class gets {@link Message#NOT_WOVEN}. */
    private static final class Unavailable extends ClassFileWeaving {
        private final Reporter reporter;
        private final String reason;

        Unavailable(Reporter reporter, String reason) {
            this.reporter = reporter;
            this.reason = reason;
        }

        @Override
        public void expect(TypeElement type, String factoryBinaryName) {
            reporter.note(type, Message.NOT_WOVEN, type.getQualifiedName(), factoryBinaryName, reason,
                    type.getSimpleName());
        }
    }

    private static final class Off extends ClassFileWeaving {
        @Override
        public void expect(TypeElement type, String factoryBinaryName) {}
    }
}
