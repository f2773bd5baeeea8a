package io.github.typegen.processor.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

import com.squareup.javapoet.ClassName;

import io.github.typegen.annotations.Column;
import io.github.typegen.annotations.PrimaryKey;
import io.github.typegen.annotations.RowTime;
import io.github.typegen.annotations.Watermark;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.format.Shape;
import io.github.typegen.processor.Message;
import io.github.typegen.processor.Reporter;

/**
 * The table step: decides, before any file of a {@code @FlinkType} is written, whether it gets a {@code
 * FooSchema}, and reports every table error of the class. It validates the table annotations ({@link
 * TableModelBuilder}), then computes the facts the schema depends on:
 *
 * <ul>
 *   <li>recursion: a type that reaches itself through its fields, or reaches such a type, has no schema (a
 *       SQL ROW cannot contain itself);
 *   <li>type parameters: a generic class, or one with fields of generic {@code @FlinkType}s, has no schema (its
 *       table annotations are an error), since a serializer chosen at run time writes those fields;
 *   <li>nested schemas: every {@code @FlinkType} held in a column must have a schema. One compiled without
 *       the Table API never will, which is an error on the field; one in this build without a schema (its
 *       own errors are reported on it, or it is recursive) leaves this type without one too.
 * </ul>
 *
 * Verdicts are kept for the whole build, so a type met again in a later round is neither checked nor
 * reported twice.
 */
public final class TableStep {

    /** What the step decided for one type. */
    public enum Outcome {
        /** The type gets a schema: {@link Verdict#table()} describes it. */
        SCHEMA,
        /** A table error was reported: the class gets no generated files at all. */
        INVALID,
        /** No schemas are written in this build (not asked for, or no Table API): valid table annotations, no schema. */
        NOT_WANTED,
        /** The type reaches a cycle of {@code @FlinkType}s: no schema. */
        RECURSIVE,
        /** A nested type of this build has no schema (its errors are reported on it): no schema. */
        NESTED_WITHOUT_SCHEMA,
        /**
         * The class is generic or has fields of generic {@code @FlinkType}s, whose values are written by serializers
         * chosen at run time and have no SQL type: no schema.
         */
        HOLDS_SERIALIZERS
    }

    /**
     * The step's decision.
     *
     * @param outcome what was decided
     * @param table the table model, for {@link Outcome#SCHEMA}; null otherwise
     */
    public record Verdict(Outcome outcome, TableModel table) {
        /** Whether errors were reported, so that no file of the class may be written. */
        public boolean invalid() {
            return outcome == Outcome.INVALID;
        }

        /** The table model to write {@code FooSchema} from, when the type gets one. */
        public Optional<TableModel> schema() {
            return Optional.ofNullable(table);
        }
    }

    private final Elements elements;
    private final Reporter reporter;
    private final ModelBuilder models;
    private final ModelBuilder compiledModels;
    private final boolean tableApi;
    private final boolean warnUnasked;
    private final Map<ClassName, Verdict> verdicts;

    /**
     * @param models the models of this round's {@code @FlinkType}s, reporting their errors
     * @param tableApi whether schemas are written (asked for, and the Table API is on the classpath)
     * @param warnUnasked whether a class with table annotations but no schema gets a warning: schemas were
     *     not asked for at all, so the annotations may be a user's only sign of wanting one
     * @param verdicts the verdicts of earlier rounds, which this step adds to
     */
    public TableStep(Elements elements, Types types, Reporter reporter, ModelBuilder models, boolean tableApi,
            boolean warnUnasked, Map<ClassName, Verdict> verdicts) {
        this.elements = elements;
        this.reporter = reporter;
        this.models = models;
        // the classes of other modules are only read, to see what they reach: their problems are not ours
        this.compiledModels = new ModelBuilder(elements, types, Reporter.silent());
        this.tableApi = tableApi;
        this.warnUnasked = warnUnasked;
        this.verdicts = verdicts;
    }

    /** The verdict on {@code model}, reporting its table errors the first time it is asked. */
    public Verdict check(TypeModel model) {
        Verdict verdict = verdicts.get(model.type());
        if (verdict == null) {
            verdict = decide(model);
            verdicts.put(model.type(), verdict);
        }
        return verdict;
    }

    private Verdict decide(TypeModel model) {
        if (model.holdsSerializers()) {
            List<String> annotations = tableAnnotations(model);
            if (!annotations.isEmpty()) {
                reporter.error(model.element(), Message.TABLE_HOLDS_SERIALIZERS, model.type().canonicalName(),
                        String.join(", ", annotations));
                return new Verdict(Outcome.INVALID, null);
            }
            return new Verdict(Outcome.HOLDS_SERIALIZERS, null);
        }
        TableModel table = new TableModelBuilder(reporter).build(model);
        if (table == null) {
            return new Verdict(Outcome.INVALID, null);
        }
        if (!tableApi) {
            List<String> annotations = tableAnnotations(model);
            if (warnUnasked && !annotations.isEmpty()) {
                reporter.warning(model.element(), Message.SCHEMA_NOT_ASKED, model.type().canonicalName(),
                        String.join(", ", annotations), model.generated(GeneratedClass.SCHEMA).simpleName());
            }
            return new Verdict(Outcome.NOT_WANTED, null);
        }
        if (reachesACycle(model)) {
            return new Verdict(Outcome.RECURSIVE, null);
        }
        boolean withoutSchema = false;
        boolean reported = false;
        for (Reach reach : reaches(model)) {
            for (ClassName nested : reach.types()) {
                switch (nestedSchema(nested)) {
                    case EXISTS -> { }
                    case NEVER -> {
                        reporter.error(reach.element(), Message.NESTED_TYPE_WITHOUT_SCHEMA, model.type().canonicalName(),
                                reach.element().getSimpleName(), nested.canonicalName(),
                                namesOf(nested).get(GeneratedClass.SCHEMA).simpleName(), nested.simpleName());
                        reported = true;
                    }
                    case NONE_IN_THIS_BUILD -> withoutSchema = true;
                }
            }
        }
        if (reported) {
            return new Verdict(Outcome.INVALID, null);
        }
        return withoutSchema ? new Verdict(Outcome.NESTED_WITHOUT_SCHEMA, null) : new Verdict(Outcome.SCHEMA, table);
    }

    /**
     * Whether the {@code @FlinkType} {@code type} has its {@code FooSchema}, or gets one in this build: what
     * a {@code @Stage.Sql} query over it needs. Types of later rounds are assumed to, like nested types.
     */
    public boolean hasSchema(ClassName type) {
        return tableApi && nestedSchema(type) == NestedSchema.EXISTS;
    }

    /** The table annotations {@code model} carries, by name, in a stable order. */
    private static List<String> tableAnnotations(TypeModel model) {
        Set<String> found = new LinkedHashSet<>();
        if (model.element().getAnnotation(Watermark.class) != null) {
            found.add("@Watermark");
        }
        for (FieldModel field : model.fields()) {
            Element element = field.element();
            if (element.getAnnotation(Column.class) != null) {
                found.add("@Column");
            }
            if (element.getAnnotation(RowTime.class) != null) {
                found.add("@RowTime");
            }
            if (element.getAnnotation(PrimaryKey.class) != null) {
                found.add("@PrimaryKey");
            }
        }
        return List.copyOf(found);
    }

    private enum NestedSchema { EXISTS, NEVER, NONE_IN_THIS_BUILD }

    /** Whether the schema of a nested type exists or will be written in this build. */
    private NestedSchema nestedSchema(ClassName nested) {
        GeneratedNames names = namesOf(nested);
        if (exists(names.get(GeneratedClass.SCHEMA))) {
            return NestedSchema.EXISTS;
        }
        if (exists(names.get(GeneratedClass.SERIALIZER))) {
            // compiled, by an earlier round or in another module, without a schema
            Verdict earlier = verdicts.get(nested);
            return earlier == null ? NestedSchema.NEVER : NestedSchema.NONE_IN_THIS_BUILD;
        }
        TypeElement element = elements.getTypeElement(nested.canonicalName());
        if (element == null || models.hasUnresolvedTypes(element)) {
            // decided in a later round, like the type's own serializer
            return NestedSchema.EXISTS;
        }
        Optional<TypeModel> model = models.model(element);
        return model.isPresent() && check(model.get()).outcome() == Outcome.SCHEMA ? NestedSchema.EXISTS
                : NestedSchema.NONE_IN_THIS_BUILD;
    }

    /** The generated names of a nested {@code @FlinkType}, by its {@code @FlinkType(prefix)}. */
    private GeneratedNames namesOf(ClassName nested) {
        TypeElement element = elements.getTypeElement(nested.canonicalName());
        return element == null ? new GeneratedNames(nested, "") : GeneratedNames.of(element);
    }

    private boolean exists(ClassName generated) {
        return elements.getTypeElement(generated.canonicalName()) != null;
    }

    // ------------------------------------------------------------------------
    //  recursion
    // ------------------------------------------------------------------------

    /**
     * Where a type holds other {@code @FlinkType}s: a field (or, for a sealed type, the type itself) and the
     * types held there at any depth.
     */
    private record Reach(Element element, Set<ClassName> types) {}

    private static List<Reach> reaches(TypeModel model) {
        List<Reach> reaches = new ArrayList<>();
        if (model.shape() == Shape.SEALED) {
            Set<ClassName> subtypes = new LinkedHashSet<>();
            model.subtypes().forEach(subtype -> subtypes.add(subtype.type()));
            reaches.add(new Reach(model.element(), subtypes));
        }
        for (FieldModel field : model.fields()) {
            Set<ClassName> types = new LinkedHashSet<>();
            field.type().accept(new NestedTypes(types));
            if (!types.isEmpty()) {
                reaches.add(new Reach(field.element(), types));
            }
        }
        return reaches;
    }

    /**
     * Whether {@code start}, or a type it reaches through its fields, reaches itself: a depth-first walk of
     * the models that finds an edge back to a type on the current path.
     */
    private boolean reachesACycle(TypeModel start) {
        Set<ClassName> done = new HashSet<>();
        Set<ClassName> path = new HashSet<>();
        return onACycle(start, path, done);
    }

    private boolean onACycle(TypeModel model, Set<ClassName> path, Set<ClassName> done) {
        path.add(model.type());
        for (Reach reach : reaches(model)) {
            for (ClassName next : reach.types()) {
                if (path.contains(next)) {
                    return true;
                }
                if (done.contains(next)) {
                    continue;
                }
                Optional<TypeModel> nextModel = modelOf(next);
                if (nextModel.isPresent() && onACycle(nextModel.get(), path, done)) {
                    return true;
                }
            }
        }
        path.remove(model.type());
        done.add(model.type());
        return false;
    }

    /** The model of a type this one reaches; empty when it cannot be read (it is then a leaf). */
    private Optional<TypeModel> modelOf(ClassName type) {
        TypeElement element = elements.getTypeElement(type.canonicalName());
        if (element == null || models.hasUnresolvedTypes(element)) {
            return Optional.empty();
        }
        boolean compiled = exists(GeneratedNames.of(element).get(GeneratedClass.SERIALIZER));
        return compiled ? compiledModels.model(element) : models.model(element);
    }

    /** Collects the {@code @FlinkType}s a field type holds, at any depth. */
    record NestedTypes(Set<ClassName> found) implements TypeNode.Visitor<Void> {
        public Void primitive(TypeNode.Primitive node) {
            return null;
        }

        public Void boxed(TypeNode.Boxed node) {
            return null;
        }

        public Void string(TypeNode.Str node) {
            return null;
        }

        public Void enumType(TypeNode.EnumNode node) {
            return null;
        }

        public Void value(TypeNode.Value node) {
            return null;
        }

        public Void primitiveArray(TypeNode.PrimitiveArray node) {
            return null;
        }

        public Void objectArray(TypeNode.ObjectArray node) {
            return node.component().accept(this);
        }

        public Void collection(TypeNode.CollectionNode node) {
            return node.element().accept(this);
        }

        public Void map(TypeNode.MapNode node) {
            node.key().accept(this);
            return node.value().accept(this);
        }

        public Void optional(TypeNode.OptionalNode node) {
            return node.element().accept(this);
        }

        public Void nested(TypeNode.Nested node) {
            found.add(node.type());
            return null;
        }

        public Void delegated(TypeNode.Delegated node) {
            return null;
        }

        public Void tuple(TypeNode.TupleNode node) {
            node.elements().forEach(element -> element.accept(this));
            return null;
        }

        public Void converted(TypeNode.Converted node) {
            return node.stored().accept(this);
        }
    }
}
