package io.github.typegen.sql;

import static com.google.testing.compile.Compiler.javac;

import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import javax.annotation.processing.Processor;
import javax.tools.JavaFileObject;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

import io.github.typegen.annotations.FlinkType;
import io.github.typegen.format.GeneratedClass;
import io.github.typegen.processor.TypegenProcessor;

/**
 * Compilations of the sources under {@code src/test/resources/sql-stages} with Typegen's processor, on three
 * processor paths: the test class path, where {@code typegen-sql} and Flink's planner are, as a build with
 * {@code typegen-sql} in its {@code annotationProcessorPaths}; the processor alone, as a build without it; and
 * the processor with {@code typegen-sql} but without its dependencies, a broken processor path.
 */
final class SqlCompilations {

    /** The types every query reads and writes. */
    private static final List<String> TYPES =
            List.of("Reading", "Place", "Alert", "Rounded", "Total", "Located", "Tick", "TickWindow", "Channel", "Wired",
                    "Radio", "Delivery", "Routed");

    private SqlCompilations() {}

    /** Compiles the pipelines {@code pipelines} (and the types) with {@code typegen-sql} on the processor path. */
    static Compilation withFrontEnd(String... pipelines) {
        return compile(new TypegenProcessor(), List.of(), pipelines);
    }

    /**
     * Compiles the pipelines {@code pipelines} with {@code typegen-sql} on the processor path and {@code
     * -Atypegen.sql.requireFusion=true}.
     */
    static Compilation withFrontEndRequiringFusion(String... pipelines) {
        return compile(new TypegenProcessor(), List.of("-Atypegen.sql.requireFusion=true"), pipelines);
    }

    /** Compiles as a build whose processor path has {@code typegen-processor} only. */
    static Compilation withoutFrontEnd(String... pipelines) {
        return compile(isolatedProcessor(false), List.of(), pipelines);
    }

    /** Compiles as a build whose processor path has {@code typegen-sql} but not Flink's planner. */
    static Compilation withBrokenFrontEnd(String... pipelines) {
        return compile(isolatedProcessor(true), List.of(), pipelines);
    }

    private static Compilation compile(Processor processor, List<String> options, String... pipelines) {
        List<JavaFileObject> sources = new ArrayList<>();
        Stream.concat(TYPES.stream(), Stream.of(pipelines))
                .forEach(name -> sources.add(JavaFileObjects.forResource("sql-stages/sqlcheck/" + name + ".java")));
        List<String> all = new ArrayList<>(List.of("-Atypegen.table=true"));
        all.addAll(options);
        return javac().withProcessors(processor).withOptions(all).compile(sources);
    }

    /**
     * A new {@link TypegenProcessor} in a class loader of its own holding the processor and its dependencies
     * (annotations, format, JavaPoet, the class-file weaving and ASM) and, when {@code withSql}, this module's
     * classes, but not Flink: the processor looks for the front end on that loader, as on a build's processor path.
     */
    private static Processor isolatedProcessor(boolean withSql) {
        Set<URL> path = new LinkedHashSet<>();
        path.add(location(TypegenProcessor.class));
        path.add(location(FlinkType.class));
        path.add(location(GeneratedClass.class));
        // the packaged processor carries JavaPoet, the class-file weaving and ASM inside, relocated; its classes
        // folder (a build of a few modules) needs them beside it
        for (String dependency : List.of("com.squareup.javapoet.JavaFile", "io.github.typegen.weave.TypeInfoWeaver",
                "org.objectweb.asm.ClassReader")) {
            try {
                path.add(location(Class.forName(dependency)));
            } catch (ClassNotFoundException e) {
                // relocated inside the packaged processor
            }
        }
        if (withSql) {
            path.add(location(FlinkSqlFrontEnd.class));
        }
        ClassLoader loader = new URLClassLoader(path.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        try {
            return (Processor) loader.loadClass(TypegenProcessor.class.getName()).getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static URL location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toUri().toURL();
        } catch (URISyntaxException | MalformedURLException e) {
            throw new IllegalStateException(e);
        }
    }
}
