package io.github.typegen.processor.writing;

import static io.github.typegen.processor.writing.SourceFiles.CODECS;

import java.util.Optional;

import com.squareup.javapoet.CodeBlock;

import io.github.typegen.format.NodeKind;
import io.github.typegen.processor.model.TypeNode;

/**
 * The container fields most classes have, written and read by one call of a {@code Codecs} helper instead of a
 * generated loop: collections of strings, {@code Long}s, {@code Integer}s or {@code Double}s, and maps from
 * strings to one of those, and arrays of strings. The helpers write the bytes the loop writes (a length, then each
 * element or key and value as an element); a serializer calls them as it calls {@code Codecs.writeString}, a static
 * call the JIT inlines or calls directly. Generated code reads with them only into the class the helper creates
 * ({@code ArrayList}, {@code LinkedHashMap}, {@code String[]}); other kinds keep the loop on read. A helper that
 * reads strings looks the reading buffers of the thread up once for all of them, where the loop looked them up per
 * string.
 *
 * <p>An element is named by the helpers' word for it: {@code String}, {@code Long}, {@code Int}, {@code Double}.
 */
final class CommonElements {

    private CommonElements() {}

    /** The helpers' word for elements of this type; empty when no helper writes them. */
    static Optional<String> of(TypeNode element) {
        return element.accept(ElementWord.INSTANCE);
    }

    /** The helpers' word for the values of a map with string keys; empty for another map. */
    static Optional<String> ofMap(TypeNode.MapNode node) {
        return node.key().nodeKind() == NodeKind.STRING ? of(node.value()) : Optional.empty();
    }

    /** Whether the elements of this array are strings, which one helper writes and reads. */
    static boolean isStringArray(TypeNode.ObjectArray node) {
        return node.component().nodeKind() == NodeKind.STRING;
    }

    /** The helpers' word for an element: strings and three of the boxed numbers have one. */
    private enum ElementWord implements TypeNode.Visitor<Optional<String>> {
        INSTANCE;

        @Override
        public Optional<String> string(TypeNode.Str node) {
            return Optional.of("String");
        }

        @Override
        public Optional<String> boxed(TypeNode.Boxed node) {
            return switch (node.kind()) {
                case LONG, INT, DOUBLE -> Optional.of(node.kind().ioSuffix());
                default -> Optional.empty();
            };
        }

        @Override
        public Optional<String> primitive(TypeNode.Primitive node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> enumType(TypeNode.EnumNode node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> value(TypeNode.Value node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> primitiveArray(TypeNode.PrimitiveArray node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> objectArray(TypeNode.ObjectArray node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> collection(TypeNode.CollectionNode node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> map(TypeNode.MapNode node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> optional(TypeNode.OptionalNode node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> nested(TypeNode.Nested node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> delegated(TypeNode.Delegated node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> tuple(TypeNode.TupleNode node) {
            return Optional.empty();
        }

        @Override
        public Optional<String> converted(TypeNode.Converted node) {
            return Optional.empty();
        }
    }

    /**
     * Whether the helpers of this element take the serializer's encoding: those of strings and ints, whose bytes
     * depend on the snapshot version ({@code WireEncoding}).
     */
    private static boolean takesEncoding(String element) {
        return element.equals("String") || element.equals("Int");
    }

    /** Writes the {@code elements} (a collection, in the order they are written) to {@code out}. */
    static CodeBlock write(String element, String out, CodeBlock elements) {
        return takesEncoding(element)
                ? CodeBlock.of("$T.write$Ls($L, $L, encoding);\n", CODECS, element, out, elements)
                : CodeBlock.of("$T.write$Ls($L, $L);\n", CODECS, element, out, elements);
    }

    /** Reads elements written by {@link #write} into a new {@code ArrayList}. */
    static CodeBlock readList(String element, String location) {
        return takesEncoding(element)
                ? CodeBlock.of("$T.read$LList(source, encoding,$W$S)", CODECS, element, location)
                : CodeBlock.of("$T.read$LList(source,$W$S)", CODECS, element, location);
    }

    /** Writes the {@code String[]} in {@code value} to {@code out}. */
    static CodeBlock writeStringArray(String out, String value) {
        return CodeBlock.of("$T.writeStringArray($L, $L, encoding);\n", CODECS, out, value);
    }

    /** Reads a {@code String[]} written by {@link #writeStringArray}. */
    static CodeBlock readStringArray(String location) {
        return CodeBlock.of("$T.readStringArray(source, encoding,$W$S)", CODECS, location);
    }

    /** Writes the {@code entries} of a map with string keys (in the order they are written) to {@code out}. */
    static CodeBlock writeEntries(String value, String out, CodeBlock entries) {
        return CodeBlock.of("$T.write$LEntries($L, $L, encoding);\n", CODECS, valueWord(value), out, entries);
    }

    /** Reads entries written by {@link #writeEntries} into a new {@code LinkedHashMap}. */
    static CodeBlock readMap(String value, String location) {
        return CodeBlock.of("$T.read$LMap(source, encoding,$W$S)", CODECS, valueWord(value), location);
    }

    /** {@code String} for string values, {@code StringLong} for long values, ... */
    private static String valueWord(String value) {
        return value.equals("String") ? "String" : "String" + value;
    }
}
