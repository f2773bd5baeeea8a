package io.github.typegen.maven.weave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.util.CheckClassAdapter;
import org.objectweb.asm.util.Textifier;
import org.objectweb.asm.util.TraceClassVisitor;

import io.github.typegen.weave.ClassAnnotations;
import io.github.typegen.weave.TypeInfoConflict;
import io.github.typegen.weave.TypeInfoWeaver;
import io.github.typegen.weave.WeaveResult;
import io.github.typegen.maven.classes.ClassNames;
import io.github.typegen.maven.fixtures.conflict.Conflicting;
import io.github.typegen.maven.fixtures.weave.HandWoven;
import io.github.typegen.maven.fixtures.weave.Outer;
import io.github.typegen.maven.fixtures.weave.Plain;
import io.github.typegen.maven.testing.ClassFileLayout;
import io.github.typegen.maven.testing.TestClasses;

/** The ASM transformation of one class file. */
class TypeInfoWeaverTest {

    private static final String FIXTURES = "io.github.typegen.maven.fixtures.weave.";

    private static byte[] original(String simpleName) throws ClassNotFoundException {
        return TestClasses.bytes(Class.forName(FIXTURES + simpleName));
    }

    private static byte[] woven(byte[] classFile) throws TypeInfoConflict {
        String name = new ClassReader(classFile).getClassName();
        WeaveResult result = TypeInfoWeaver.weave(classFile, ClassNames.factoryOf(name));
        assertThat(result.outcome()).isEqualTo(WeaveResult.Outcome.WOVEN);
        return result.classFile();
    }

    @ParameterizedTest
    @ValueSource(strings = {"Money", "Outer$Inner", "Shape", "Circle", "Square"})
    void wovenClassNamesItsGeneratedFactory(String simpleName) throws Exception {
        ClassAnnotations annotations = ClassAnnotations.read(woven(original(simpleName)));

        assertThat(annotations.flinkType()).isTrue();
        assertThat(annotations.typeInfoFactory()).isEqualTo(
                "io/github/typegen/maven/fixtures/weave/" + simpleName.replace('$', '_') + "TypeInfoFactory");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Money", "Outer$Inner", "Shape", "Circle", "Square"})
    void wovenClassPassesAsmVerification(String simpleName) throws Exception {
        StringWriter problems = new StringWriter();

        CheckClassAdapter.verify(new ClassReader(woven(original(simpleName))), getClass().getClassLoader(), false,
                new PrintWriter(problems));

        assertThat(problems.toString()).isEmpty();
    }

    @Test
    void verificationWouldReportABrokenClass() throws Exception {
        // The check above can fail: a getter returning its BigDecimal with IRETURN does not pass verification.
        ClassReader reader = new ClassReader(original("Money"));
        ClassWriter writer = new ClassWriter(0);
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public MethodVisitor visitMethod(
                    int access, String name, String descriptor, String signature, String[] exceptions) {
                MethodVisitor next = super.visitMethod(access, name, descriptor, signature, exceptions);
                if (!name.equals("getAmount")) {
                    return next;
                }
                return new MethodVisitor(Opcodes.ASM9, next) {
                    @Override
                    public void visitInsn(int opcode) {
                        super.visitInsn(opcode == Opcodes.ARETURN ? Opcodes.IRETURN : opcode);
                    }
                };
            }
        }, 0);
        StringWriter problems = new StringWriter();

        CheckClassAdapter.verify(new ClassReader(writer.toByteArray()), getClass().getClassLoader(), false,
                new PrintWriter(problems));

        assertThat(problems.toString()).contains("Expected I, but found Ljava/math/BigDecimal;");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Money", "Outer$Inner", "Shape", "Circle"})
    void onlyTheAnnotationIsAdded(String simpleName) throws Exception {
        byte[] original = original(simpleName);
        byte[] woven = woven(original);
        ClassFileLayout before = new ClassFileLayout(original);
        ClassFileLayout after = new ClassFileLayout(woven);

        // The constant pool is copied as is, and new entries only appended, so every index stays valid...
        assertThat(after.header()).isEqualTo(before.header());
        assertThat(Arrays.copyOf(after.constantPool(), before.constantPool().length))
                .isEqualTo(before.constantPool());
        // ...and everything else is byte for byte the same, method bodies included,
        assertThat(after.classHeader()).isEqualTo(before.classHeader());
        assertThat(after.fields()).isEqualTo(before.fields());
        assertThat(after.methods()).isEqualTo(before.methods());
        assertThat(after.attributes().keySet()).containsExactlyInAnyOrderElementsOf(before.attributes().keySet());
        for (String attribute : before.attributes().keySet()) {
            if (!attribute.equals("RuntimeVisibleAnnotations")) {
                assertThat(after.attributes().get(attribute)).as(attribute)
                        .isEqualTo(before.attributes().get(attribute));
            }
        }
        // ...but for one more runtime-visible class annotation: @FlinkType, then @TypeInfo.
        byte[] annotationsBefore = before.attributes().get("RuntimeVisibleAnnotations");
        byte[] annotationsAfter = after.attributes().get("RuntimeVisibleAnnotations");
        assertThat(count(annotationsAfter)).isEqualTo(count(annotationsBefore) + 1);
        assertThat(Arrays.copyOfRange(annotationsAfter, 2, annotationsBefore.length))
                .isEqualTo(Arrays.copyOfRange(annotationsBefore, 2, annotationsBefore.length));
        // Read back by ASM, the two classes differ in that one line.
        List<String> added = new ArrayList<>(text(woven));
        for (String line : text(original)) {
            assertThat(added.remove(line)).as("line of the original class: %s", line).isTrue();
        }
        assertThat(added).containsExactly("@Lorg/apache/flink/api/common/typeinfo/TypeInfo;(value=io.github.typegen."
                + "maven.fixtures.weave." + simpleName.replace('$', '_') + "TypeInfoFactory.class)");
    }

    private static int count(byte[] annotationsAttribute) {
        return ((annotationsAttribute[0] & 0xff) << 8) | (annotationsAttribute[1] & 0xff);
    }

    private static List<String> text(byte[] classFile) {
        StringWriter text = new StringWriter();
        new ClassReader(classFile).accept(new TraceClassVisitor(null, new Textifier(), new PrintWriter(text)), 0);
        List<String> lines = new ArrayList<>();
        for (String line : text.toString().split("\n")) {
            if (!line.isBlank()) {
                lines.add(line.strip());
            }
        }
        return lines;
    }

    @ParameterizedTest
    @ValueSource(strings = {"Money", "Outer$Inner", "Shape", "Circle", "Square"})
    void weavingTwiceChangesNothing(String simpleName) throws Exception {
        byte[] once = woven(original(simpleName));

        WeaveResult twice = TypeInfoWeaver.weave(once, ClassNames.factoryOf(new ClassReader(once).getClassName()));

        assertThat(twice.outcome()).isEqualTo(WeaveResult.Outcome.ALREADY_WOVEN);
        assertThat(twice.classFile()).isEqualTo(once);
    }

    @Test
    void classWithoutFlinkTypeIsLeftAlone() throws Exception {
        byte[] plain = TestClasses.bytes(Plain.class);

        WeaveResult result = TypeInfoWeaver.weave(plain, ClassNames.factoryOf(ClassNames.internalName(
                Plain.class.getName())));

        assertThat(result.outcome()).isEqualTo(WeaveResult.Outcome.NOT_FLINK_TYPE);
        assertThat(result.classFile()).isSameAs(plain);
    }

    @Test
    void classNamingItsGeneratedFactoryByHandIsLeftAlone() throws Exception {
        byte[] handWoven = TestClasses.bytes(HandWoven.class);

        WeaveResult result = TypeInfoWeaver.weave(handWoven, ClassNames.factoryOf(ClassNames.internalName(
                HandWoven.class.getName())));

        assertThat(result.outcome()).isEqualTo(WeaveResult.Outcome.ALREADY_WOVEN);
        assertThat(result.classFile()).isSameAs(handWoven);
    }

    @Test
    void classNamingAnotherFactoryFailsNamingTheClassBothFactoriesAndTheFix() {
        byte[] conflicting = TestClasses.bytes(Conflicting.class);
        String expectedFactory = ClassNames.factoryOf(ClassNames.internalName(Conflicting.class.getName()));

        assertThatThrownBy(() -> TypeInfoWeaver.weave(conflicting, expectedFactory))
                .isInstanceOf(TypeInfoConflict.class)
                .hasMessageContaining("io.github.typegen.maven.fixtures.conflict.Conflicting is annotated @FlinkType"
                        + " and already carries @TypeInfo(io.github.typegen.maven.fixtures.conflict"
                        + ".HandWrittenFactory.class)")
                .hasMessageContaining("io.github.typegen.maven.fixtures.conflict.ConflictingTypeInfoFactory")
                .hasMessageContaining("Remove the @TypeInfo annotation");
    }

    @Test
    void nestedClassNamesItsFactoryWithAnUnderscore() {
        assertThat(ClassNames.factoryOf(ClassNames.internalName(Outer.Inner.class.getName())))
                .isEqualTo("io/github/typegen/maven/fixtures/weave/Outer_InnerTypeInfoFactory");
        assertThat(ClassNames.factoryOf("Default$Deep$Nest")).isEqualTo("Default_Deep_NestTypeInfoFactory");
    }
}
