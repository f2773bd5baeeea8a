package fsa;

import java.util.Map;

import org.apache.flink.api.common.serialization.SerializerConfig;
import org.apache.flink.api.common.typeinfo.TypeInfo;
import org.apache.flink.api.common.typeinfo.TypeInfoFactory;
import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.apache.flink.api.common.typeutils.SimpleTypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.TypeSerializerSingleton;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/** A value with a serializer of the user's own, named by {@code @TypeInfo}: Flink and Typegen both use it. */
@TypeInfo(Celsius.InfoFactory.class)
public final class Celsius {
    public final double degrees;

    public Celsius(double degrees) {
        this.degrees = degrees;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Celsius c && c.degrees == degrees;
    }

    @Override
    public int hashCode() {
        return Double.hashCode(degrees);
    }

    @Override
    public String toString() {
        return degrees + "C";
    }

    public static final class InfoFactory extends TypeInfoFactory<Celsius> {
        @Override
        public TypeInformation<Celsius> createTypeInfo(java.lang.reflect.Type t,
                Map<String, TypeInformation<?>> genericParameters) {
            return new Info();
        }
    }

    public static final class Info extends TypeInformation<Celsius> {
        private static final long serialVersionUID = 1L;

        @Override
        public boolean isBasicType() {
            return false;
        }

        @Override
        public boolean isTupleType() {
            return false;
        }

        @Override
        public int getArity() {
            return 1;
        }

        @Override
        public int getTotalFields() {
            return 1;
        }

        @Override
        public Class<Celsius> getTypeClass() {
            return Celsius.class;
        }

        @Override
        public boolean isKeyType() {
            return false;
        }

        @Override
        public TypeSerializer<Celsius> createSerializer(SerializerConfig config) {
            return Serializer.INSTANCE;
        }

        @Override
        public String toString() {
            return "Celsius";
        }

        @Override
        public boolean equals(Object obj) {
            return obj instanceof Info;
        }

        @Override
        public int hashCode() {
            return 1;
        }

        @Override
        public boolean canEqual(Object obj) {
            return obj instanceof Info;
        }
    }

    public static final class Serializer extends TypeSerializerSingleton<Celsius> {
        private static final long serialVersionUID = 1L;
        static final Serializer INSTANCE = new Serializer();

        @Override
        public boolean isImmutableType() {
            return true;
        }

        @Override
        public Celsius createInstance() {
            return new Celsius(0);
        }

        @Override
        public Celsius copy(Celsius from) {
            return from;
        }

        @Override
        public Celsius copy(Celsius from, Celsius reuse) {
            return from;
        }

        @Override
        public int getLength() {
            return 8;
        }

        @Override
        public void serialize(Celsius record, DataOutputView target) throws java.io.IOException {
            target.writeDouble(record.degrees);
        }

        @Override
        public Celsius deserialize(DataInputView source) throws java.io.IOException {
            return new Celsius(source.readDouble());
        }

        @Override
        public Celsius deserialize(Celsius reuse, DataInputView source) throws java.io.IOException {
            return deserialize(source);
        }

        @Override
        public void copy(DataInputView source, DataOutputView target) throws java.io.IOException {
            target.writeDouble(source.readDouble());
        }

        @Override
        public TypeSerializerSnapshot<Celsius> snapshotConfiguration() {
            return new Snapshot();
        }
    }

    public static final class Snapshot extends SimpleTypeSerializerSnapshot<Celsius> {
        public Snapshot() {
            super(() -> Serializer.INSTANCE);
        }
    }
}
