package io.github.typegen.maven;

import java.io.File;
import java.io.IOException;

import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

import io.github.typegen.maven.config.SerializationConfigWriter;

/**
 * Writes the {@code pipeline.serialization-config} entries naming the generated {@code TypeInfoFactory} of every
 * {@code @FlinkType} class, as a {@code config.yaml} fragment, for clusters that register serializers by
 * configuration rather than by woven {@code @TypeInfo} annotations.
 */
@Mojo(name = "serialization-config", defaultPhase = LifecyclePhase.PROCESS_CLASSES, threadSafe = true)
public class SerializationConfigMojo extends AbstractMojo {

    /** The compiled classes whose {@code @FlinkType} classes are listed. */
    @Parameter(defaultValue = "${project.build.outputDirectory}", required = true)
    private File classesDirectory;

    /** The file to write. */
    @Parameter(property = "typegen.serializationConfig.outputFile",
            defaultValue = "${project.build.directory}/typegen/serialization-config.yaml", required = true)
    private File outputFile;

    /** Skips the goal. */
    @Parameter(property = "typegen.serializationConfig.skip", defaultValue = "false")
    private boolean skip;

    @Override
    public void execute() throws MojoExecutionException, MojoFailureException {
        if (skip) {
            getLog().info("Typegen serialization-config skipped");
            return;
        }
        try {
            int entries = SerializationConfigWriter.write(classesDirectory.toPath(), outputFile.toPath());
            getLog().info("Typegen serialization-config: " + entries + " entr" + (entries == 1 ? "y" : "ies")
                    + " written to " + outputFile);
        } catch (IllegalStateException e) {
            throw new MojoFailureException(e.getMessage(), e);
        } catch (IOException e) {
            throw new MojoExecutionException("Cannot write " + outputFile + ": " + e, e);
        }
    }
}
