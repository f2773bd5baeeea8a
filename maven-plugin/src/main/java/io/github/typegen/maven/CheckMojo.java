package io.github.typegen.maven;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.apache.maven.artifact.DependencyResolutionRequiredException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.plugins.annotations.ResolutionScope;
import org.apache.maven.project.MavenProject;

import io.github.typegen.maven.check.FlinkLine;
import io.github.typegen.maven.check.KryoCheck;

/**
 * Fails the build where a type used with Flink would be serialized with Kryo ({@code GenericTypeInfo}).
 *
 * <p>Scans the compiled classes for the types they hand to Flink: the type arguments of classes implementing Flink
 * functions, sources, sinks, state descriptors, output tags and type hints; the generic signatures of fields,
 * method parameters and return types and local variables that hold {@code DataStream<...>}, state and state
 * descriptors; lambdas implementing Flink functions; class literals given to {@code TypeInformation.of} and state
 * descriptors. Each type is judged the way the {@code TypeExtractor} of the project's Flink line (1.20, 2.0 to 2.3)
 * would judge it, and every one that reaches Kryo is reported with the class and member that use it and how to fix it.
 * See docs/maven-plugin.md for the rules and their limits.
 *
 * <p>Bind it after {@code weave} in the same phase (list the goals in that order).
 */
@Mojo(name = "check", defaultPhase = LifecyclePhase.PROCESS_CLASSES, threadSafe = true,
        requiresDependencyResolution = ResolutionScope.COMPILE)
public class CheckMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    /** The compiled classes to check. */
    @Parameter(defaultValue = "${project.build.outputDirectory}", required = true)
    private File classesDirectory;

    /** Whether a Kryo fallback fails the build; when false, each is logged as a warning. */
    @Parameter(property = "typegen.check.failOnViolation", defaultValue = "true")
    private boolean failOnViolation;

    /**
     * Types to accept as they are, as if they had a {@code TypeInfoFactory}: qualified class names
     * ({@code com.example.Legacy}) or packages with everything below them ({@code com.example.legacy.*}).
     */
    @Parameter
    private List<String> allow = new ArrayList<>();

    /**
     * The Flink version whose type extraction rules to follow ({@code 1.20.3}, {@code 2.1}). By default, the
     * version of the {@code flink-core} jar on the project's compile class path.
     */
    @Parameter(property = "typegen.check.flinkVersion")
    private String flinkVersion;

    /** Skips the goal. */
    @Parameter(property = "typegen.check.skip", defaultValue = "false")
    private boolean skip;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Typegen check skipped");
            return;
        }
        List<Path> classpath = classpath();
        FlinkLine flink = flinkLine(classpath);
        KryoCheck.Report report;
        try {
            report = KryoCheck.run(classesDirectory.toPath(), classpath, allow, flink);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException(e.getMessage(), e);
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot read the classes in " + classesDirectory + ": " + e, e);
        }
        String summary = "Typegen check (Flink " + flink.line() + "): " + report.classesScanned() + " class(es), " + report.usagesChecked()
                + " use(s) of types with Flink";
        if (report.violations().isEmpty()) {
            getLog().info(summary + ", no Kryo fallback");
            return;
        }
        List<String> messages = new ArrayList<>();
        for (KryoCheck.Violation violation : report.violations()) {
            messages.add(violation.message());
        }
        String found = report.violations().size() + " type(s) would be serialized with Kryo";
        if (!failOnViolation) {
            messages.forEach(getLog()::warn);
            getLog().warn(summary + ": " + found + " (failOnViolation is false)");
            return;
        }
        // The messages go in the failure itself, which Maven prints at the end of the build.
        throw new MojoFailureException(summary + ": " + found + ". Fix each as its message says, list types"
                + " deliberately left to Kryo in <allow>, or set failOnViolation to false."
                + System.lineSeparator() + String.join(System.lineSeparator(), messages));
    }

    private FlinkLine flinkLine(List<Path> classpath) throws MojoExecutionException {
        String version;
        String source;
        if (flinkVersion != null && !flinkVersion.isBlank()) {
            version = flinkVersion;
            source = "configured";
        } else {
            Optional<String> found;
            try {
                found = FlinkLine.versionOn(classpath);
            } catch (UncheckedIOException e) {
                throw new MojoExecutionException("Typegen check: cannot read the compile class path for Flink's"
                        + " version (" + e.getCause() + "); set flinkVersion of the check goal to skip the search", e);
            }
            if (found.isEmpty()) {
                getLog().info("Typegen check: no flink-core on the compile class path; following Flink "
                        + FlinkLine.NEWEST.line() + "'s type extraction (set flinkVersion to choose another)");
                return FlinkLine.NEWEST;
            }
            version = found.get();
            source = "on the class path";
        }
        FlinkLine line;
        try {
            line = FlinkLine.of(version);
        } catch (IllegalArgumentException e) {
            throw new MojoExecutionException("Typegen check: Flink " + version + " (" + source + "): "
                    + e.getMessage() + " Or set flinkVersion of the check goal.", e);
        }
        if (!FlinkLine.isKnown(version)) {
            getLog().warn("Typegen check: Flink " + version + " (" + source + ") is newer than the lines the check"
                    + " knows; following Flink " + line.line() + "'s type extraction");
        }
        return line;
    }

    private List<Path> classpath() throws MojoExecutionException {
        try {
            List<Path> elements = new ArrayList<>();
            for (String element : project.getCompileClasspathElements()) {
                elements.add(Path.of(element));
            }
            return elements;
        } catch (DependencyResolutionRequiredException e) {
            throw new MojoExecutionException("The compile class path of " + project.getId() + " is not resolved", e);
        }
    }
}
