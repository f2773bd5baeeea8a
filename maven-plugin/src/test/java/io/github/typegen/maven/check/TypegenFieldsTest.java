package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import io.github.typegen.maven.testing.TestClasses;

/** What the check takes Typegen to serialize as a field: what the processor accepts, read from class files. */
class TypegenFieldsTest {

    private static final String FIXES = "io/github/typegen/maven/fixtures/fixes/";

    private static ClassRepository classes;
    private static TypegenFields fields;

    @BeforeAll
    static void open() {
        classes = new ClassRepository(TestClasses.classpath());
        fields = new TypegenFields(classes);
    }

    @AfterAll
    static void close() throws Exception {
        classes.close();
    }

    @Test
    void everyKindOfFieldTypegenSerializesIsAccepted() {
        assertThat(fields.unsupportedFields(FIXES + "Supported")).isEmpty();
    }

    @Test
    void aFieldOrAFieldClassWithTypeInfoIsAccepted() {
        assertThat(fields.unsupportedFields(FIXES + "HoldsTypeInfoField")).isEmpty();
    }

    @Test
    void eachFieldTypegenDoesNotSerializeIsNamed() {
        assertThat(fields.unsupportedFields(FIXES + "Unsupported")).extracting(ClassInfo.FieldInfo::name)
                .containsExactly("object", "iterable", "open", "raw", "wildcard", "unordered", "tuple", "instants",
                        "holder", "genericArray", "nested");
    }

    @Test
    void aClassFromAJarIsNotToBeAnnotated() {
        assertThat(fields.canAnnotate(FIXES + "HoldsObject")).isTrue();
        assertThat(fields.canAnnotate("org/apache/commons/lang3/mutable/MutableInt")).isFalse();
        assertThat(fields.canAnnotate("java/net/URI")).isFalse();
    }
}
