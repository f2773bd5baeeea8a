package io.github.typegen.processor.pipeline;

import com.squareup.javapoet.ClassName;

/**
 * Which type information a stream or a state holds, as a fact of the model; only the writer turns it into
 * code. Each kind is a record; {@link Visitor} makes every renderer handle every kind.
 */
public sealed interface TypeInfoModel {

    <R> R accept(Visitor<R> visitor);

    /** One method per kind of type information: a new kind fails to compile until every visitor has it. */
    interface Visitor<R> {
        R basic(Basic basic);

        R generated(Generated generated);

        R tableRow(TableRow tableRow);

        R change(Change change);
    }

    /**
     * One of Flink's own, {@code Types.STRING} and the like.
     *
     * @param constant the name of the constant in {@code org.apache.flink.api.common.typeinfo.Types}
     */
    record Basic(String constant) implements TypeInfoModel {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.basic(this);
        }
    }

    /**
     * The generated {@code FooTypeInfo} of a {@code @FlinkType} class.
     *
     * @param typeInfo the name of the generated class
     */
    record Generated(ClassName typeInfo) implements TypeInfoModel {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.generated(this);
        }
    }

    /**
     * The {@code RowData} type information of a generated table schema: the rows a query reads.
     *
     * @param schema the generated {@code FooSchema}
     */
    record TableRow(ClassName schema) implements TypeInfoModel {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.tableRow(this);
        }
    }

    /**
     * The type information of a {@code Change<T>}, an entry of a changelog ({@code ChangeTypeInfo}), over that of
     * its value.
     *
     * @param value the type information of {@code T}
     */
    record Change(TypeInfoModel value) implements TypeInfoModel {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.change(this);
        }
    }
}
