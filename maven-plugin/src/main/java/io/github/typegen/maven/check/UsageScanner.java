package io.github.typegen.maven.check;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import org.objectweb.asm.Handle;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.tree.AbstractInsnNode;
import org.objectweb.asm.tree.ClassNode;
import org.objectweb.asm.tree.FieldNode;
import org.objectweb.asm.tree.InvokeDynamicInsnNode;
import org.objectweb.asm.tree.LabelNode;
import org.objectweb.asm.tree.LdcInsnNode;
import org.objectweb.asm.tree.LineNumberNode;
import org.objectweb.asm.tree.LocalVariableNode;
import org.objectweb.asm.tree.MethodInsnNode;
import org.objectweb.asm.tree.MethodNode;
import org.objectweb.asm.tree.ParameterNode;

import io.github.typegen.maven.check.ClassInfo.MethodInfo;
import io.github.typegen.maven.check.JavaType.ArrayType;
import io.github.typegen.maven.check.JavaType.ClassType;
import io.github.typegen.maven.check.JavaType.TypeVariable;
import io.github.typegen.maven.check.JavaType.Wildcard;
import io.github.typegen.maven.check.Signatures.MethodSignature;

/**
 * Finds where a compiled class hands data types to Flink:
 *
 * <ul>
 *   <li>its supertypes: the type arguments it gives Flink functions, sources, sinks, state descriptors, output
 *       tags and type hints ({@code class Enrich extends KeyedProcessFunction<String, Order, Receipt>}), resolved
 *       through intermediate generic classes. Skipped when the class implements {@code ResultTypeQueryable}.
 *   <li>the generic signatures of its fields, method parameters and return types and local variables, wherever
 *       they hold a Flink type with data type arguments ({@code DataStream<Order>}, {@code ValueState<Money>},
 *       {@code MapStateDescriptor<String, Money>}, ...);
 *   <li>lambdas and method references implementing Flink functions ({@code map(o -> new Receipt(o))}), with the
 *       erased types the compiler records for them; {@code Object} and generic classes are skipped there, since
 *       the erasure hides their real type;
 *   <li>class literals given to {@code TypeInformation.of}, {@code TypeExtractor.getForClass/createTypeInfo},
 *       state descriptor constructors, {@code returns} and {@code Types.GENERIC} (the last asks for Kryo).
 * </ul>
 */
final class UsageScanner {

    private static final String LAMBDA_METAFACTORY = "java/lang/invoke/LambdaMetafactory";

    private final ClassRepository classes;
    private final FlinkApi flink;

    UsageScanner(ClassRepository classes, FlinkApi flink) {
        this.classes = classes;
        this.flink = flink;
    }

    /** Every use of a data type with Flink in the class; duplicates (same site and type) are dropped. */
    List<Usage> scan(ClassNode node) {
        ClassInfo self = ClassInfo.of(node);
        Map<String, Usage> usages = new LinkedHashMap<>();
        Sink sink = usage -> usages.putIfAbsent(usage.site() + "|" + usage.type().display(), usage);
        String className = self.binaryName();
        if (node.outerMethod != null) {
            className += " (declared in method " + node.outerMethod + ")";
        }
        supertypes(self, className, sourceLocation(node, -1), sink);
        for (FieldNode field : node.fields) {
            if (field.signature == null) {
                continue;
            }
            JavaType type = Signatures.ofType(field.signature, field.desc, node.name, self.typeVariables);
            for (Carried carried : carried(type)) {
                sink.accept(new Usage(className, "field '" + field.name + "'", "",
                        "type argument " + carried.parameter() + " of its type " + Display.of(type), carried.type(),
                        false));
            }
        }
        for (MethodNode method : node.methods) {
            scanMethod(node, self, method, className, sink);
        }
        return List.copyOf(usages.values());
    }

    @FunctionalInterface
    private interface Sink {
        void accept(Usage usage);
    }

    /** A data type in a Flink type's type argument: {@code Event} in {@code DataStream<Event>}. */
    private record Carried(String parameter, JavaType type) {}

    // ---------------------------------------------------------------------------------------------------------
    // supertypes

    private void supertypes(ClassInfo self, String className, String location, Sink sink) {
        if (classes.isSubtypeOf(self.name, FlinkApi.RESULT_TYPE_QUERYABLE)) {
            return; // the class hands Flink its TypeInformation itself
        }
        Deque<ClassType> pending = new ArrayDeque<>(directSupertypes(self, Map.of()));
        Set<String> visited = new HashSet<>();
        // RichMapFunction<A, B> implements MapFunction<A, B>: each type is reported once, at the nearest supertype.
        Set<JavaType> reported = new HashSet<>();
        while (!pending.isEmpty()) {
            ClassType supertype = pending.poll();
            if (!visited.add(supertype.internalName())) {
                continue;
            }
            List<Integer> dataParameters = flink.dataParameters(supertype.internalName());
            for (int index : dataParameters) {
                if (index < supertype.arguments().size() && !supertype.arguments().get(index).isOpen()
                        && reported.add(supertype.arguments().get(index))) {
                    String parameter = flink.parameterName(supertype.internalName(), index);
                    sink.accept(new Usage(className, "", location,
                            "type argument " + parameter + " of its supertype " + Display.of(supertype),
                            supertype.arguments().get(index), false));
                }
            }
            Optional<ClassInfo> info = classes.find(supertype.internalName());
            if (info.isPresent()) {
                pending.addAll(directSupertypes(info.get(), bindings(info.get(), supertype)));
            }
        }
    }

    private static List<ClassType> directSupertypes(ClassInfo info, Map<String, JavaType> bindings) {
        List<ClassType> supertypes = new ArrayList<>();
        if (info.signature.superclass() != null) {
            supertypes.add((ClassType) substitute(info.signature.superclass(), info.name, bindings));
        }
        for (ClassType anInterface : info.signature.interfaces()) {
            supertypes.add((ClassType) substitute(anInterface, info.name, bindings));
        }
        return supertypes;
    }

    /** The values {@code type} gives the type parameters of its class; none for a raw use. */
    private static Map<String, JavaType> bindings(ClassInfo info, ClassType type) {
        Map<String, JavaType> bindings = new HashMap<>();
        for (int i = 0; i < info.typeParameters().size() && i < type.arguments().size(); i++) {
            bindings.put(info.typeParameters().get(i).name(), type.arguments().get(i));
        }
        return bindings;
    }

    private static JavaType substitute(JavaType type, String declaringClass, Map<String, JavaType> bindings) {
        if (type instanceof TypeVariable variable && declaringClass.equals(variable.declaringClass())
                && bindings.containsKey(variable.name())) {
            return bindings.get(variable.name());
        }
        if (type instanceof ClassType c) {
            return new ClassType(c.internalName(), c.arguments().stream()
                    .map(argument -> substitute(argument, declaringClass, bindings))
                    .collect(Collectors.toList()));
        }
        if (type instanceof ArrayType array) {
            return new ArrayType(substitute(array.component(), declaringClass, bindings));
        }
        if (type instanceof Wildcard wildcard && wildcard.bound() != null) {
            return new Wildcard(wildcard.kind(), substitute(wildcard.bound(), declaringClass, bindings));
        }
        return type;
    }

    // ---------------------------------------------------------------------------------------------------------
    // signatures

    /** The data types held by Flink types anywhere in {@code type}. Data type arguments are not searched further. */
    private List<Carried> carried(JavaType type) {
        List<Carried> found = new ArrayList<>();
        collectCarried(type, found);
        return found;
    }

    private void collectCarried(JavaType type, List<Carried> found) {
        if (type instanceof ClassType c) {
            List<Integer> dataParameters = flink.dataParameters(c.internalName());
            for (int i = 0; i < c.arguments().size(); i++) {
                JavaType argument = c.arguments().get(i);
                if (dataParameters.contains(i)) {
                    if (!argument.isOpen()) {
                        found.add(new Carried(flink.parameterName(c.internalName(), i), argument));
                    }
                } else {
                    collectCarried(argument, found);
                }
            }
        } else if (type instanceof ArrayType array) {
            collectCarried(array.component(), found);
        } else if (type instanceof Wildcard wildcard && wildcard.bound() != null) {
            collectCarried(wildcard.bound(), found);
        }
    }

    private void scanMethod(ClassNode node, ClassInfo self, MethodNode method, String className, Sink sink) {
        String member = methodDisplay(method);
        Map<LabelNode, Integer> lines = lines(method);
        int firstLine = lines.values().stream().findFirst().orElse(-1);
        boolean synthetic = (method.access & (Opcodes.ACC_SYNTHETIC | Opcodes.ACC_BRIDGE)) != 0;
        if (!synthetic && method.signature != null) {
            MethodSignature signature =
                    Signatures.ofMethod(method.signature, method.desc, node.name, self.typeVariables);
            for (int i = 0; i < signature.parameters().size(); i++) {
                JavaType parameter = signature.parameters().get(i);
                for (Carried carried : carried(parameter)) {
                    sink.accept(new Usage(className, member, sourceLocation(node, firstLine),
                            "type argument " + carried.parameter() + " of parameter '" + parameterName(method, i)
                                    + "' of type " + Display.of(parameter),
                            carried.type(), false));
                }
            }
            for (Carried carried : carried(signature.returnType())) {
                sink.accept(new Usage(className, member, sourceLocation(node, firstLine),
                        "type argument " + carried.parameter() + " of its return type "
                                + Display.of(signature.returnType()),
                        carried.type(), false));
            }
        }
        if (method.localVariables != null) {
            int parameterSlots = Type.getArgumentsAndReturnSizes(method.desc) >> 2;
            if ((method.access & Opcodes.ACC_STATIC) != 0) {
                parameterSlots--; // the size counts an implicit 'this'
            }
            for (LocalVariableNode local : method.localVariables) {
                if (local.signature == null || local.index < parameterSlots) {
                    continue; // 'this' and the parameters are reported with the method's signature
                }
                JavaType type = Signatures.ofType(local.signature, local.desc, node.name, self.typeVariables);
                for (Carried carried : carried(type)) {
                    sink.accept(new Usage(className, member, sourceLocation(node, lines.getOrDefault(local.start, -1)),
                            "type argument " + carried.parameter() + " of local variable '" + local.name
                                    + "' of type " + Display.of(type),
                            carried.type(), false));
                }
            }
        }
        if (method.name.equals("$deserializeLambda$")) {
            return; // javac's copy of every serializable lambda of the class, for deserialization
        }
        int line = -1;
        for (AbstractInsnNode instruction : method.instructions) {
            if (instruction instanceof LineNumberNode lineNumber) {
                line = lineNumber.line;
            } else if (instruction instanceof InvokeDynamicInsnNode invokeDynamic) {
                lambda(invokeDynamic, className, member, sourceLocation(node, line), sink);
            } else if (instruction instanceof MethodInsnNode call) {
                classLiterals(call, className, member, sourceLocation(node, line), sink);
            }
        }
    }

    // ---------------------------------------------------------------------------------------------------------
    // lambdas and method references

    private void lambda(InvokeDynamicInsnNode invokeDynamic, String className, String member, String location,
            Sink sink) {
        if (!LAMBDA_METAFACTORY.equals(invokeDynamic.bsm.getOwner()) || invokeDynamic.bsmArgs.length < 3
                || !(invokeDynamic.bsmArgs[0] instanceof Type samType)
                || !(invokeDynamic.bsmArgs[2] instanceof Type instantiated)) {
            return;
        }
        String functionalInterface = Type.getReturnType(invokeDynamic.desc).getInternalName();
        if (!classes.isSubtypeOf(functionalInterface, FlinkApi.FUNCTION)) {
            return;
        }
        Optional<Sam> sam = findSam(functionalInterface, invokeDynamic.name, samType.getDescriptor());
        if (sam.isEmpty()) {
            return;
        }
        ClassInfo declaring = sam.get().declaring();
        MethodSignature generic = sam.get().method().signature();
        Map<String, JavaType> bound = new LinkedHashMap<>();
        Type[] arguments = instantiated.getArgumentTypes();
        for (int i = 0; i < generic.parameters().size() && i < arguments.length; i++) {
            bind(generic.parameters().get(i), arguments[i], declaring, bound);
        }
        bind(generic.returnType(), instantiated.getReturnType(), declaring, bound);
        List<Integer> dataParameters = flink.dataParameters(declaring.name);
        for (int index : dataParameters) {
            String parameter = declaring.typeParameters().get(index).name();
            JavaType type = bound.get(parameter);
            if (type != null && erasureTellsTheType(type)) {
                String kind = isMethodReference(invokeDynamic) ? "method reference" : "lambda";
                sink.accept(new Usage(className, member, location,
                        kind + " implementing " + Display.className(functionalInterface) + ", type argument "
                                + parameter + " = " + Display.of(type),
                        type, false));
            }
        }
    }

    private static boolean isMethodReference(InvokeDynamicInsnNode invokeDynamic) {
        return !(invokeDynamic.bsmArgs[1] instanceof Handle handle) || !handle.getName().startsWith("lambda$");
    }

    private static void bind(JavaType generic, Type erased, ClassInfo declaring, Map<String, JavaType> bound) {
        if (generic instanceof TypeVariable variable && declaring.name.equals(variable.declaringClass())
                && (erased.getSort() == Type.OBJECT || erased.getSort() == Type.ARRAY)) {
            bound.putIfAbsent(variable.name(), Signatures.ofErased(erased));
        }
    }

    /** Whether an erased type is the real one: not {@code Object} (a type variable's erasure) nor generic. */
    private boolean erasureTellsTheType(JavaType type) {
        JavaType element = type;
        while (element instanceof ArrayType array) {
            element = array.component();
        }
        if (!(element instanceof ClassType c)) {
            return true;
        }
        if (c.internalName().equals("java/lang/Object")) {
            return false;
        }
        return classes.find(c.internalName()).map(info -> info.typeParameters().isEmpty()).orElse(false);
    }

    private record Sam(ClassInfo declaring, MethodInfo method) {}

    private Optional<Sam> findSam(String functionalInterface, String name, String descriptor) {
        Deque<String> pending = new ArrayDeque<>();
        Set<String> seen = new HashSet<>();
        pending.add(functionalInterface);
        while (!pending.isEmpty()) {
            String current = pending.poll();
            if (!seen.add(current)) {
                continue;
            }
            Optional<ClassInfo> info = classes.find(current);
            if (info.isEmpty()) {
                continue;
            }
            for (MethodInfo method : info.get().methods) {
                if (method.isAbstract() && method.name().equals(name) && method.descriptor().equals(descriptor)) {
                    return Optional.of(new Sam(info.get(), method));
                }
            }
            pending.addAll(info.get().interfaces);
        }
        return Optional.empty();
    }

    // ---------------------------------------------------------------------------------------------------------
    // class literals

    private void classLiterals(MethodInsnNode call, String className, String member, String location, Sink sink) {
        String use = classLiteralUse(call);
        if (use == null) {
            return;
        }
        Type[] parameters = Type.getArgumentTypes(call.desc);
        int classParameters = 0;
        for (Type parameter : parameters) {
            if (parameter.getDescriptor().equals("Ljava/lang/Class;")) {
                classParameters++;
            }
        }
        for (int i = parameters.length - classParameters; i < parameters.length; i++) {
            if (i < 0 || !parameters[i].getDescriptor().equals("Ljava/lang/Class;")) {
                return; // a Class parameter before other parameters: its argument is not found by looking back
            }
        }
        // The last arguments are pushed last: walk back over the instructions just before the call.
        Type[] literals = new Type[classParameters];
        AbstractInsnNode previous = call.getPrevious();
        for (int i = classParameters - 1; i >= 0; i--) {
            while (previous != null && previous.getOpcode() < 0) {
                previous = previous.getPrevious(); // labels, line numbers, frames
            }
            if (!(previous instanceof LdcInsnNode ldc) || !(ldc.cst instanceof Type literal)
                    || (literal.getSort() != Type.OBJECT && literal.getSort() != Type.ARRAY)) {
                return; // not a class literal: a variable or an expression
            }
            literals[i] = literal;
            previous = previous.getPrevious();
        }
        boolean explicitKryo = call.name.equals("GENERIC");
        for (Type literal : literals) {
            JavaType type = Signatures.ofErased(literal);
            sink.accept(new Usage(className, member, location, String.format(use, Display.of(type) + ".class"), type,
                    explicitKryo));
        }
    }

    /** How a call that takes class literals reads in a message (with {@code %s} for the literal), or null. */
    private static String classLiteralUse(MethodInsnNode call) {
        String owner = call.owner;
        if (owner.equals("org/apache/flink/api/common/typeinfo/TypeInformation") && call.name.equals("of")) {
            return "TypeInformation.of(%s)";
        }
        if (owner.equals("org/apache/flink/api/java/typeutils/TypeExtractor")
                && (call.name.equals("getForClass") || call.name.equals("createTypeInfo"))) {
            return "TypeExtractor." + call.name + "(%s)";
        }
        if (owner.equals("org/apache/flink/api/common/typeinfo/Types") && call.name.equals("GENERIC")) {
            return "Types.GENERIC(%s)";
        }
        if (owner.startsWith("org/apache/flink/") && owner.endsWith("StateDescriptor") && call.name.equals("<init>")) {
            return "new " + Display.className(owner) + "(..., %s)";
        }
        if (owner.startsWith("org/apache/flink/streaming/api/datastream/") && call.name.equals("returns")) {
            return "returns(%s)";
        }
        return null;
    }

    // ---------------------------------------------------------------------------------------------------------
    // names and positions

    private static String sourceLocation(ClassNode node, int line) {
        if (node.sourceFile == null) {
            return "";
        }
        return line > 0 ? "(" + node.sourceFile + ":" + line + ")" : "(" + node.sourceFile + ")";
    }

    private static Map<LabelNode, Integer> lines(MethodNode method) {
        Map<LabelNode, Integer> lines = new LinkedHashMap<>();
        int line = -1;
        for (AbstractInsnNode instruction : method.instructions) {
            if (instruction instanceof LineNumberNode lineNumber) {
                line = lineNumber.line;
                lines.putIfAbsent(lineNumber.start, line);
            } else if (instruction instanceof LabelNode label && line > 0) {
                lines.putIfAbsent(label, line);
            }
        }
        return lines;
    }

    /** {@code main(String[])}; a lambda body {@code lambda$main$0} as {@code main(...) lambda}. */
    private static String methodDisplay(MethodNode method) {
        if (method.name.startsWith("lambda$")) {
            String[] parts = method.name.split("\\$");
            return (parts.length > 1 ? parts[1] : method.name) + "(...) lambda";
        }
        String parameters = Arrays.stream(Type.getArgumentTypes(method.desc))
                .map(type -> {
                    String name = type.getClassName();
                    return name.substring(name.lastIndexOf('.') + 1);
                })
                .collect(Collectors.joining(", "));
        return method.name + "(" + parameters + ")";
    }

    private static String parameterName(MethodNode method, int index) {
        List<ParameterNode> parameters = method.parameters;
        if (parameters != null && index < parameters.size() && parameters.get(index).name != null) {
            return parameters.get(index).name;
        }
        if (method.localVariables != null) {
            int slot = (method.access & Opcodes.ACC_STATIC) != 0 ? 0 : 1;
            Type[] types = Type.getArgumentTypes(method.desc);
            for (int i = 0; i < index && i < types.length; i++) {
                slot += types[i].getSize();
            }
            for (LocalVariableNode local : method.localVariables) {
                if (local.index == slot) {
                    return local.name;
                }
            }
        }
        return "#" + (index + 1);
    }
}
