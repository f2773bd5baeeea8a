package io.github.typegen.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

import org.apache.flink.api.common.typeinfo.TypeInformation;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;

import io.github.typegen.json.model.Drawing;
import io.github.typegen.json.model.DrawingJsonCodec;
import io.github.typegen.json.model.Everything;
import io.github.typegen.json.model.EverythingJsonCodec;

/**
 * {@link TypegenJsonSerializationSchema} writes every message with one generator: each message is the document
 * {@link TypegenJson#write} gives, alone (no separator, nothing left of the one before), including after a message
 * that failed halfway, and after a null.
 */
class JsonSchemaReuseTest {

    @Test
    void eachMessageIsTheDocumentAlone() {
        RandomModels random = new RandomModels(11);
        TypegenJsonSerializationSchema<Everything> schema = TypegenJsonSerializationSchema.of(
                EverythingJsonCodec.INSTANCE);
        schema.open(null);
        for (int i = 0; i < 200; i++) {
            Everything value = i % 50 == 7 ? null : random.everything();
            assertThat(new String(schema.serialize(value), StandardCharsets.UTF_8))
                    .isEqualTo(new String(TypegenJson.write(EverythingJsonCodec.INSTANCE, value),
                            StandardCharsets.UTF_8));
        }
    }

    @Test
    void aMessageAfterOneThatFailedHalfwayIsWhole() {
        RandomModels random = new RandomModels(12);
        FailingHalfway codec = new FailingHalfway();
        TypegenJsonSerializationSchema<Drawing> schema = TypegenJsonSerializationSchema.of(codec);
        for (int i = 0; i < 20; i++) {
            Drawing drawing = random.drawing();
            codec.fail = i % 3 == 1;
            if (codec.fail) {
                assertThatThrownBy(() -> schema.serialize(drawing)).isInstanceOf(IllegalStateException.class);
            } else {
                byte[] written = schema.serialize(drawing);
                assertThat(written).isEqualTo(TypegenJson.write(DrawingJsonCodec.INSTANCE, drawing));
            }
        }
    }

    /** The generated codec, which throws after writing the start of the object and a field when told to. */
    private static final class FailingHalfway implements JsonCodec<Drawing> {

        private static final long serialVersionUID = 1L;

        boolean fail;

        @Override
        public Drawing read(JsonParser parser) throws IOException {
            return DrawingJsonCodec.INSTANCE.read(parser);
        }

        @Override
        public void write(Drawing value, JsonGenerator generator) throws IOException {
            if (fail) {
                generator.writeStartObject();
                generator.writeFieldName("half");
                generator.writeStartArray();
                throw new IllegalStateException("failed halfway");
            }
            DrawingJsonCodec.INSTANCE.write(value, generator);
        }

        @Override
        public TypeInformation<Drawing> typeInformation() {
            return DrawingJsonCodec.INSTANCE.typeInformation();
        }
    }
}
