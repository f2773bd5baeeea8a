package io.github.typegen.processor.pipeline;

import java.util.List;

import javax.lang.model.element.TypeElement;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.TypeName;

import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.model.GeneratedNames;

/**
 * Everything the {@code FooFused} writer needs to know about one {@code @Pipeline} class, checked.
 *
 * @param element the annotated class
 * @param type its name
 * @param input the element type of the input stream (boxed)
 * @param output the element type of the output stream (boxed)
 * @param segments the generated operators, in order
 * @param uidPrefix what comes before each operator's {@link Segment#uid()} and a {@code '/'}: the {@code
 *     @Pipeline(uid = ...)}, or the class's simple name ({@code Outer.Foo} when nested)
 * @param sessionTimeZone the session time zone its fused queries were compiled for ({@code -Atypegen.sql.timeZone}),
 *     which the job's {@code table.local-time-zone} must be when it is built; null when no fused query depends on
 *     it (no call turns a {@code TIMESTAMP_LTZ} into or from a value of another kind)
 */
public record PipelineModel(TypeElement element, ClassName type, TypeName input, TypeName output,
        List<Segment> segments, String uidPrefix, String sessionTimeZone) {

    /** A pipeline whose fused queries do not depend on the session time zone. */
    public PipelineModel(TypeElement element, ClassName type, TypeName input, TypeName output,
            List<Segment> segments, String uidPrefix) {
        this(element, type, input, output, segments, uidPrefix, null);
    }

    /** {@code FooFused} for {@code Foo}, {@code Outer_FooFused} for {@code Outer.Foo}. */
    public ClassName fusedName() {
        return new GeneratedNames(type, "").get(GeneratedClass.FUSED);
    }
}
