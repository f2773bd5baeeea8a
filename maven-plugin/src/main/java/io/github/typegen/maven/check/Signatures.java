package io.github.typegen.maven.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.signature.SignatureReader;
import org.objectweb.asm.signature.SignatureVisitor;

import io.github.typegen.maven.check.JavaType.ArrayType;
import io.github.typegen.maven.check.JavaType.ClassType;
import io.github.typegen.maven.check.JavaType.PrimitiveType;
import io.github.typegen.maven.check.JavaType.TypeVariable;
import io.github.typegen.maven.check.JavaType.Wildcard;

/**
 * Parses the generic signatures of class files (JVMS 4.7.9.1) into {@link JavaType}s, falling back to the erased
 * descriptor where a member has no signature or a malformed one.
 */
final class Signatures {

    private Signatures() {}

    /**
     * A type parameter of a generic class.
     *
     * @param name e.g. {@code T}
     * @param classBound its class bound ({@code Object} when unbounded), or {@code null} when it only has
     *     interface bounds
     * @param interfaceBounds its interface bounds
     */
    record TypeParameter(String name, JavaType classBound, List<JavaType> interfaceBounds) {
        /** Whether any value may be given: no bound other than {@code Object}. */
        boolean isUnbounded() {
            boolean objectBound = classBound == null
                    || (classBound instanceof ClassType c && c.internalName().equals("java/lang/Object"));
            return objectBound && interfaceBounds.isEmpty();
        }
    }

    /** The generic header of a class: its type parameters, superclass ({@code null} for Object) and interfaces. */
    record ClassSignature(List<TypeParameter> typeParameters, ClassType superclass, List<ClassType> interfaces) {}

    /** The generic parameter and return types of a method. */
    record MethodSignature(List<JavaType> parameters, JavaType returnType) {}

    /** The type of an ASM {@link Type} (an erased descriptor). */
    static JavaType ofErased(Type type) {
        switch (type.getSort()) {
            case Type.ARRAY:
                JavaType element = ofErased(type.getElementType());
                for (int i = 0; i < type.getDimensions(); i++) {
                    element = new ArrayType(element);
                }
                return element;
            case Type.OBJECT:
                return ClassType.of(type.getInternalName());
            default:
                return new PrimitiveType(type.getDescriptor().charAt(0));
        }
    }

    /** The header of a class; {@code declaringClass} owns the type variables it declares. */
    static ClassSignature ofClass(String signature, String superName, String[] interfaces, String declaringClass) {
        if (signature != null) {
            try {
                ClassHeaderBuilder builder = new ClassHeaderBuilder(declaringClass);
                new SignatureReader(signature).accept(builder);
                return builder.build();
            } catch (RuntimeException malformed) {
                // fall back to the erased header below
            }
        }
        List<ClassType> erasedInterfaces = new ArrayList<>();
        for (String name : interfaces == null ? new String[0] : interfaces) {
            erasedInterfaces.add(ClassType.of(name));
        }
        return new ClassSignature(List.of(), superName == null ? null : ClassType.of(superName), erasedInterfaces);
    }

    /**
     * The type of a field or local variable.
     *
     * @param classVariables the type variables declared by the class the member belongs to
     */
    static JavaType ofType(String signature, String descriptor, String declaringClass, Set<String> classVariables) {
        if (signature != null) {
            try {
                JavaType[] result = new JavaType[1];
                new SignatureReader(signature).acceptType(new TypeBuilder(
                        name -> classVariables.contains(name) ? declaringClass : null, type -> result[0] = type));
                if (result[0] != null) {
                    return result[0];
                }
            } catch (RuntimeException malformed) {
                // fall back to the descriptor below
            }
        }
        return ofErased(Type.getType(descriptor));
    }

    /** The parameter and return types of a method. */
    static MethodSignature ofMethod(
            String signature, String descriptor, String declaringClass, Set<String> classVariables) {
        if (signature != null) {
            try {
                MethodBuilder builder = new MethodBuilder(declaringClass, classVariables);
                new SignatureReader(signature).accept(builder);
                if (builder.returnType != null) {
                    return new MethodSignature(List.copyOf(builder.parameters), builder.returnType);
                }
            } catch (RuntimeException malformed) {
                // fall back to the descriptor below
            }
        }
        List<JavaType> parameters = new ArrayList<>();
        for (Type parameter : Type.getArgumentTypes(descriptor)) {
            parameters.add(ofErased(parameter));
        }
        return new MethodSignature(parameters, ofErased(Type.getReturnType(descriptor)));
    }

    /** Builds one type and hands it to a sink when complete. */
    private static final class TypeBuilder extends SignatureVisitor {
        private final Function<String, String> variableOwner;
        private final Consumer<JavaType> sink;
        private String className;
        private List<JavaType> arguments = new ArrayList<>();

        TypeBuilder(Function<String, String> variableOwner, Consumer<JavaType> sink) {
            super(Opcodes.ASM9);
            this.variableOwner = variableOwner;
            this.sink = sink;
        }

        @Override
        public void visitBaseType(char descriptor) {
            sink.accept(new PrimitiveType(descriptor));
        }

        @Override
        public void visitTypeVariable(String name) {
            sink.accept(new TypeVariable(name, variableOwner.apply(name)));
        }

        @Override
        public SignatureVisitor visitArrayType() {
            return new TypeBuilder(variableOwner, component -> sink.accept(new ArrayType(component)));
        }

        @Override
        public void visitClassType(String name) {
            className = name;
            arguments = new ArrayList<>();
        }

        @Override
        public void visitInnerClassType(String name) {
            // Outer<A>.Inner<B>: the outer arguments are not kept (Flink's extraction does not use them either).
            className = className + "$" + name;
            arguments = new ArrayList<>();
        }

        @Override
        public void visitTypeArgument() {
            arguments.add(new Wildcard('*', null));
        }

        @Override
        public SignatureVisitor visitTypeArgument(char wildcard) {
            List<JavaType> target = arguments;
            if (wildcard == SignatureVisitor.INSTANCEOF) {
                return new TypeBuilder(variableOwner, target::add);
            }
            return new TypeBuilder(variableOwner, bound -> target.add(new Wildcard(wildcard, bound)));
        }

        @Override
        public void visitEnd() {
            sink.accept(new ClassType(className, arguments));
        }
    }

    private static final class ClassHeaderBuilder extends SignatureVisitor {
        private final String declaringClass;
        private final List<String> names = new ArrayList<>();
        private final List<JavaType> classBounds = new ArrayList<>();
        private final List<List<JavaType>> interfaceBounds = new ArrayList<>();
        private ClassType superclass;
        private final List<ClassType> interfaces = new ArrayList<>();

        ClassHeaderBuilder(String declaringClass) {
            super(Opcodes.ASM9);
            this.declaringClass = declaringClass;
        }

        private Function<String, String> owner() {
            return name -> declaringClass;
        }

        @Override
        public void visitFormalTypeParameter(String name) {
            names.add(name);
            classBounds.add(null);
            interfaceBounds.add(new ArrayList<>());
        }

        @Override
        public SignatureVisitor visitClassBound() {
            int index = names.size() - 1;
            return new TypeBuilder(owner(), bound -> classBounds.set(index, bound));
        }

        @Override
        public SignatureVisitor visitInterfaceBound() {
            List<JavaType> bounds = interfaceBounds.get(names.size() - 1);
            return new TypeBuilder(owner(), bounds::add);
        }

        @Override
        public SignatureVisitor visitSuperclass() {
            return new TypeBuilder(owner(), type -> superclass = (ClassType) type);
        }

        @Override
        public SignatureVisitor visitInterface() {
            return new TypeBuilder(owner(), type -> interfaces.add((ClassType) type));
        }

        ClassSignature build() {
            List<TypeParameter> parameters = new ArrayList<>();
            for (int i = 0; i < names.size(); i++) {
                parameters.add(new TypeParameter(names.get(i), classBounds.get(i), List.copyOf(interfaceBounds.get(i))));
            }
            return new ClassSignature(List.copyOf(parameters), superclass, List.copyOf(interfaces));
        }
    }

    private static final class MethodBuilder extends SignatureVisitor {
        private final Function<String, String> owner;
        private final Set<String> methodVariables = new HashSet<>();
        private final List<JavaType> parameters = new ArrayList<>();
        private JavaType returnType;

        MethodBuilder(String declaringClass, Set<String> classVariables) {
            super(Opcodes.ASM9);
            // A method's own type variable hides a class variable of the same name.
            this.owner = name -> !methodVariables.contains(name) && classVariables.contains(name)
                    ? declaringClass
                    : null;
        }

        @Override
        public void visitFormalTypeParameter(String name) {
            methodVariables.add(name);
        }

        @Override
        public SignatureVisitor visitClassBound() {
            return new TypeBuilder(owner, ignored -> {});
        }

        @Override
        public SignatureVisitor visitInterfaceBound() {
            return new TypeBuilder(owner, ignored -> {});
        }

        @Override
        public SignatureVisitor visitParameterType() {
            return new TypeBuilder(owner, parameters::add);
        }

        @Override
        public SignatureVisitor visitReturnType() {
            return new TypeBuilder(owner, type -> returnType = type);
        }

        @Override
        public SignatureVisitor visitExceptionType() {
            return new TypeBuilder(owner, ignored -> {});
        }
    }
}
