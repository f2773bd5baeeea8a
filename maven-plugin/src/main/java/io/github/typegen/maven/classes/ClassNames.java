package io.github.typegen.maven.classes;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.weave.ClassAnnotations;

/**
 * Names of classes as the JVM spells them ({@code com/example/Outer$Foo}, "internal names") and as users read
 * them ({@code com.example.Outer$Foo}, binary names), and the names of the classes Typegen generates.
 */
public final class ClassNames {

    /** The descriptor of {@code @io.github.typegen.annotations.FlinkType} (RUNTIME retention). */
    public static final String FLINK_TYPE_DESCRIPTOR = ClassAnnotations.FLINK_TYPE_DESCRIPTOR;

    /** The descriptor of Flink's {@code @org.apache.flink.api.common.typeinfo.TypeInfo} (RUNTIME retention). */
    public static final String TYPE_INFO_DESCRIPTOR = ClassAnnotations.TYPE_INFO_DESCRIPTOR;

    private ClassNames() {}

    /**
     * The internal name of the {@code TypeInfoFactory} Typegen generates for a class, by the name rule of
     * {@link GeneratedClass}: {@code p/Outer$Foo} -> {@code p/Outer_FooTypeInfoFactory}.
     */
    public static String factoryOf(String internalName) {
        return factoryOf(internalName, "");
    }

    /**
     * The internal name of the {@code TypeInfoFactory} Typegen generates for a class whose {@code
     * @FlinkType(prefix = ...)} is {@code generatedPrefix} (empty for none): {@code (p/Order, OrderEvent)} ->
     * {@code p/OrderEventTypeInfoFactory}.
     */
    public static String factoryOf(String internalName, String generatedPrefix) {
        int slash = internalName.lastIndexOf('/');
        String packageName = slash < 0 ? "" : binaryName(internalName.substring(0, slash));
        return internalName(GeneratedClass.TYPE_INFO_FACTORY.binaryName(packageName, binaryName(internalName),
                generatedPrefix));
    }

    /** The internal name of the {@code TypeInfoFactory} Typegen generates for a class of these annotations. */
    public static String factoryOf(ClassAnnotations annotations) {
        return factoryOf(annotations.internalName(), annotations.generatedPrefix());
    }

    /** {@code com/example/Outer$Foo} -> {@code com.example.Outer$Foo}. */
    public static String binaryName(String internalName) {
        return internalName.replace('/', '.');
    }

    /** {@code com.example.Outer$Foo} -> {@code com/example/Outer$Foo}. */
    public static String internalName(String binaryName) {
        return binaryName.replace('.', '/');
    }

    /** {@code com/example/Outer$Foo} -> {@code Outer$Foo}. */
    public static String simpleBinaryName(String internalName) {
        return internalName.substring(internalName.lastIndexOf('/') + 1);
    }
}
