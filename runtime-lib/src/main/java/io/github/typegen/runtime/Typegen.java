package io.github.typegen.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

import org.apache.flink.api.common.typeinfo.TypeInformation;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;

/** Entry points for users of Typegen's generated types. */
public final class Typegen {

    private static final ClassValue<TypeInformation<?>> TYPE_INFOS =
            new ClassValue<>() {
                @Override
                protected TypeInformation<?> computeValue(Class<?> type) {
                    return loadTypeInfo(type);
                }
            };

    private Typegen() {}

    /**
     * The generated {@code TypeInformation} of a {@code @FlinkType} class: {@code FooTypeInfo} for
     * {@code Foo}. Looked up once per class and cached.
     *
     * @throws IllegalArgumentException naming the class, when it has no generated type information, or when it is
     *     generic (its type information is built from its type arguments': {@code new EnvelopeTypeInfo<>(...)})
     */
    @SuppressWarnings("unchecked")
    public static <T> TypeInformation<T> typeInfo(Class<T> type) {
        return (TypeInformation<T>) TYPE_INFOS.get(type);
    }

    /**
     * The binary name of the class of kind {@code kind} that Typegen generates for {@code type}: by the prefix
     * its {@code @FlinkType(prefix = ...)} chooses, else by its simple names.
     */
    public static String generatedName(Class<?> type, GeneratedClass kind) {
        FlinkType annotation = type.getAnnotation(FlinkType.class);
        String chosenPrefix = annotation == null ? "" : annotation.prefix();
        return kind.binaryName(type.getPackageName(), type.getName(), chosenPrefix);
    }

    private static TypeInformation<?> loadTypeInfo(Class<?> type) {
        String name = generatedName(type, GeneratedClass.TYPE_INFO);
        Class<?> typeInfoClass;
        try {
            typeInfoClass = Class.forName(name, true, type.getClassLoader());
        } catch (ClassNotFoundException e) {
            String reason;
            if (!type.isAnnotationPresent(FlinkType.class)) {
                reason = " is not annotated @FlinkType: annotate it so that Typegen generates its serializer.";
            } else if (type.isLocalClass() || type.isAnonymousClass()) {
                reason = " is a local class, which javac never hands to annotation processors: declare it at"
                        + " the top level or as a static member class.";
            } else {
                reason = " is annotated @FlinkType but " + name + " was not found: is typegen-processor on the"
                        + " annotation processor path of its module?";
            }
            throw new IllegalArgumentException(
                    "No generated TypeInformation for " + type.getName() + ": " + type.getName() + reason,
                    e);
        }
        if (type.getTypeParameters().length > 0) {
            throw new IllegalArgumentException(type.getName() + " is generic: its type information needs its type"
                    + " arguments'. Use new " + typeInfoClass.getSimpleName() + "<>(...) with them, or"
                    + " TypeInformation.of(new TypeHint<" + type.getSimpleName() + "<...>>() {})");
        }
        try {
            return (TypeInformation<?>)
                    MethodHandles.publicLookup()
                            .findConstructor(typeInfoClass, MethodType.methodType(void.class))
                            .invoke();
        } catch (Throwable e) {
            throw new IllegalStateException("Cannot instantiate " + name, e);
        }
    }
}
