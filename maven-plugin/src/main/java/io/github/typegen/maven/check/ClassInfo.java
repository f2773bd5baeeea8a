package io.github.typegen.maven.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AnnotationNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InnerClassNode;
import org.objectweb.asm.tree.MethodNode;

import io.github.typegen.maven.check.Signatures.ClassSignature;
import io.github.typegen.maven.check.Signatures.MethodSignature;
import io.github.typegen.maven.check.Signatures.TypeParameter;
import io.github.typegen.maven.classes.ClassNames;

/** What the check needs to know about one class, read from its class file without loading it. */
final class ClassInfo {

    /** A field. {@code type} is its generic type; {@code typeInfo} whether it carries Flink's {@code @TypeInfo}. */
    record FieldInfo(String name, int access, String descriptor, JavaType type, boolean typeInfo) {
        boolean isStatic() {
            return (access & Opcodes.ACC_STATIC) != 0;
        }

        boolean isTransient() {
            return (access & Opcodes.ACC_TRANSIENT) != 0;
        }

        boolean isPublic() {
            return (access & Opcodes.ACC_PUBLIC) != 0;
        }

        boolean isFinal() {
            return (access & Opcodes.ACC_FINAL) != 0;
        }
    }

    /** A method or constructor. */
    record MethodInfo(String name, int access, String descriptor, MethodSignature signature) {
        boolean isPublic() {
            return (access & Opcodes.ACC_PUBLIC) != 0;
        }

        boolean isAbstract() {
            return (access & Opcodes.ACC_ABSTRACT) != 0;
        }
    }

    final String name;
    /** The modifiers {@code Class.getModifiers()} reports: those of the InnerClasses entry for a nested class. */
    final int access;
    final String superName;
    final List<String> interfaces;
    final ClassSignature signature;
    final Set<String> typeVariables;
    final boolean flinkType;
    /** The internal name of the factory named by the class's {@code @TypeInfo}, or {@code null}. */
    final String typeInfoFactory;
    final List<FieldInfo> fields;
    final List<MethodInfo> methods;
    /** The permitted subclasses of a sealed class or interface (internal names); empty when it is not sealed. */
    final List<String> permittedSubclasses;

    private ClassInfo(ClassNode node) {
        this.name = node.name;
        this.access = effectiveAccess(node);
        this.superName = node.superName;
        this.interfaces = List.copyOf(node.interfaces);
        this.signature = Signatures.ofClass(
                node.signature, node.superName, node.interfaces.toArray(new String[0]), node.name);
        Set<String> variables = new LinkedHashSet<>();
        for (TypeParameter parameter : signature.typeParameters()) {
            variables.add(parameter.name());
        }
        this.typeVariables = Set.copyOf(variables);
        boolean isFlinkType = false;
        String factory = null;
        for (AnnotationNode annotation : annotations(node.visibleAnnotations)) {
            if (annotation.desc.equals(ClassNames.FLINK_TYPE_DESCRIPTOR)) {
                isFlinkType = true;
            } else if (annotation.desc.equals(ClassNames.TYPE_INFO_DESCRIPTOR)) {
                factory = typeInfoValue(annotation);
            }
        }
        this.flinkType = isFlinkType;
        this.typeInfoFactory = factory;
        List<FieldInfo> fieldInfos = new ArrayList<>();
        for (FieldNode field : node.fields) {
            boolean typeInfo = annotations(field.visibleAnnotations).stream()
                    .anyMatch(annotation -> annotation.desc.equals(ClassNames.TYPE_INFO_DESCRIPTOR));
            fieldInfos.add(new FieldInfo(field.name, field.access, field.desc,
                    Signatures.ofType(field.signature, field.desc, node.name, typeVariables), typeInfo));
        }
        this.fields = List.copyOf(fieldInfos);
        List<MethodInfo> methodInfos = new ArrayList<>();
        for (MethodNode method : node.methods) {
            methodInfos.add(new MethodInfo(method.name, method.access, method.desc,
                    Signatures.ofMethod(method.signature, method.desc, node.name, typeVariables)));
        }
        this.methods = List.copyOf(methodInfos);
        this.permittedSubclasses = node.permittedSubclasses == null ? List.of() : List.copyOf(node.permittedSubclasses);
    }

    /** Reads a class file; method bodies are skipped. */
    static ClassInfo read(byte[] classFile) {
        ClassNode node = new ClassNode();
        new ClassReader(classFile).accept(node, ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
        return new ClassInfo(node);
    }

    /** Builds the model of a class already read in full (the classes being checked). */
    static ClassInfo of(ClassNode node) {
        return new ClassInfo(node);
    }

    private static int effectiveAccess(ClassNode node) {
        for (InnerClassNode inner : node.innerClasses) {
            if (inner.name.equals(node.name)) {
                return inner.access | (node.access & (Opcodes.ACC_RECORD | Opcodes.ACC_ENUM));
            }
        }
        return node.access;
    }

    private static List<AnnotationNode> annotations(List<AnnotationNode> annotations) {
        return annotations == null ? List.of() : annotations;
    }

    private static String typeInfoValue(AnnotationNode annotation) {
        if (annotation.values != null) {
            for (int i = 0; i + 1 < annotation.values.size(); i += 2) {
                if ("value".equals(annotation.values.get(i)) && annotation.values.get(i + 1) instanceof Type type) {
                    return type.getInternalName();
                }
            }
        }
        return "";
    }

    boolean isInterface() {
        return (access & Opcodes.ACC_INTERFACE) != 0;
    }

    boolean isAbstract() {
        return (access & Opcodes.ACC_ABSTRACT) != 0;
    }

    boolean isPublic() {
        return (access & Opcodes.ACC_PUBLIC) != 0;
    }

    boolean isEnum() {
        return (access & Opcodes.ACC_ENUM) != 0;
    }

    boolean isPrivate() {
        return (access & Opcodes.ACC_PRIVATE) != 0;
    }

    /** Flink's {@code TypeExtractor.isRecord}: a final class whose superclass is {@code java.lang.Record}. */
    boolean isRecord() {
        return "java/lang/Record".equals(superName) && (access & Opcodes.ACC_FINAL) != 0;
    }

    /** The class's own type parameter at {@code index}. */
    List<TypeParameter> typeParameters() {
        return signature.typeParameters();
    }

    String binaryName() {
        return ClassNames.binaryName(name);
    }
}
