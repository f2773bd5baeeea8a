package io.github.typegen.processor.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import com.squareup.javapoet.ClassName;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;

/**
 * Checks, before any file of a {@code @FlinkType} class is written, that the names of its generated classes are
 * free: no class of the user's has one (in this compilation or on the class path), and no other {@code
 * @FlinkType} class of the compilation gets one too ({@code Outer.Foo} and a top-level {@code Outer_Foo}). A
 * clash is reported on both classes, so the class gets no files instead of failing in javac's {@code Filer}.
 *
 * <p>A class found by a generated name is Typegen's own, left by an earlier build, when its superclass or an
 * interface is one of the bases generated classes extend, with the {@code @FlinkType} class as type argument.
 * The names claimed are kept across rounds.
 */
public final class GeneratedNameCheck {

    /** The bases of generated classes; each takes the {@code @FlinkType} class as its first type argument. */
    private static final Set<String> GENERATED_BASES = Set.of(
            "io.github.typegen.runtime.serialization.TypegenSerializer",
            "io.github.typegen.runtime.serialization.TypegenSerializerSnapshot",
            "io.github.typegen.runtime.serialization.TypegenTypeInfo",
            "io.github.typegen.runtime.table.TypegenSchema",
            "org.apache.flink.api.common.typeinfo.TypeInfoFactory");

    private final Elements elements;
    private final Types types;
    private final Map<ClassName, ClassName> claimed = new HashMap<>();

    public GeneratedNameCheck(Elements elements, Types types) {
        this.elements = elements;
        this.types = types;
    }

    /**
     * Whether the classes of kinds {@code kinds} may be generated for {@code model}; reports each clash
     * otherwise. When they may, their names are claimed for {@code model}'s class.
     *
     * <p>A class that holds a {@code @FlinkType} whose generated names are taken by a class of the user's gets
     * no files either, without a report of its own: its generated code would call that type's generated
     * classes, and javac would report the calls; the clash itself is reported on the held type.
     */
    public boolean check(TypeModel model, List<GeneratedClass> kinds, Reporter reporter) {
        if (holdsATypeWhoseNamesAreTaken(model, kinds)) {
            return false;
        }
        boolean free = true;
        Set<ClassName> collidingOwners = new HashSet<>();
        for (GeneratedClass kind : kinds) {
            ClassName generated = model.generated(kind);
            ClassName owner = claimed.get(generated);
            TypeElement existing = elements.getTypeElement(generated.canonicalName());
            ClassName generatedFor = existing == null ? null : generatedFor(existing);
            if (owner == null && generatedFor != null && !generatedFor.equals(model.type())) {
                owner = generatedFor;
            }
            if (owner != null && !owner.equals(model.type())) {
                if (collidingOwners.add(owner)) {
                    reportCollision(model, owner, generated, reporter);
                }
                free = false;
            } else if (existing != null && generatedFor == null) {
                String other = existing.getQualifiedName().toString();
                reporter.error(model.element(), Message.GENERATED_NAME_TAKEN, model.type().canonicalName(),
                        generated.simpleName(), other, suggestedPrefix(model), other);
                reporter.error(existing, Message.TAKES_GENERATED_NAME, other, model.type().canonicalName(),
                        existing.getSimpleName(), model.type().simpleName());
                free = false;
            }
        }
        if (free) {
            kinds.forEach(kind -> claimed.put(model.generated(kind), model.type()));
        }
        return free;
    }

    private boolean holdsATypeWhoseNamesAreTaken(TypeModel model, List<GeneratedClass> kinds) {
        Set<ClassName> held = new HashSet<>();
        model.subtypes().forEach(subtype -> held.add(subtype.type()));
        model.fields().forEach(field -> field.type().accept(new TableStep.NestedTypes(held)));
        held.remove(model.type());
        for (ClassName type : held) {
            TypeElement element = elements.getTypeElement(type.canonicalName());
            if (element == null) {
                continue;
            }
            GeneratedNames names = GeneratedNames.of(element);
            for (GeneratedClass kind : kinds) {
                TypeElement existing = elements.getTypeElement(names.get(kind).canonicalName());
                if (existing != null && generatedFor(existing) == null) {
                    return true;
                }
            }
        }
        return false;
    }

    private void reportCollision(TypeModel model, ClassName owner, ClassName generated, Reporter reporter) {
        String first = owner.canonicalName();
        String second = model.type().canonicalName();
        reporter.error(model.element(), Message.GENERATED_NAMES_COLLIDE, second, first, generated.simpleName(),
                suggestedPrefix(model), model.type().simpleName());
        TypeElement ownerElement = elements.getTypeElement(first);
        if (ownerElement != null) {
            reporter.error(ownerElement, Message.GENERATED_NAMES_COLLIDE, first, second, generated.simpleName(),
                    suggestedPrefix(model), model.type().simpleName());
        }
    }

    /** A prefix to suggest: the class's simple name, with {@code Flink} in front (the user may pick another). */
    private static String suggestedPrefix(TypeModel model) {
        return "Flink" + model.type().simpleName();
    }

    /** The {@code @FlinkType} class a generated class was written for; null for any other class. */
    private ClassName generatedFor(TypeElement candidate) {
        List<TypeMirror> supertypes = new ArrayList<>(candidate.getInterfaces());
        supertypes.add(candidate.getSuperclass());
        for (TypeMirror supertype : supertypes) {
            if (supertype.getKind() != TypeKind.DECLARED) {
                continue;
            }
            DeclaredType declared = (DeclaredType) supertype;
            TypeElement base = (TypeElement) declared.asElement();
            if (GENERATED_BASES.contains(base.getQualifiedName().toString())
                    && !declared.getTypeArguments().isEmpty()
                    && declared.getTypeArguments().get(0).getKind() == TypeKind.DECLARED) {
                return ClassName.get((TypeElement) types.asElement(declared.getTypeArguments().get(0)));
            }
        }
        return null;
    }
}
