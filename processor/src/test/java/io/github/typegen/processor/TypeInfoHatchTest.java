package io.github.typegen.processor;

import static io.github.typegen.processor.CompiledDomain.serializer;
import static io.github.typegen.processor.TestCompilations.generatedName;
import static org.assertj.core.api.Assertions.assertThat;

import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.junit.jupiter.api.Test;

import io.github.typegen.runtime.serialization.TypegenSerializerSnapshot;
import io.github.typegen.testdomain.Audit;

/**
 * The serializer hatch: Flink's {@code @TypeInfo} on a field ({@code Audit.code}) or on a field's class ({@code
 * Legacy}) makes the generated serializer hold the factory's serializer for it. {@code Audit}'s values go through
 * the samples of {@link GeneratedCodeTest}.
 */
class TypeInfoHatchTest {

    @Test
    void theFactoriesSerializersAreHeldAndNestedInTheSnapshot() {
        TypegenSerializerSnapshot<Object> snapshot =
                (TypegenSerializerSnapshot<Object>) serializer(Audit.class).snapshotConfiguration();

        assertThat(snapshot.getNestedSnapshots()).containsOnlyKeys(
                "io.github.typegen.testdomain.CodeInfoFactory", "io.github.typegen.testdomain.LegacyInfoFactory");
        assertThat(snapshot.getLayout().describe()).isEqualTo("record io.github.typegen.testdomain.Audit(who String,"
                + " code io.github.typegen.testdomain.CodeInfoFactory, legacy io.github.typegen.testdomain.LegacyInfoFactory,"
                + " history List<io.github.typegen.testdomain.LegacyInfoFactory>)");
    }

    @Test
    void aStatefulFactorySerializerIsDuplicated() {
        TypeSerializer<Object> audit = serializer(Audit.class);

        assertThat(audit.duplicate()).isNotSameAs(audit).isEqualTo(audit);
        assertThat(audit.isImmutableType()).isFalse();
    }

    @Test
    void theTypeInformationCreatesTheFactoriesSerializersWithItsSerializerConfig() {
        TypeInformation<?> typeInfo =
                (TypeInformation<?>) CompiledDomain.loader().instantiate(generatedName(Audit.class, "TypeInfo"));
        SerializerConfigImpl registering = new SerializerConfigImpl();
        registering.registerKryoType(java.util.UUID.class);

        assertThat(typeInfo.createSerializer(new SerializerConfigImpl())).isEqualTo(serializer(Audit.class));
        assertThat(typeInfo.createSerializer(registering)).isNotEqualTo(serializer(Audit.class));
    }
}
