package io.github.typegen.runtime.serialization;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

import io.github.typegen.format.CollectionKind;
import io.github.typegen.format.MapKind;
import io.github.typegen.format.NodeKind;
import io.github.typegen.format.PrimitiveKind;
import io.github.typegen.format.Shape;
import io.github.typegen.format.ValueKind;
import io.github.typegen.format.WireFormat;

/**
 * The layout of a type and of every {@code @FlinkType} reachable from it, by class name: what a snapshot
 * stores, and what {@link LayoutCompatibility} and {@link MigratingSerializer} work on. Decoded layouts
 * refer to their nested types through this map, so no user class is loaded to read one.
 *
 * <h2>Encoding (snapshot version 2)</h2>
 *
 * <pre>
 * schema  := length(typeCount) type*            the root type first
 * type    := string(className) byte(shape) (fields | subtypes)
 * fields  := length(n) field*                   shape POJO, RECORD, IMMUTABLE
 * field   := string(name) length(k) string(formerName)* node
 * subtypes:= length(n) string(className)*       shape SEALED, in tag order
 * node    := byte(tag) payload                  tag: the ordinal of the node's NodeKind
 *   0 primitive  byte(PrimitiveKind)        1 boxed  byte(PrimitiveKind)     2 string
 *   3 enum       string(className) length(n) string(constant)*               4 value  byte(ValueKind)
 *   5 primitive array byte(PrimitiveKind)   6 object array node              7 collection byte(CollectionKind) node
 *   8 map        byte(MapKind) node node    9 optional node                  10 nested string(className)
 *  11 delegated  string(name): written by the nested serializer of that name
 *  12 tuple      length(arity) node*        (arity at most 25)
 * </pre>
 *
 * <p>A layout with delegated nodes is followed, in the snapshot, by the nested serializers' snapshots (see
 * {@link TypegenSerializerSnapshot}); a layout without any is the whole snapshot.
 *
 * <p>{@code length} is {@link Codecs#writeLength}, {@code string} is {@link Codecs#writeString(DataOutputView, String)}; the tag
 * and the kinds in the payloads are ordinals of the enums of {@code io.github.typegen.format}: {@link
 * NodeKind}, {@link PrimitiveKind}, {@link ValueKind}, {@link CollectionKind}, {@link MapKind} and {@link
 * Shape}, whose order is therefore part of the format.
 */
public final class SchemaLayout {

    private static final NodeKind[] NODE_KINDS = NodeKind.values();

    private final String root;
    private final Map<String, Layout.Type> types;

    private SchemaLayout(String root, Map<String, Layout.Type> types) {
        this.root = root;
        this.types = Collections.unmodifiableMap(types);
    }

    /** The layout of {@code root} and of every type reachable from it, resolving nested suppliers. */
    public static SchemaLayout of(Layout.Type root) {
        Map<String, Layout.Type> types = new LinkedHashMap<>();
        Deque<Layout.Type> pending = new ArrayDeque<>();
        pending.add(root);
        while (!pending.isEmpty()) {
            Layout.Type type = pending.poll();
            if (types.putIfAbsent(type.className(), type) != null) {
                continue;
            }
            List<Layout.Nested> nested = new ArrayList<>(type.subtypes());
            References collector = new References(nested, new LinkedHashSet<>());
            for (Layout.Field field : type.fields()) {
                field.type().accept(collector);
            }
            for (Layout.Nested reference : nested) {
                if (!types.containsKey(reference.className())) {
                    pending.add(reference.layout().get());
                }
            }
        }
        return new SchemaLayout(root.className(), types);
    }

    /**
     * Collects what a node refers to, at any depth: the {@code @FlinkType}s it holds, and the names of the nested
     * serializers that write its delegated parts.
     */
    private record References(List<Layout.Nested> nested, Set<String> delegated)
            implements Layout.Visitor<Void, RuntimeException> {
        public Void primitive(Layout.Primitive node) {
            return null;
        }

        public Void boxed(Layout.Boxed node) {
            return null;
        }

        public Void string(Layout.Str node) {
            return null;
        }

        public Void enumType(Layout.EnumNode node) {
            return null;
        }

        public Void value(Layout.Value node) {
            return null;
        }

        public Void primitiveArray(Layout.PrimitiveArray node) {
            return null;
        }

        public Void objectArray(Layout.ObjectArray node) {
            return node.component().accept(this);
        }

        public Void collection(Layout.CollectionNode node) {
            return node.element().accept(this);
        }

        public Void map(Layout.MapNode node) {
            node.key().accept(this);
            return node.value().accept(this);
        }

        public Void optional(Layout.OptionalNode node) {
            return node.element().accept(this);
        }

        public Void tuple(Layout.TupleNode node) {
            node.elements().forEach(element -> element.accept(this));
            return null;
        }

        public Void nested(Layout.Nested node) {
            nested.add(node);
            return null;
        }

        public Void delegated(Layout.Delegated node) {
            delegated.add(node.name());
            return null;
        }
    }

    /** The names of the nested serializers the layout's fields are written by, at any depth, in field order. */
    public Set<String> delegatedNames() {
        Set<String> names = new LinkedHashSet<>();
        References collector = new References(new ArrayList<>(), names);
        for (Layout.Type type : types.values()) {
            for (Layout.Field field : type.fields()) {
                field.type().accept(collector);
            }
        }
        return names;
    }

    public Layout.Type root() {
        return types.get(root);
    }

    /** The layout of the type named {@code className}; it is reachable from the root. */
    public Layout.Type type(String className) {
        Layout.Type type = types.get(className);
        if (type == null) {
            throw new IllegalArgumentException(className + " is not part of the layout of " + root);
        }
        return type;
    }

    /** Every type, the root first. */
    public Map<String, Layout.Type> types() {
        return types;
    }

    /** Every type, one a line, the root first. */
    public String describe() {
        StringBuilder text = new StringBuilder();
        for (Layout.Type type : types.values()) {
            if (text.length() > 0) {
                text.append("; ");
            }
            text.append(type.describe());
        }
        return text.toString();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SchemaLayout layout && layout.root.equals(root) && layout.types.equals(types);
    }

    @Override
    public int hashCode() {
        return types.hashCode();
    }

    @Override
    public String toString() {
        return describe();
    }

    // ------------------------------------------------------------------------
    //  encoding
    // ------------------------------------------------------------------------

    public void write(DataOutputView out) throws IOException {
        NodeWriter nodes = new NodeWriter(out);
        Codecs.writeLength(out, types.size());
        for (Layout.Type type : types.values()) {
            Codecs.writeString(out, type.className());
            out.writeByte(type.shape().ordinal());
            if (type.sealed()) {
                Codecs.writeLength(out, type.subtypes().size());
                for (Layout.Nested subtype : type.subtypes()) {
                    Codecs.writeString(out, subtype.className());
                }
            } else {
                Codecs.writeLength(out, type.fields().size());
                for (Layout.Field field : type.fields()) {
                    Codecs.writeString(out, field.name());
                    Codecs.writeLength(out, field.formerNames().size());
                    for (String formerName : field.formerNames()) {
                        Codecs.writeString(out, formerName);
                    }
                    nodes.write(field.type());
                }
            }
        }
    }

    /** Writes a node: its tag, the ordinal of its kind, then its payload. */
    private record NodeWriter(DataOutputView out) implements Layout.Visitor<Void, IOException> {
        void write(Layout node) throws IOException {
            out.writeByte(node.nodeKind().ordinal());
            node.accept(this);
        }

        public Void primitive(Layout.Primitive node) throws IOException {
            out.writeByte(node.kind().ordinal());
            return null;
        }

        public Void boxed(Layout.Boxed node) throws IOException {
            out.writeByte(node.kind().ordinal());
            return null;
        }

        public Void string(Layout.Str node) {
            return null;
        }

        public Void enumType(Layout.EnumNode node) throws IOException {
            Codecs.writeString(out, node.className());
            Codecs.writeLength(out, node.constants().size());
            for (String constant : node.constants()) {
                Codecs.writeString(out, constant);
            }
            return null;
        }

        public Void value(Layout.Value node) throws IOException {
            out.writeByte(node.kind().ordinal());
            return null;
        }

        public Void primitiveArray(Layout.PrimitiveArray node) throws IOException {
            out.writeByte(node.component().ordinal());
            return null;
        }

        public Void objectArray(Layout.ObjectArray node) throws IOException {
            write(node.component());
            return null;
        }

        public Void collection(Layout.CollectionNode node) throws IOException {
            out.writeByte(node.kind().ordinal());
            write(node.element());
            return null;
        }

        public Void map(Layout.MapNode node) throws IOException {
            out.writeByte(node.kind().ordinal());
            write(node.key());
            write(node.value());
            return null;
        }

        public Void optional(Layout.OptionalNode node) throws IOException {
            write(node.element());
            return null;
        }

        public Void tuple(Layout.TupleNode node) throws IOException {
            Codecs.writeLength(out, node.elements().size());
            for (Layout element : node.elements()) {
                write(element);
            }
            return null;
        }

        public Void nested(Layout.Nested node) throws IOException {
            Codecs.writeString(out, node.className());
            return null;
        }

        public Void delegated(Layout.Delegated node) throws IOException {
            Codecs.writeString(out, node.name());
            return null;
        }
    }

    /**
     * Reads a layout written by {@link #write}. Every nested reference must name a type of the layout.
     *
     * @param owner the class whose snapshot is read, for error messages
     * @throws CorruptDataException if the bytes are not a layout
     */
    public static SchemaLayout read(DataInputView in, String owner) throws IOException {
        try {
            return new Reader(in, owner).read();
        } catch (StackOverflowError e) {
            throw new CorruptDataException("Corrupt serializer snapshot of " + owner + ": nodes nest too deeply", e);
        }
    }

    private static final class Reader {
        private final DataInputView in;
        private final String owner;
        private final Map<String, Layout.Type> types = new LinkedHashMap<>();
        private final List<String> references = new ArrayList<>();

        Reader(DataInputView in, String owner) {
            this.in = in;
            this.owner = owner;
        }

        SchemaLayout read() throws IOException {
            int typeCount = Codecs.readLength(in, "the type count of the snapshot of " + owner);
            if (typeCount == 0) {
                throw corrupt("it describes no type");
            }
            String root = null;
            for (int i = 0; i < typeCount; i++) {
                String className = string("a class name");
                Shape shape = kind(Shape.values(), "shape of " + className);
                Layout.Type type;
                if (shape == Shape.SEALED) {
                    int count = Codecs.readLength(in, "the subtype count of " + className);
                    List<Layout.Nested> subtypes = new ArrayList<>(Codecs.initialCapacity(count));
                    for (int s = 0; s < count; s++) {
                        subtypes.add(nested(string("a subtype of " + className)));
                    }
                    type = new Layout.Type(className, shape, List.of(), subtypes);
                } else {
                    int count = Codecs.readLength(in, "the field count of " + className);
                    List<Layout.Field> fields = new ArrayList<>(Codecs.initialCapacity(count));
                    for (int f = 0; f < count; f++) {
                        String name = string("a field name of " + className);
                        int formerCount = Codecs.readLength(in, "the former names of " + className + "." + name);
                        List<String> formerNames = new ArrayList<>(Codecs.initialCapacity(formerCount));
                        for (int n = 0; n < formerCount; n++) {
                            formerNames.add(string("a former name of " + className + "." + name));
                        }
                        fields.add(new Layout.Field(name, node(className + "." + name), formerNames));
                    }
                    type = new Layout.Type(className, shape, fields, List.of());
                }
                if (types.putIfAbsent(className, type) != null) {
                    throw corrupt("it describes " + className + " twice");
                }
                if (root == null) {
                    root = className;
                }
            }
            for (String reference : references) {
                if (!types.containsKey(reference)) {
                    throw corrupt("it refers to " + reference + " but does not describe it");
                }
            }
            return new SchemaLayout(root, types);
        }

        private Layout node(String location) throws IOException {
            int tag = in.readUnsignedByte();
            if (tag >= NODE_KINDS.length) {
                throw corrupt("unknown node tag " + tag + " at " + location);
            }
            return switch (NODE_KINDS[tag]) {
                case PRIMITIVE -> new Layout.Primitive(kind(PrimitiveKind.values(), location));
                case BOXED -> new Layout.Boxed(kind(PrimitiveKind.values(), location));
                case STRING -> Layout.STRING;
                case ENUM -> {
                    String className = string("an enum class name at " + location);
                    int count = Codecs.readLength(in, "the constants of " + className);
                    List<String> constants = new ArrayList<>(Codecs.initialCapacity(count));
                    for (int i = 0; i < count; i++) {
                        constants.add(string("a constant of " + className));
                    }
                    yield new Layout.EnumNode(className, constants);
                }
                case VALUE -> new Layout.Value(kind(ValueKind.values(), location));
                case PRIMITIVE_ARRAY -> new Layout.PrimitiveArray(kind(PrimitiveKind.values(), location));
                case OBJECT_ARRAY -> new Layout.ObjectArray(node(location));
                case COLLECTION -> new Layout.CollectionNode(kind(CollectionKind.values(), location),
                        node(location));
                case MAP -> new Layout.MapNode(kind(MapKind.values(), location), node(location),
                        node(location));
                case OPTIONAL -> new Layout.OptionalNode(node(location));
                case NESTED -> nested(string("a nested class name at " + location));
                case DELEGATED -> new Layout.Delegated(string("a nested serializer name at " + location));
                case TUPLE -> {
                    int arity = Codecs.readLength(in, "the arity of a tuple at " + location);
                    if (arity > WireFormat.MAX_TUPLE_ARITY) {
                        throw corrupt("a tuple of arity " + arity + " at " + location + ", more than Flink's "
                                + WireFormat.MAX_TUPLE_ARITY);
                    }
                    List<Layout> elements = new ArrayList<>(arity);
                    for (int i = 0; i < arity; i++) {
                        elements.add(node(location + ".f" + i));
                    }
                    yield new Layout.TupleNode(elements);
                }
            };
        }

        private Layout.Nested nested(String className) {
            references.add(className);
            return new Layout.Nested(className, () -> types.get(className));
        }

        private <K extends Enum<K>> K kind(K[] values, String location) throws IOException {
            int ordinal = in.readUnsignedByte();
            if (ordinal >= values.length) {
                throw corrupt("unknown " + values[0].getDeclaringClass().getSimpleName() + " " + ordinal + " at "
                        + location);
            }
            return values[ordinal];
        }

        private String string(String what) throws IOException {
            String value = Codecs.readString(in);
            if (value == null) {
                throw corrupt("null instead of " + what);
            }
            return value;
        }

        private CorruptDataException corrupt(String detail) {
            return new CorruptDataException("Corrupt serializer snapshot of " + owner + ": " + detail);
        }
    }
}
