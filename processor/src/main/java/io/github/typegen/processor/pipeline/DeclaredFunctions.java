package io.github.typegen.processor.pipeline;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;
import io.github.typegen.processor.sql.SqlQuery;

/**
 * The user functions a {@code @Stage.Sql} stage declares ({@code functions = @Stage.Function(name = ..., type =
 * ...)}, on the stage and on its {@code @Pipeline}), read from the annotations' mirrors (a {@code Class} value is a
 * type to the processor, not a class) and checked: each a {@code ScalarFunction} that Flink can instantiate, under a
 * name of its own. Flink finds a temporary system function by its name in lower case, so names that differ in case
 * only are one name; the stage's declaration of a name replaces its pipeline's.
 */
final class DeclaredFunctions {

    /** Flink's base class of scalar user functions, in flink-table-common. */
    static final String SCALAR_FUNCTION = "org.apache.flink.table.functions.ScalarFunction";

    /**
     * The functions of one stage.
     *
     * @param declarations each function's name and class, in the order declared (the pipeline's first)
     * @param functions the same, as the front end is asked to register them
     * @param compiledHere the classes among them that this compilation compiles from source, which have no class
     *     file the front end could load yet
     */
    record Declared(List<FunctionDeclaration> declarations, List<SqlQuery.Function> functions,
            List<String> compiledHere) {}

    private final Elements elements;
    private final Types types;
    private final Reporter reporter;
    private final Predicate<TypeElement> compiledHere;

    /**
     * @param compiledHere whether a class is compiled from source by this compilation (no class file of it is on
     *     the class path yet)
     */
    DeclaredFunctions(Elements elements, Types types, Reporter reporter, Predicate<TypeElement> compiledHere) {
        this.elements = elements;
        this.types = types;
        this.reporter = reporter;
        this.compiledHere = compiledHere;
    }

    /**
     * The functions declared by {@code annotation} on {@code element} (a stage method's {@code @Stage.Sql} or a
     * pipeline's {@code @Pipeline}), by name in lower case; empty when one is wrong (reported on the annotation).
     *
     * @param stage the stage's name, or the pipeline's, for messages
     */
    Optional<Map<String, FunctionDeclaration>> read(Element element, AnnotationMirror annotation, String stage) {
        AnnotationValue functions = member(annotation, "functions");
        Map<String, FunctionDeclaration> read = new LinkedHashMap<>();
        if (functions == null) {
            return Optional.of(read);
        }
        boolean valid = true;
        for (AnnotationValue value : asList(functions)) {
            AnnotationMirror function = (AnnotationMirror) value.getValue();
            String name = String.valueOf(member(function, "name").getValue());
            TypeMirror type = (TypeMirror) member(function, "type").getValue();
            String key = name.toLowerCase(Locale.ROOT);
            if (name.isBlank()) {
                reporter.error(element, annotation, value, Message.SQL_FUNCTION_NAME, stage, name, "an empty name");
                valid = false;
            } else if (read.containsKey(key)) {
                reporter.error(element, annotation, value, Message.SQL_FUNCTION_NAME, stage, name,
                        "a name it declares twice (Flink finds a system function by its name in lower case)");
                valid = false;
            } else {
                Optional<TypeElement> checked = check(element, annotation, value, stage, name, type);
                checked.ifPresent(checkedType -> read.put(key, new FunctionDeclaration(name, checkedType)));
                valid &= checked.isPresent();
            }
        }
        return valid ? Optional.of(read) : Optional.empty();
    }

    /** The declarations of a stage: the pipeline's, then the stage's, which replace those of the same name. */
    Declared merge(Map<String, FunctionDeclaration> pipeline, Map<String, FunctionDeclaration> stage) {
        Map<String, FunctionDeclaration> all = new LinkedHashMap<>(pipeline);
        all.putAll(stage);
        List<SqlQuery.Function> functions = new ArrayList<>();
        List<String> compiled = new ArrayList<>();
        for (FunctionDeclaration declaration : all.values()) {
            functions.add(new SqlQuery.Function(declaration.name(),
                    elements.getBinaryName(declaration.type()).toString()));
            if (compiledHere.test(declaration.type())) {
                compiled.add(declaration.type().getQualifiedName().toString());
            }
        }
        return new Declared(List.copyOf(all.values()), functions, compiled);
    }

    /** One declared function: the name the query calls it by, and its class. */
    record FunctionDeclaration(String name, TypeElement type) {}

    private Optional<TypeElement> check(Element element, AnnotationMirror annotation, AnnotationValue value,
            String stage, String name, TypeMirror type) {
        TypeElement scalarFunction = elements.getTypeElement(SCALAR_FUNCTION);
        String problem = null;
        TypeElement function = type instanceof DeclaredType declared ? (TypeElement) declared.asElement() : null;
        if (function == null || scalarFunction == null || !types.isSubtype(types.erasure(type),
                types.erasure(scalarFunction.asType()))) {
            problem = "is not a ScalarFunction (" + SCALAR_FUNCTION + ")";
        } else if (function.getKind() != ElementKind.CLASS || function.getModifiers().contains(Modifier.ABSTRACT)) {
            problem = "is abstract";
        } else if (!function.getModifiers().contains(Modifier.PUBLIC)) {
            problem = "is not public";
        } else if (function.getNestingKind() == NestingKind.MEMBER
                && !function.getModifiers().contains(Modifier.STATIC)) {
            problem = "is an inner class (not static)";
        } else if (!hasPublicNoArgumentConstructor(function)) {
            problem = "has no public no-argument constructor";
        }
        if (problem != null) {
            reporter.error(element, annotation, value, Message.SQL_FUNCTION_CLASS, name, stage, type, problem);
            return Optional.empty();
        }
        return Optional.of(function);
    }

    private static boolean hasPublicNoArgumentConstructor(TypeElement type) {
        List<ExecutableElement> constructors = ElementFilter.constructorsIn(type.getEnclosedElements());
        return constructors.stream().anyMatch(constructor -> constructor.getParameters().isEmpty()
                && constructor.getModifiers().contains(Modifier.PUBLIC));
    }

    private static AnnotationValue member(AnnotationMirror annotation, String member) {
        return annotation.getElementValues().entrySet().stream()
                .filter(entry -> entry.getKey().getSimpleName().contentEquals(member))
                .map(entry -> (AnnotationValue) entry.getValue())
                .findFirst()
                .orElse(null);
    }

    /** An array value's elements; javac gives a single element written without braces as a list too. */
    @SuppressWarnings("unchecked")
    private static List<? extends AnnotationValue> asList(AnnotationValue value) {
        Object held = value.getValue();
        return held instanceof List<?> list ? (List<? extends AnnotationValue>) list : List.of(value);
    }
}
