package io.github.typegen.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/** The Jackson mapper Flink's JSON format uses ({@code JacksonMapperFactory.createObjectMapper}), unshaded. */
final class Mappers {

    private Mappers() {}

    // Flink's own call, deprecated in Jackson's jdk8 module but kept by Flink
    @SuppressWarnings("deprecation")
    static ObjectMapper flinkLike() {
        return new ObjectMapper()
                .registerModule(new JavaTimeModule())
                .registerModule(new Jdk8Module().configureAbsentsAsNulls(true))
                .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
                .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
    }
}
