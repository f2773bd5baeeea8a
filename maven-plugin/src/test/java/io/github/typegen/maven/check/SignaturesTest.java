package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;

import io.github.typegen.maven.check.JavaType.ArrayType;
import io.github.typegen.maven.check.JavaType.ClassType;
import io.github.typegen.maven.check.JavaType.PrimitiveType;
import io.github.typegen.maven.check.JavaType.TypeVariable;
import io.github.typegen.maven.check.JavaType.Wildcard;

/** Generic signatures as class files spell them, into the check's type model. */
class SignaturesTest {

    @Test
    void parsesNestedTypeArgumentsWildcardsArraysAndVariables() {
        JavaType type = Signatures.ofType(
                "Ljava/util/Map<Ljava/lang/String;Ljava/util/List<+Lcom/example/Item;>;>;", "Ljava/util/Map;",
                "com/example/Holder", Set.of());

        assertThat(type).isEqualTo(new ClassType("java/util/Map", List.of(ClassType.of("java/lang/String"),
                new ClassType("java/util/List", List.of(new Wildcard('+', ClassType.of("com/example/Item")))))));
        assertThat(type.display()).isEqualTo("java.util.Map<java.lang.String, java.util.List<? extends"
                + " com.example.Item>>");
        assertThat(type.isOpen()).isTrue();
        assertThat(Signatures.ofType("[[TT;", "[[Ljava/lang/Object;", "com/example/Box", Set.of("T")))
                .isEqualTo(new ArrayType(new ArrayType(new TypeVariable("T", "com/example/Box"))));
    }

    @Test
    void aMethodsOwnTypeVariableIsNotTheClasss() {
        Signatures.MethodSignature method = Signatures.ofMethod("<T:Ljava/lang/Object;>(TT;TE;)I", "(Ljava/lang/Object;"
                + "Ljava/lang/Object;)I", "com/example/Box", Set.of("T", "E"));

        assertThat(method.parameters()).containsExactly(new TypeVariable("T", null),
                new TypeVariable("E", "com/example/Box"));
        assertThat(method.returnType()).isEqualTo(new PrimitiveType('I'));
    }

    @Test
    void anInnerClassOfAGenericClassIsNamedByItsBinaryName() {
        JavaType type = Signatures.ofType("Lcom/example/Outer<Ljava/lang/String;>.Inner<Ljava/lang/Long;>;",
                "Lcom/example/Outer$Inner;", "com/example/Holder", Set.of());

        assertThat(type).isEqualTo(new ClassType("com/example/Outer$Inner", List.of(ClassType.of("java/lang/Long"))));
    }

    @Test
    void aClassHeaderKeepsBoundsSuperclassAndInterfaces() {
        Signatures.ClassSignature header = Signatures.ofClass(
                "<T:Ljava/lang/Object;W:Lorg/example/Window;>Lorg/example/Base<TT;>;Ljava/io/Serializable;",
                "org/example/Base", new String[] {"java/io/Serializable"}, "org/example/Fn");

        assertThat(header.typeParameters()).extracting(Signatures.TypeParameter::name).containsExactly("T", "W");
        assertThat(header.typeParameters().get(0).isUnbounded()).isTrue();
        assertThat(header.typeParameters().get(1).isUnbounded()).isFalse();
        assertThat(header.superclass()).isEqualTo(new ClassType("org/example/Base",
                List.of(new TypeVariable("T", "org/example/Fn"))));
        assertThat(header.interfaces()).containsExactly(ClassType.of("java/io/Serializable"));
    }

    @Test
    void aMalformedSignatureFallsBackToTheDescriptor() {
        assertThat(Signatures.ofType("Ljava/util/List<", "Ljava/util/List;", "com/example/Holder", Set.of()))
                .isEqualTo(ClassType.of("java/util/List"));
    }
}
