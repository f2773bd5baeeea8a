package io.github.typegen.json;

import java.io.IOException;
import java.io.Serializable;

import org.apache.flink.api.common.typeinfo.TypeInformation;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;

/**
 * Reads and writes one class as JSON on Jackson's streaming parser and generator, with no data binding and no
 * reflection. Typegen generates {@code FooJsonCodec} for each {@code @FlinkType} class that opts in (see
 * docs/json.md); it is stateless, and its {@code INSTANCE} is the one to use. The codec of a generic class holds
 * those of its type arguments: {@code new EnvelopeJsonCodec<>(OrderJsonCodec.INSTANCE)} reads {@code
 * Envelope<Order>}.
 *
 * @param <T> the class read and written
 */
public interface JsonCodec<T> extends Serializable {

    /**
     * Reads a value that starts at the parser's current token ({@code START_OBJECT}, or {@code VALUE_NULL} for
     * null), leaving the parser on the value's last token ({@code END_OBJECT}).
     *
     * @throws TypegenJsonException when the input is not JSON or does not fit the class, naming the field and
     *     position
     */
    T read(JsonParser parser) throws IOException;

    /** Writes {@code value} (null as JSON {@code null}). */
    void write(T value, JsonGenerator generator) throws IOException;

    /** Flink's type information of the class: its generated {@code FooTypeInfo}. */
    TypeInformation<T> typeInformation();
}
