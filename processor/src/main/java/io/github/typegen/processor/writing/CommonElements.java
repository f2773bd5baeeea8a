package io.github.typegen.processor.writing;

import static io.github.typegen.processor.writing.SourceFiles.CODECS;

import java.util.Optional;

import com.squareup.javapoet.CodeBlock;

import io.github.typegen.processor.model.TypeNode;

/**
 * The container fields most classes have, written and read by one call of a {@code Codecs} helper instead of a
 * generated loop: collections of strings, {@code Long}s, {@code Integer}s or {@code Double}s, and maps from
 * strings to one of those. The helpers write the bytes the loop writes (a length, then each element or key and
 * value as an element); a serializer calls them as it calls {@code Codecs.writeString}, a static call the JIT
 * inlines or calls directly. Generated code reads with them only into the class the helper creates
 * ({@code ArrayList}, {@code LinkedHashMap}); other kinds keep the loop on read.
 *
 * <p>An element is named by the helpers' word for it: {@code String}, {@code Long}, {@code Int}, {@code Double}.
 */
final class CommonElements {

    private CommonElements() {}

    /** The helpers' word for elements of this type; empty when no helper writes them. */
    static Optional<String> of(TypeNode element) {
        if (element instanceof TypeNode.Str) {
            return Optional.of("String");
        }
        if (element instanceof TypeNode.Boxed boxed) {
            return switch (boxed.kind()) {
                case LONG, INT, DOUBLE -> Optional.of(boxed.kind().ioSuffix());
                default -> Optional.empty();
            };
        }
        return Optional.empty();
    }

    /** The helpers' word for the values of a map with string keys; empty for another map. */
    static Optional<String> ofMap(TypeNode.MapNode node) {
        return node.key() instanceof TypeNode.Str ? of(node.value()) : Optional.empty();
    }

    /** Writes the {@code elements} (a collection, in the order they are written) to {@code out}. */
    static CodeBlock write(String element, String out, CodeBlock elements) {
        return element.equals("String")
                ? CodeBlock.of("$T.writeStrings($L, $L, strings);\n", CODECS, out, elements)
                : CodeBlock.of("$T.write$Ls($L, $L);\n", CODECS, element, out, elements);
    }

    /** Reads elements written by {@link #write} into a new {@code ArrayList}. */
    static CodeBlock readList(String element, String location) {
        return element.equals("String")
                ? CodeBlock.of("$T.readStringList(source, strings,$W$S)", CODECS, location)
                : CodeBlock.of("$T.read$LList(source,$W$S)", CODECS, element, location);
    }

    /** Writes the {@code entries} of a map with string keys (in the order they are written) to {@code out}. */
    static CodeBlock writeEntries(String value, String out, CodeBlock entries) {
        return CodeBlock.of("$T.write$LEntries($L, $L, strings);\n", CODECS, valueWord(value), out, entries);
    }

    /** Reads entries written by {@link #writeEntries} into a new {@code LinkedHashMap}. */
    static CodeBlock readMap(String value, String location) {
        return CodeBlock.of("$T.read$LMap(source, strings,$W$S)", CODECS, valueWord(value), location);
    }

    /** {@code String} for string values, {@code StringLong} for long values, ... */
    private static String valueWord(String value) {
        return value.equals("String") ? "String" : "String" + value;
    }
}
