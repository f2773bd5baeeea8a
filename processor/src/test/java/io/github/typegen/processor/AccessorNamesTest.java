package io.github.typegen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static io.github.typegen.processor.TestCompilations.STRICT_OPTIONS;
import static io.github.typegen.processor.TestCompilations.typegen;
import static org.assertj.core.api.Assertions.assertThat;

import javax.tools.JavaFileObject;

import org.junit.jupiter.api.Test;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;

/**
 * The accessor names Typegen accepts on hand-written classes, the ones Lombok writes included: a {@code boolean
 * isX} set by {@code setX}, fluent setters that return nothing; and a method shaped like a fluent setter that
 * returns a value, which could be a "wither" returning a changed copy, is not taken for a setter.
 */
class AccessorNamesTest {

    @Test
    void aBooleanNamedIsXIsSetBySetX() throws Exception {
        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(JavaFileObjects.forSourceLines(
                "shop.Flag",
                "package shop;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public class Flag {",
                "    private boolean isOn;",
                "",
                "    public boolean isOn() {",
                "        return isOn;",
                "    }",
                "",
                "    public void setOn(boolean on) {",
                "        this.isOn = on;",
                "    }",
                "}"));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(source(compilation, "shop.FlagSerializer")).contains("setOn(", "isOn()");
    }

    @Test
    void aFluentSetterThatReturnsNothingIsASetter() throws Exception {
        Compilation compilation = typegen().withOptions(STRICT_OPTIONS).compile(JavaFileObjects.forSourceLines(
                "shop.Tag",
                "package shop;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public class Tag {",
                "    private String text;",
                "",
                "    public String text() {",
                "        return text;",
                "    }",
                "",
                "    public void text(String text) {",
                "        this.text = text;",
                "    }",
                "}"));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(source(compilation, "shop.TagSerializer")).contains(".text(");
    }

    @Test
    void aFluentMethodThatReturnsAValueIsNotASetter() {
        JavaFileObject source = JavaFileObjects.forSourceLines("shop.Price",
                "package shop;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public class Price {",
                "    private long cents;",
                "",
                "    public long cents() {",
                "        return cents;",
                "    }",
                "",
                "    public Price cents(long cents) {",
                "        Price copy = new Price();",
                "        copy.cents = cents;",
                "        return copy;",
                "    }",
                "}");

        Compilation compilation = typegen().compile(source);

        assertThat(compilation).hadErrorCount(1);
        assertThat(compilation).hadErrorContaining("[TypegenNoAccessor] Field 'cents' of shop.Price cannot be written")
                .inFile(source)
                .onLineContaining("private long cents");
        assertThat(compilation).hadErrorContaining("add a public setter setCents(long)");
    }

    @Test
    void theErrorForABooleanNamedIsXSuggestsSetX() {
        JavaFileObject source = JavaFileObjects.forSourceLines("shop.Switch",
                "package shop;",
                "",
                "@io.github.typegen.annotations.FlinkType",
                "public class Switch {",
                "    private boolean isOpen;",
                "",
                "    public boolean isOpen() {",
                "        return isOpen;",
                "    }",
                "}");

        Compilation compilation = typegen().compile(source);

        assertThat(compilation).hadErrorContaining("add a public setter setOpen(boolean)").inFile(source)
                .onLineContaining("private boolean isOpen");
    }

    private static String source(Compilation compilation, String name) throws Exception {
        return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
    }
}
