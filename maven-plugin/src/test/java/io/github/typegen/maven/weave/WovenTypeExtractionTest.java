package io.github.typegen.maven.weave;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.file.Path;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.java.typeutils.GenericTypeInfo;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.typegen.maven.testing.ChildFirstClassLoader;
import io.github.typegen.maven.testing.TestClasses;
import io.github.typegen.runtime.Typegen;

/**
 * Woven classes, loaded and run through Flink's own type extraction: {@code TypeInformation.of(Foo.class)} finds
 * the generated serializer, where the same class unwoven goes to Kryo. {@code Typegen.typeInfo} works on both.
 */
class WovenTypeExtractionTest {

    private static final String WEAVE = "io.github.typegen.maven.fixtures.weave";

    @TempDir
    static Path classes;

    private static ClassLoader woven;
    private static ClassLoader unwoven;

    @BeforeAll
    static void weave() throws Exception {
        TestClasses.copyPackage(WEAVE, classes);
        ClassesWeaver.weave(classes);
        woven = new ChildFirstClassLoader(classes, WEAVE);
        unwoven = new ChildFirstClassLoader(TestClasses.directory(), WEAVE);
    }

    private static SerializerConfigImpl genericTypesDisabled() {
        SerializerConfigImpl config = new SerializerConfigImpl();
        config.setGenericTypes(false);
        return config;
    }

    @Test
    void wovenClassCarriesTypeInfoNamingTheGeneratedFactory() throws Exception {
        Class<?> money = woven.loadClass(WEAVE + ".Money");

        TypeInfo typeInfo = money.getAnnotation(TypeInfo.class);

        assertThat(typeInfo).isNotNull();
        assertThat(typeInfo.value().getName()).isEqualTo(WEAVE + ".MoneyTypeInfoFactory");
        assertThat(typeInfo.value().getClassLoader()).isSameAs(woven);
    }

    @Test
    void flinkTypeExtractionUsesTheGeneratedSerializerOfAWovenClass() throws Exception {
        Class<?> money = woven.loadClass(WEAVE + ".Money");
        Object tenEuros = money.getConstructor(BigDecimal.class, String.class).newInstance(new BigDecimal("10.00"), "EUR");

        TypeInformation<?> typeInfo = TypeInformation.of(money);
        @SuppressWarnings("unchecked")
        TypeSerializer<Object> serializer = (TypeSerializer<Object>) typeInfo.createSerializer(genericTypesDisabled());
        DataOutputSerializer out = new DataOutputSerializer(64);
        serializer.serialize(tenEuros, out);
        Object back = serializer.deserialize(new DataInputDeserializer(out.getCopyOfBuffer()));

        assertThat(typeInfo.getClass().getName()).isEqualTo(WEAVE + ".MoneyTypeInfo");
        assertThat(back).isEqualTo(tenEuros);
    }

    @Test
    void flinkTypeExtractionFindsTheGeneratedSerializerOfAWovenSealedInterface() throws Exception {
        assertThat(TypeInformation.of(woven.loadClass(WEAVE + ".Shape")).getClass().getName())
                .isEqualTo(WEAVE + ".ShapeTypeInfo");
        assertThat(TypeInformation.of(woven.loadClass(WEAVE + ".Outer$Inner")).getClass().getName())
                .isEqualTo(WEAVE + ".Outer_InnerTypeInfo");
    }

    @Test
    void withoutWeavingFlinkHandsTheSameClassToKryo() throws Exception {
        Class<?> money = unwoven.loadClass(WEAVE + ".Money");

        TypeInformation<?> typeInfo = TypeInformation.of(money);

        assertThat(typeInfo).isInstanceOf(GenericTypeInfo.class);
        assertThatThrownBy(() -> typeInfo.createSerializer(genericTypesDisabled()))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("Generic types have been disabled");
    }

    @Test
    void typegenTypeInfoWorksWithAndWithoutWeaving() throws Exception {
        TypeInformation<?> fromWoven = Typegen.typeInfo(woven.loadClass(WEAVE + ".Money"));
        TypeInformation<?> fromUnwoven = Typegen.typeInfo(unwoven.loadClass(WEAVE + ".Money"));

        assertThat(fromWoven.getClass().getName()).isEqualTo(WEAVE + ".MoneyTypeInfo");
        assertThat(fromUnwoven.getClass().getName()).isEqualTo(WEAVE + ".MoneyTypeInfo");
        assertThat(fromWoven.createSerializer(genericTypesDisabled())).isNotNull();
        assertThat(fromUnwoven.createSerializer(genericTypesDisabled())).isNotNull();
    }
}
