package io.github.typegen.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.UUID;

import org.apache.flink.api.common.ExecutionConfig;
import org.apache.flink.api.common.serialization.SerializerConfigImpl;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.java.typeutils.GenericTypeInfo;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializer;
import org.apache.flink.util.ParameterTool;
import org.junit.jupiter.api.Test;

import io.github.typegen.it.domain.Customer;
import io.github.typegen.it.domain.Entity;
import io.github.typegen.it.domain.Envelope;
import io.github.typegen.it.domain.EnvelopeTypeInfo;
import io.github.typegen.it.domain.LineItem;
import io.github.typegen.it.domain.LineItemSerializer;
import io.github.typegen.it.domain.LineItemTypeInfo;
import io.github.typegen.it.domain.LineItemTypeInfoFactory;
import io.github.typegen.it.domain.Order;
import io.github.typegen.it.domain.Outer;
import io.github.typegen.it.domain.Outer_InnerTypeInfo;
import io.github.typegen.it.domain.Shape;
import io.github.typegen.runtime.Typegen;
import io.github.typegen.runtime.serialization.SavepointFlinkLine;
import io.github.typegen.runtime.serialization.SavepointRefusedException;

/** {@link Typegen#typeInfo}, the generated type information and its factory. */
class TypegenTypeInfoTest {

    @Test
    void findsTheGeneratedTypeInformation() {
        TypeInformation<LineItem> typeInfo = Typegen.typeInfo(LineItem.class);

        assertThat(typeInfo).isInstanceOf(LineItemTypeInfo.class).isEqualTo(new LineItemTypeInfo());
        assertThat(typeInfo.getTypeClass()).isEqualTo(LineItem.class);
        assertThat(typeInfo.createSerializer(new SerializerConfigImpl())).isInstanceOf(LineItemSerializer.class);
        assertThat(Typegen.typeInfo(LineItem.class)).isSameAs(typeInfo);
    }

    @Test
    void namesNestedClassesWithTheirOuterClass() {
        assertThat(Typegen.typeInfo(Outer.Inner.class)).isInstanceOf(Outer_InnerTypeInfo.class);
    }

    @Test
    void keyTypesAreTheClassesThatDefineEqualsAndHashCode() {
        assertThat(Typegen.typeInfo(LineItem.class).isKeyType()).as("record").isTrue();
        assertThat(Typegen.typeInfo(Customer.class).isKeyType()).as("POJO with equals").isTrue();
        assertThat(Typegen.typeInfo(Shape.class).isKeyType()).as("sealed interface of records").isTrue();
    }

    @Test
    void theFactoryGivesTheSameTypeInformation() {
        assertThat(new LineItemTypeInfoFactory().createTypeInfo(LineItem.class, java.util.Map.of()))
                .isEqualTo(Typegen.typeInfo(LineItem.class));
    }

    @Test
    void immutabilityFollowsTheWholeGraph() {
        SerializerConfigImpl config = new SerializerConfigImpl();
        assertThat(Typegen.typeInfo(LineItem.class).createSerializer(config).isImmutableType())
                .as("record of String, int and an immutable class").isTrue();
        assertThat(Typegen.typeInfo(Shape.class).createSerializer(config).isImmutableType())
                .as("sealed interface with a List-holding subtype").isFalse();
        assertThat(Typegen.typeInfo(Order.class).createSerializer(config).isImmutableType()).isFalse();
    }

    @Test
    void aClassWithoutGeneratedCodeIsAClearError() {
        assertThatThrownBy(() -> Typegen.typeInfo(Entity.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("io.github.typegen.it.domain.Entity")
                .hasMessageContaining("not annotated @FlinkType");
    }

    @Test
    void aLocalClassIsNamedAsTheReason() {
        @io.github.typegen.annotations.FlinkType
        record Local(String name) {}

        assertThatThrownBy(() -> Typegen.typeInfo(Local.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("is a local class");
    }

    @Test
    void aGenericClassIsRefusedNamingTheWayToItsTypeInformation() {
        assertThatThrownBy(() -> Typegen.typeInfo(Envelope.class))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(Envelope.class.getName() + " is generic")
                .hasMessageContaining("new EnvelopeTypeInfo<>(...)");
    }

    /**
     * Flink registers a state with a duplicate of its descriptor's serializer: a duplicate that holds new nested
     * serializers (Kryo's is stateful) keeps what the job said of the savepoint's Flink line, so Kryo state of a
     * generic class is adopted on the job's word, and refused without it.
     */
    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void aDuplicateKeepsTheJobsWordOnTheSavepointsFlinkLine() {
        TypeInformation<Envelope<UUID>> typeInfo = new EnvelopeTypeInfo<>(new GenericTypeInfo<>(UUID.class));
        TypeSerializerSnapshot<Envelope<UUID>> kryoState = (TypeSerializerSnapshot) new KryoSerializer<>(
                Envelope.class, new SerializerConfigImpl()).snapshotConfiguration();

        ExecutionConfig stated = new ExecutionConfig();
        stated.setGlobalJobParameters(ParameterTool.fromMap(Map.of(SavepointFlinkLine.OPTION, "2.3.0")));
        TypeSerializer<Envelope<UUID>> serializer = typeInfo.createSerializer(stated.getSerializerConfig());
        TypeSerializer<Envelope<UUID>> duplicate = serializer.duplicate();
        assertThat(duplicate).as("a new serializer: it holds a new Kryo serializer").isNotSameAs(serializer);
        assertThat(duplicate.snapshotConfiguration().resolveSchemaCompatibility(kryoState).isCompatibleAfterMigration())
                .isTrue();

        TypeSerializer<Envelope<UUID>> unstated = typeInfo.createSerializer(new SerializerConfigImpl()).duplicate();
        assertThatThrownBy(() -> unstated.snapshotConfiguration().resolveSchemaCompatibility(kryoState))
                .isInstanceOf(SavepointRefusedException.class).hasMessageContaining(SavepointFlinkLine.OPTION);
    }
}
