package io.github.typegen.processor.pipeline;

import java.util.ArrayList;
import java.util.List;

import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.ElementFilter;

import io.github.typegen.annotations.Stage;

/**
 * The types a pipeline's stages use: their parameter and return types and those of their timer methods,
 * with every type argument, array component and wildcard bound in them.
 */
final class StageSignatures {

    private StageSignatures() {}

    static List<TypeMirror> typesOf(TypeElement pipeline) {
        List<ExecutableElement> methods = ElementFilter.methodsIn(pipeline.getEnclosedElements());
        List<String> timers = methods.stream()
                .map(method -> method.getAnnotation(Stage.Process.class))
                .filter(process -> process != null && !process.onTimer().isEmpty())
                .map(Stage.Process::onTimer)
                .toList();
        List<TypeMirror> found = new ArrayList<>();
        for (ExecutableElement method : methods) {
            if (!StageAnnotation.on(method).isEmpty() || timers.contains(method.getSimpleName().toString())) {
                collect(method.getReturnType(), found);
                for (VariableElement parameter : method.getParameters()) {
                    collect(parameter.asType(), found);
                }
            }
        }
        return found;
    }

    /** Whether a type the stages use is not resolvable yet: another processor may generate it later. */
    static boolean hasUnresolvedTypes(TypeElement pipeline) {
        return typesOf(pipeline).stream().anyMatch(type -> type.getKind() == TypeKind.ERROR);
    }

    private static void collect(TypeMirror type, List<TypeMirror> found) {
        if (type == null) {
            return;
        }
        found.add(type);
        if (type instanceof DeclaredType declared) {
            declared.getTypeArguments().forEach(argument -> collect(argument, found));
        } else if (type instanceof ArrayType array) {
            collect(array.getComponentType(), found);
        } else if (type instanceof WildcardType wildcard) {
            collect(wildcard.getExtendsBound(), found);
            collect(wildcard.getSuperBound(), found);
        }
    }
}
