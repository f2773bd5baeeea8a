package io.github.typegen.maven.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class FixesTest {

    /** The advice names the JDK types the format defines, so a new kind needs no second list here. */
    @Test
    void theJdkTypesTypegenSerializesAreThoseOfTheFormat() {
        assertThat(List.of("java/util/UUID", "java/time/ZonedDateTime", "java/time/YearMonth", "java/util/TreeMap",
                "java/util/EnumSet", "java/util/ArrayDeque", "java/util/Queue", "java/util/Optional"))
                .allMatch(Fixes::typegenSerializes);
        assertThat(List.of("java/lang/Object", "java/util/Calendar", "java/util/PriorityQueue"))
                .noneMatch(Fixes::typegenSerializes);
    }

    @Test
    void aFieldOfASupportedJdkTypeIsFixedByAnnotatingItsOwner() {
        KryoPath path = new KryoPath(List.of(), "java.util.ArrayDeque<String>", "java/util/ArrayDeque",
                Reason.COLLECTION_IMPLEMENTATION, null, "com/example/Cart", "recent");

        assertThat(Fixes.fix(path, name -> false))
                .startsWith("Annotate com.example.Cart with @FlinkType: Typegen serializes"
                        + " java.util.ArrayDeque<String> directly.");
    }
}
