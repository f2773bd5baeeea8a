package io.github.typegen.maven;

import java.io.File;
import java.io.IOException;

import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import io.github.typegen.maven.weave.ClassesWeaver;
import io.github.typegen.maven.weave.WeaveException;

/**
 * Adds Flink's {@code @TypeInfo(FooTypeInfoFactory.class)} to the class file of every {@code @FlinkType} class,
 * so that Flink's own type extraction ({@code TypeInformation.of(Foo.class)}, {@code env.fromData(foo)}, state
 * descriptors by class, lambdas, connectors) uses the serializer Typegen generated, with no call into Typegen.
 *
 * <p>Idempotent: a class that already names its factory is left untouched. Fails, naming the class, when a
 * {@code @FlinkType} class already carries a different {@code @TypeInfo} or its generated factory is missing.
 */
@Mojo(name = "weave", defaultPhase = LifecyclePhase.PROCESS_CLASSES, threadSafe = true)
public class WeaveMojo extends AbstractMojo {

    /** The compiled classes to weave. Point a second execution at the test classes to weave those too. */
    @Parameter(defaultValue = "${project.build.outputDirectory}", required = true)
    private File classesDirectory;

    /** Skips the goal. */
    @Parameter(property = "typegen.weave.skip", defaultValue = "false")
    private boolean skip;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Typegen weave skipped");
            return;
        }
        ClassesWeaver.Report report;
        try {
            report = ClassesWeaver.weave(classesDirectory.toPath());
        } catch (WeaveException e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot weave the classes in " + classesDirectory + ": " + e, e);
        }
        for (String woven : report.woven()) {
            getLog().debug("Wove @TypeInfo into " + woven);
        }
        getLog().info("Typegen weave: added @TypeInfo to " + report.woven().size() + " @FlinkType class(es), "
                + report.alreadyWoven().size() + " already carried it");
    }
}
