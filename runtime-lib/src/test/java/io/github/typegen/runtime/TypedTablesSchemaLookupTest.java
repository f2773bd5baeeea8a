package io.github.typegen.runtime;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import io.github.typegen.annotations.FlinkType;

/** What {@link TypedTables} says when a class has no generated {@code FooSchema}. */
class TypedTablesSchemaLookupTest {

    /**
     * This module's tests are compiled without Typegen's processor: {@code Reading} is a {@code @FlinkType}
     * compiled without Table schemas, as a class is when its module has no Table bridge, sets
     * {@code -Atypegen.table=false}, or was compiled before either changed and not rebuilt.
     */
    @FlinkType
    record Reading(String sensor, double value) {}

    @Test
    void aFlinkTypeWithoutItsSchemaWasCompiledWithoutSchemasAndNeedsACleanRebuild() {
        String reading = Reading.class.getName();

        assertThatThrownBy(() -> TypedTables.schemaOf(Reading.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("No generated schema for " + reading + ": " + reading + " is annotated @FlinkType but"
                        + " io.github.typegen.runtime.TypedTablesSchemaLookupTest_ReadingSchema was not found: the"
                        + " class was compiled without Table schemas. Typegen writes them when"
                        + " flink-table-api-java-bridge is on the compile classpath of the class's module (scope"
                        + " provided), unless it is compiled with -Atypegen.table=false. After adding the bridge or"
                        + " changing the option, rebuild that module from clean (mvn clean package): an incremental"
                        + " build keeps the classes it compiled without schemas.");
    }
}
