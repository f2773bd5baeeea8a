package io.github.typegen.weave;

import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.RecordComponentVisitor;
import org.objectweb.asm.Type;

/**
 * Adds Flink's {@code @TypeInfo(FooTypeInfoFactory.class)} to the class file of a {@code @FlinkType} class.
 *
 * <p>The class is copied by a {@link ClassWriter} built on its {@link ClassReader}: the constant pool is copied
 * as is (new entries are appended after it) and every method body is copied byte for byte, so the only
 * difference between the two class files is the one annotation. Weaving is idempotent: a class that already
 * names the expected factory is returned unchanged.
 */
public final class TypeInfoWeaver {

    private TypeInfoWeaver() {}

    /**
     * Weaves one class file.
     *
     * @param classFile the class file, as javac wrote it or as an earlier weave left it
     * @param factoryInternalName the factory to name, e.g. {@code com/example/FooTypeInfoFactory}
     * @throws TypeInfoConflict when the class already carries a {@code @TypeInfo} naming another factory
     */
    public static WeaveResult weave(byte[] classFile, String factoryInternalName) throws TypeInfoConflict {
        ClassAnnotations annotations = ClassAnnotations.read(classFile);
        if (!annotations.flinkType()) {
            return new WeaveResult(WeaveResult.Outcome.NOT_FLINK_TYPE, classFile);
        }
        String existing = annotations.typeInfoFactory();
        if (factoryInternalName.equals(existing)) {
            return new WeaveResult(WeaveResult.Outcome.ALREADY_WOVEN, classFile);
        }
        if (existing != null) {
            String className = binaryName(annotations.internalName());
            throw new TypeInfoConflict(className + " is annotated @FlinkType and already carries @TypeInfo("
                    + binaryName(existing) + ".class), but Typegen generated "
                    + binaryName(factoryInternalName) + " for it. Remove the @TypeInfo annotation from "
                    + className + " (Typegen adds the generated factory), or remove @FlinkType if "
                    + binaryName(existing) + " is the serializer you want.");
        }
        ClassReader reader = new ClassReader(classFile);
        // Built on the reader: copies the constant pool, and copies unchanged methods without re-encoding them.
        ClassWriter writer = new ClassWriter(reader, 0);
        reader.accept(new AddTypeInfo(writer, factoryInternalName), 0);
        return new WeaveResult(WeaveResult.Outcome.WOVEN, writer.toByteArray());
    }

    /** {@code com/example/Outer$Foo} -> {@code com.example.Outer$Foo}. */
    private static String binaryName(String internalName) {
        return internalName.replace('/', '.');
    }

    /**
     * Adds the annotation once, after the class's own annotations and attributes and before its first member,
     * the position the {@link ClassVisitor} protocol allows for class annotations.
     */
    private static final class AddTypeInfo extends ClassVisitor {
        private final String factoryInternalName;
        private boolean added;

        AddTypeInfo(ClassVisitor next, String factoryInternalName) {
            super(Opcodes.ASM9, next);
            this.factoryInternalName = factoryInternalName;
        }

        private void addOnce() {
            if (added) {
                return;
            }
            added = true;
            AnnotationVisitor typeInfo = super.visitAnnotation(ClassAnnotations.TYPE_INFO_DESCRIPTOR, true);
            typeInfo.visit("value", Type.getObjectType(factoryInternalName));
            typeInfo.visitEnd();
        }

        @Override
        public void visitNestMember(String nestMember) {
            addOnce();
            super.visitNestMember(nestMember);
        }

        @Override
        public void visitPermittedSubclass(String permittedSubclass) {
            addOnce();
            super.visitPermittedSubclass(permittedSubclass);
        }

        @Override
        public void visitInnerClass(String name, String outerName, String innerName, int access) {
            addOnce();
            super.visitInnerClass(name, outerName, innerName, access);
        }

        @Override
        public RecordComponentVisitor visitRecordComponent(String name, String descriptor, String signature) {
            addOnce();
            return super.visitRecordComponent(name, descriptor, signature);
        }

        @Override
        public FieldVisitor visitField(
                int access, String name, String descriptor, String signature, Object value) {
            addOnce();
            return super.visitField(access, name, descriptor, signature, value);
        }

        @Override
        public MethodVisitor visitMethod(
                int access, String name, String descriptor, String signature, String[] exceptions) {
            addOnce();
            return super.visitMethod(access, name, descriptor, signature, exceptions);
        }

        @Override
        public void visitEnd() {
            addOnce();
            super.visitEnd();
        }
    }
}
