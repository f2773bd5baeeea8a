package io.github.typegen.runtime.serialization;

import java.io.IOException;
import java.lang.invoke.MethodType;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.flink.api.common.typeutils.CompositeTypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.BigDecSerializer;
import org.apache.flink.api.common.typeutils.base.BigIntSerializer;
import org.apache.flink.api.common.typeutils.base.BooleanSerializer;
import org.apache.flink.api.common.typeutils.base.ByteSerializer;
import org.apache.flink.api.common.typeutils.base.CharSerializer;
import org.apache.flink.api.common.typeutils.base.DateSerializer;
import org.apache.flink.api.common.typeutils.base.DoubleSerializer;
import org.apache.flink.api.common.typeutils.base.EnumSerializer;
import org.apache.flink.api.common.typeutils.base.FloatSerializer;
import org.apache.flink.api.common.typeutils.base.GenericArraySerializer;
import org.apache.flink.api.common.typeutils.base.GenericArraySerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.InstantSerializer;
import org.apache.flink.api.common.typeutils.base.IntSerializer;
import org.apache.flink.api.common.typeutils.base.ListSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.LocalDateSerializer;
import org.apache.flink.api.common.typeutils.base.LocalDateTimeSerializer;
import org.apache.flink.api.common.typeutils.base.LocalTimeSerializer;
import org.apache.flink.api.common.typeutils.base.LongSerializer;
import org.apache.flink.api.common.typeutils.base.MapSerializerSnapshot;
import org.apache.flink.api.common.typeutils.base.ShortSerializer;
import org.apache.flink.api.common.typeutils.base.SqlDateSerializer;
import org.apache.flink.api.common.typeutils.base.SqlTimeSerializer;
import org.apache.flink.api.common.typeutils.base.SqlTimestampSerializer;
import org.apache.flink.api.common.typeutils.base.StringSerializer;
import org.apache.flink.api.common.typeutils.base.array.BooleanPrimitiveArraySerializer;
import org.apache.flink.api.common.typeutils.base.array.BytePrimitiveArraySerializer;
import org.apache.flink.api.common.typeutils.base.array.CharPrimitiveArraySerializer;
import org.apache.flink.api.common.typeutils.base.array.DoublePrimitiveArraySerializer;
import org.apache.flink.api.common.typeutils.base.array.FloatPrimitiveArraySerializer;
import org.apache.flink.api.common.typeutils.base.array.IntPrimitiveArraySerializer;
import org.apache.flink.api.common.typeutils.base.array.LongPrimitiveArraySerializer;
import org.apache.flink.api.common.typeutils.base.array.ShortPrimitiveArraySerializer;
import org.apache.flink.api.common.typeutils.base.array.StringArraySerializer;
import org.apache.flink.api.java.typeutils.runtime.NullableSerializer;
import org.apache.flink.api.java.typeutils.runtime.PojoSerializerSnapshot;
import org.apache.flink.api.java.typeutils.runtime.TupleSerializerBase;
import org.apache.flink.api.java.typeutils.runtime.TupleSerializerSnapshot;
import org.apache.flink.api.java.typeutils.runtime.kryo.KryoSerializerSnapshot;
import org.apache.flink.core.memory.DataInputDeserializer;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputSerializer;
import org.apache.flink.util.LinkedOptionalMap;
import org.apache.flink.util.LinkedOptionalMapSerializer;

import io.github.typegen.format.PrimitiveKind;

/**
 * Whether state written by one of Flink's own serializers can be adopted by a generated serializer: read by the
 * serializer the old snapshot restores, into instances of the current class, and written again by the generated
 * one. Flink does this when the current snapshot answers "compatible after migration"; this class decides whether
 * that answer is true.
 *
 * <ul>
 *   <li>{@code PojoSerializer} (POJOs and records): its restored serializer sets each old field on the current
 *       class's field of the same name ({@code Field.set}, or the record's canonical constructor), drops the values
 *       of fields the class no longer has, and leaves new fields at their defaults. Each old field is checked: the
 *       class of the values its old serializer produces must fit the current field (exactly, by assignment, or by
 *       a widening primitive conversion into a primitive field, the conversions {@code Field.set} and the
 *       constructor perform), element by element inside lists, sets, maps, arrays and tuples, and field by field
 *       inside nested POJOs. A field renamed with {@code @FormerName} would be dropped, so it is refused. The
 *       class needs a constructor without parameters unless it is a record.
 *   <li>Kryo ({@code GenericTypeInfo}): Kryo reads the current classes by their own fields, and its bytes carry no
 *       field names, so nothing can be checked but the class: state of the same class (or of a class the state's
 *       type is now a supertype of) is adopted as it is, and the class must not change in the adoption step. On
 *       Flink 1.20 this is also the form of a POJO's {@code List}, {@code Set} and {@code Map} fields (its type
 *       extraction gives collections a {@code GenericTypeInfo}; Flink 2.0 gave them {@code ListSerializer} and
 *       the others): Kryo writes the concrete class of each collection and reads it back, so the field's declared
 *       class (the interface, or a supertype of it) is checked, and the element types cannot be: the elements are
 *       read as Kryo wrote them, which is right when the element types did not change in the adoption step.
 *   <li>on Flink 2.x, Kryo state is also checked for the Flink line that wrote it: Flink 2.0 moved from Kryo 2 to Kryo
 *       5, whose bytes differ, and Flink 2.x reads Flink 1.x's Kryo state into wrong values, often without an error.
 *       A POJO's Kryo field that Flink 2.x would have given a serializer of its own ({@link
 *       #flink2WritesWithoutKryo}) shows that Flink 1.x wrote the state: refused. Any other Kryo snapshot of Flink
 *       1.x is the same as one of Flink 2.x: adopted only when the job says Flink 2.x wrote its savepoint ({@link
 *       SavepointFlinkLine}).
 *   <li>anything else (another class, a serializer Typegen does not know, such as a user's own): refused.
 * </ul>
 *
 * <p>The field names and field serializer snapshots of a {@code PojoSerializerSnapshot} are not public: they are
 * read back from its written form ({@link PojoSerializerSnapshot#writeSnapshot}), with Flink's public {@link
 * LinkedOptionalMapSerializer}, which wrote them. The class names of a Kryo and an enum snapshot are the first
 * string of their written forms.
 */
final class ForeignStateCompatibility {

    /**
     * The snapshot of Flink's {@code SetSerializer}, which Flink 2.0 added (Flink 1.20 gives a {@code Set} field to
     * Kryo): named, not referenced, so that this class loads on Flink 1.20 too.
     */
    static final String SET_SNAPSHOT = "org.apache.flink.api.common.typeutils.base.SetSerializerSnapshot";

    /** The classes of the values each of Flink's leaf serializers produces. */
    static final Map<Class<?>, Class<?>> LEAVES = Map.ofEntries(
            Map.entry(BooleanSerializer.class, Boolean.class),
            Map.entry(ByteSerializer.class, Byte.class),
            Map.entry(ShortSerializer.class, Short.class),
            Map.entry(CharSerializer.class, Character.class),
            Map.entry(IntSerializer.class, Integer.class),
            Map.entry(LongSerializer.class, Long.class),
            Map.entry(FloatSerializer.class, Float.class),
            Map.entry(DoubleSerializer.class, Double.class),
            Map.entry(StringSerializer.class, String.class),
            Map.entry(BigIntSerializer.class, BigInteger.class),
            Map.entry(BigDecSerializer.class, BigDecimal.class),
            Map.entry(DateSerializer.class, java.util.Date.class),
            Map.entry(SqlDateSerializer.class, java.sql.Date.class),
            Map.entry(SqlTimeSerializer.class, java.sql.Time.class),
            Map.entry(SqlTimestampSerializer.class, java.sql.Timestamp.class),
            Map.entry(InstantSerializer.class, Instant.class),
            Map.entry(LocalDateSerializer.class, LocalDate.class),
            Map.entry(LocalTimeSerializer.class, LocalTime.class),
            Map.entry(LocalDateTimeSerializer.class, LocalDateTime.class),
            Map.entry(BooleanPrimitiveArraySerializer.class, boolean[].class),
            Map.entry(BytePrimitiveArraySerializer.class, byte[].class),
            Map.entry(ShortPrimitiveArraySerializer.class, short[].class),
            Map.entry(CharPrimitiveArraySerializer.class, char[].class),
            Map.entry(IntPrimitiveArraySerializer.class, int[].class),
            Map.entry(LongPrimitiveArraySerializer.class, long[].class),
            Map.entry(FloatPrimitiveArraySerializer.class, float[].class),
            Map.entry(DoublePrimitiveArraySerializer.class, double[].class),
            Map.entry(StringArraySerializer.class, String[].class));

    /** What to do about state that cannot be adopted as the classes are now. */
    static final String CHANGE_IN_A_SECOND_STEP = "Adopt Typegen in two steps: annotate the classes without changing"
            + " them, restore and take a savepoint; then change them"
            + " (docs/state-and-migration.md: Adopting Typegen in a running job).";

    /** What to do about state Flink 1.x wrote, on Flink 2.x. */
    static final String ADOPT_ON_FLINK_1_20 = "Flink 2.x cannot read the Kryo state of a Flink 1.x savepoint (Flink 2.0"
            + " moved from Kryo 2 to Kryo 5, whose bytes differ: read anyway, they give wrong values or fail). Restore"
            + " this savepoint on Flink 1.20 with the classes annotated @FlinkType, take a savepoint there, and restore"
            + " that one on Flink 2.x (docs/upgrading-flink.md: Upgrading from Flink 1.20 to 2.x). The savepoint is"
            + " left as it is.";

    /** What to do about Kryo state on Flink 2.x when the job did not say which Flink wrote its savepoint. */
    static final String SAY_WHICH_FLINK = "Flink 1.x and Flink 2.x write the same snapshot for Kryo state, but"
            + " not the same bytes (Kryo 2 and Kryo 5), and Flink 2.x reads a Flink 1.x savepoint's Kryo state into"
            + " wrong values without an error. Say which Flink wrote the savepoint with the global job parameter "
            + SavepointFlinkLine.OPTION + " (e.g. -Dpipeline.global-job-parameters=" + SavepointFlinkLine.OPTION
            + ":2.3.0 for a savepoint of Flink 2.3.0). A savepoint of Flink 1.x is adopted on Flink 1.20 first"
            + " (docs/upgrading-flink.md: Upgrading from Flink 1.20 to 2.x). The savepoint is left as it is.";

    /**
     * What was found.
     *
     * @param adoptable whether Flink's restored old serializer produces correct instances of the current class
     * @param writer the old serializer, as the messages name it: {@code PojoSerializer}, {@code Kryo}, ...
     * @param problems for state that cannot be adopted, one line per reason, naming the class and the field
     * @param advice for state that cannot be adopted, what to do
     * @param wrongFlinkLine whether the state cannot be adopted because of the Flink line that wrote it (or may
     *     have), whatever the classes: Flink 1.x's Kryo state on Flink 2.x, or Kryo state the job did not say
     *     which line wrote
     */
    record Outcome(boolean adoptable, String writer, List<String> problems, String advice, boolean wrongFlinkLine) {
        Outcome {
            problems = List.copyOf(problems);
        }
    }

    private final ClassLoader classLoader;
    private final SchemaLayout currentLayout;
    /** What the job said of the Flink line that wrote its savepoint: 1, 2, or 0 for nothing. */
    private final int statedLine;
    private final List<String> problems = new ArrayList<>();
    /** The places where the state shows it was written by Flink 1.x, on Flink 2.x. */
    private final List<String> writtenByFlink1 = new ArrayList<>();
    /** The places of Kryo state on Flink 2.x that cannot be told apart without the job's word. */
    private final List<String> unstated = new ArrayList<>();

    private ForeignStateCompatibility(ClassLoader classLoader, SchemaLayout currentLayout, int statedLine) {
        this.classLoader = classLoader;
        this.currentLayout = currentLayout;
        this.statedLine = statedLine;
    }

    /**
     * Whether state of {@code type} written by the serializer {@code old} describes can be adopted.
     *
     * @param currentLayout the layout of the current classes: it knows the {@code @FormerName}s
     * @param statedLine what the job said of the Flink line that wrote its savepoint ({@link SavepointFlinkLine}):
     *     1, 2, or 0 for nothing
     */
    static Outcome resolve(Class<?> type, SchemaLayout currentLayout, TypeSerializerSnapshot<?> old,
            int statedLine) {
        ClassLoader classLoader = type.getClassLoader() != null ? type.getClassLoader()
                : Thread.currentThread().getContextClassLoader();
        ForeignStateCompatibility check = new ForeignStateCompatibility(classLoader, currentLayout, statedLine);
        String writer = writerName(old);
        if (old instanceof PojoSerializerSnapshot<?> pojo) {
            check.pojo(pojo, type, "state of " + type.getName(), true);
        } else if (old instanceof KryoSerializerSnapshot<?> kryo) {
            check.kryo(kryo, type, "state of " + type.getName(), true);
        } else if (old instanceof TypegenSerializerSnapshot<?> typegen) {
            check.problems.add("state of " + type.getName() + " was written by the Typegen serializer of "
                    + typegen.getType().getName());
        } else {
            check.problems.add("state of " + type.getName() + " was written by " + old.getClass().getName()
                    + ", whose values Typegen cannot check (only Flink's PojoSerializer and Kryo state can be adopted)");
        }
        return check.outcome(writer);
    }

    private Outcome outcome(String writer) {
        List<String> all = new ArrayList<>(problems);
        all.addAll(writtenByFlink1);
        String advice = CHANGE_IN_A_SECOND_STEP;
        if (!writtenByFlink1.isEmpty()) {
            advice = ADOPT_ON_FLINK_1_20;
        } else if (!unstated.isEmpty()) {
            unstated.forEach(where -> all.add(where + " was written by Kryo, on Flink 1.x or on Flink 2.x: the job"
                    + " does not say which (" + SavepointFlinkLine.OPTION + ")"));
            advice = SAY_WHICH_FLINK;
        }
        return new Outcome(all.isEmpty(), writer, all, advice, !writtenByFlink1.isEmpty() || !unstated.isEmpty());
    }

    /** How messages name the serializer {@code snapshot} describes. */
    static String writerName(TypeSerializerSnapshot<?> snapshot) {
        if (snapshot instanceof PojoSerializerSnapshot<?>) {
            return "PojoSerializer";
        }
        if (snapshot instanceof KryoSerializerSnapshot<?>) {
            return "Kryo";
        }
        if (snapshot instanceof TypegenSerializerSnapshot<?> typegen) {
            return "Typegen's serializer of " + typegen.getType().getName();
        }
        String name = snapshot.getClass().getName();
        return name.substring(name.lastIndexOf('.') + 1).replace("$", ".");
    }

    // ------------------------------------------------------------------------
    //  by kind of old serializer
    // ------------------------------------------------------------------------

    /**
     * A POJO or record written by {@code PojoSerializer}, read into {@code target}.
     *
     * @param root whether this is the state's own class, which must be the class written
     */
    private void pojo(PojoSerializerSnapshot<?> snapshot, Class<?> target, String where, boolean root) {
        PojoForm form;
        try {
            form = PojoForm.read(snapshot, classLoader);
        } catch (IOException | RuntimeException e) {
            problems.add(where + ": the PojoSerializer snapshot could not be read back (" + e + ")");
            return;
        }
        Class<?> pojoClass = load(form.className);
        if (pojoClass == null) {
            problems.add(where + " was written by PojoSerializer for " + form.className + ", a class that no longer"
                    + " exists");
            return;
        }
        if (root ? pojoClass != target : !target.isAssignableFrom(pojoClass)) {
            problems.add(where + " was written by PojoSerializer for " + pojoClass.getName() + ", which is not "
                    + target.getName());
            return;
        }
        if (!pojoClass.isRecord()) {
            instantiable(pojoClass);
        }
        form.fields.forEach((name, ref, fieldSnapshot) -> field(pojoClass, name, ref, fieldSnapshot));
        form.subclasses.forEach(name -> subclass(pojoClass, name));
    }

    /** A POJO must be instantiable, as PojoSerializer does it: by its constructor without parameters. */
    private void instantiable(Class<?> pojoClass) {
        if (Modifier.isAbstract(pojoClass.getModifiers())) {
            problems.add(pojoClass.getName() + " is abstract, and PojoSerializer wrote instances of it: it must stay"
                    + " a concrete class with a constructor without parameters for the adoption step");
            return;
        }
        try {
            pojoClass.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            problems.add(pojoClass.getName() + " has no constructor without parameters, which PojoSerializer needs"
                    + " to create the instances it reads: keep one (it may be private) for the adoption step, or"
                    + " make it a record");
        }
    }

    private void field(Class<?> pojoClass, String name, FieldRef ref, TypeSerializerSnapshot<?> fieldSnapshot) {
        String where = "field '" + name + "' of " + pojoClass.getName();
        Field field = ref == null ? null : ref.find(classLoader);
        if (field == null) {
            renamed(pojoClass, name);
            return;
        }
        if (Modifier.isStatic(field.getModifiers())) {
            problems.add(where + " is now static: PojoSerializer would set the old values on it");
            return;
        }
        if (fieldSnapshot == null) {
            problems.add(where + ": the snapshot of its old serializer could not be read (is a class it names gone?)");
            return;
        }
        check(fieldSnapshot, field.getGenericType(), where);
    }

    /**
     * An old field the class no longer has: PojoSerializer drops its values. That is the outcome of a removed
     * field, but not of one renamed with {@code @FormerName}.
     */
    private void renamed(Class<?> pojoClass, String oldName) {
        Layout.Type layout = currentLayout.types().get(pojoClass.getCanonicalName());
        if (layout == null) {
            return;
        }
        for (Layout.Field field : layout.fields()) {
            if (field.formerNames().contains(oldName)) {
                problems.add("field '" + oldName + "' of " + pojoClass.getName() + " is renamed to '" + field.name()
                        + "' with @FormerName(\"" + oldName + "\"), but PojoSerializer matches fields by their current"
                        + " names and would drop its values: adopt under the old name first (annotate the unchanged"
                        + " class, restore, take a savepoint), then rename in a second savepoint cycle, where Typegen"
                        + " follows @FormerName");
                return;
            }
        }
    }

    /**
     * A subclass PojoSerializer met in the state, or had registered: it wrote its instances by the subclass's own
     * serializer. A generated serializer of a class writes that class only (a subclass fails when written), so
     * state that may hold subclass instances cannot be adopted.
     */
    private void subclass(Class<?> pojoClass, String name) {
        problems.add("subclass " + name + " of " + pojoClass.getName() + ": PojoSerializer wrote (or had registered)"
                + " instances of it, and the generated serializer of " + pojoClass.getName() + " writes that class"
                + " only: this state cannot be adopted as it is; rewrite the savepoint with the State Processor API");
    }

    /**
     * A value Kryo wrote, read into {@code target}: only the class can be checked.
     *
     * @param root whether this is the state's own class
     */
    private void kryo(KryoSerializerSnapshot<?> snapshot, Type target, String where, boolean root) {
        String className;
        try {
            className = writtenClassName(snapshot);
        } catch (IOException | RuntimeException e) {
            problems.add(where + ": the Kryo snapshot could not be read back (" + e + ")");
            return;
        }
        Class<?> written = load(className);
        if (written == null) {
            problems.add(where + " was written by Kryo for " + className + ", a class that no longer exists");
        } else if (root && !rawClass(target).isAssignableFrom(written)) {
            problems.add(where + " was written by Kryo for " + written.getName() + ", which is not "
                    + target.getTypeName());
        } else if (produces(written, "Kryo", target, where)) {
            kryoLine(target, where, root);
        }
    }

    /**
     * On Flink 2.x, Kryo state the job may restore only when Flink 2.x wrote it. A POJO's field that Flink 2.x's type
     * extraction gives a serializer of its own ({@link #flink2WritesWithoutKryo}) was written by Flink 1.x, whose
     * type extraction gave it to Kryo (the class must not change in the adoption step, so the field's type then was
     * the type now). Any other Kryo snapshot of Flink 1.x is the same as one of Flink 2.x: the job must say which
     * Flink wrote its savepoint.
     */
    private void kryoLine(Type target, String where, boolean root) {
        if (SavepointFlinkLine.running() < 2) {
            return;
        }
        if (!root && flink2WritesWithoutKryo(target)) {
            writtenByFlink1.add(where + " was written by Kryo, as Flink 1.x writes a POJO's field of type "
                    + target.getTypeName() + "; Flink 2.x writes it with its own " + collectionSerializer(target)
                    + ": Flink 1.x wrote this state"
                    + (statedLine == 2 ? " (though the job says Flink 2.x wrote its savepoint, "
                            + SavepointFlinkLine.OPTION + ")" : ""));
        } else if (statedLine == 1) {
            writtenByFlink1.add(where + " was written by Kryo, and the job says Flink 1.x wrote its savepoint ("
                    + SavepointFlinkLine.OPTION + ")");
        } else if (statedLine == 0) {
            unstated.add(where);
        }
    }

    /**
     * Whether Flink 2.x's type extraction gives a POJO field of type {@code type} a serializer other than Kryo where
     * Flink 1.x gave it Kryo: a {@code List}, {@code Set} or {@code Map} (or a supertype of one, such as {@code
     * Collection}) whose type arguments are all classes, as {@code TypeExtractor} of Flink 2.0 and later checks it.
     */
    static boolean flink2WritesWithoutKryo(Type type) {
        if (!(type instanceof ParameterizedType parameterized)
                || !(parameterized.getRawType() instanceof Class<?> raw) || raw == Object.class) {
            return false;
        }
        for (Type argument : parameterized.getActualTypeArguments()) {
            if (!(argument instanceof Class<?>)) {
                return false;
            }
        }
        return raw.isAssignableFrom(Map.class) || raw.isAssignableFrom(List.class) || raw.isAssignableFrom(Set.class);
    }

    private static String collectionSerializer(Type type) {
        Class<?> raw = rawClass(type);
        return raw.isAssignableFrom(Map.class) ? "MapSerializer"
                : raw.isAssignableFrom(List.class) ? "ListSerializer" : "SetSerializer";
    }

    /** Whether the serializer {@code snapshot} describes produces values {@code target} can hold. */
    private void check(TypeSerializerSnapshot<?> snapshot, Type target, String where) {
        Class<?> raw = rawClass(target);
        if (snapshot instanceof NullableSerializer.NullableSerializerSnapshot<?> nullable) {
            check(nullable.getNestedSerializerSnapshots()[0], target, where);
        } else if (snapshot instanceof ListSerializerSnapshot<?> list) {
            if (produces(ArrayList.class, "ListSerializer", target, where)) {
                check(list.getElementSerializerSnapshot(), typeArgument(target, 0), where + ", its elements");
            }
        } else if (snapshot.getClass().getName().equals(SET_SNAPSHOT)) {
            if (produces(HashSet.class, "SetSerializer", target, where)) {
                check(((CompositeTypeSerializerSnapshot<?, ?>) snapshot).getNestedSerializerSnapshots()[0],
                        typeArgument(target, 0), where + ", its elements");
            }
        } else if (snapshot instanceof MapSerializerSnapshot<?, ?> map) {
            if (produces(HashMap.class, "MapSerializer", target, where)) {
                check(map.getKeySerializerSnapshot(), typeArgument(target, 0), where + ", its keys");
                check(map.getValueSerializerSnapshot(), typeArgument(target, 1), where + ", its values");
            }
        } else if (snapshot instanceof GenericArraySerializerSnapshot<?> array) {
            TypeSerializer<?> restored = restore(snapshot, where);
            if (restored instanceof GenericArraySerializer<?> arraySerializer
                    && produces(arraySerializer.getComponentClass().arrayType(), "GenericArraySerializer", target,
                            where)) {
                check(array.getNestedSerializerSnapshots()[0], componentType(target), where + ", its elements");
            }
        } else if (snapshot instanceof TupleSerializerSnapshot<?> tuple) {
            TypeSerializer<?> restored = restore(snapshot, where);
            if (restored instanceof TupleSerializerBase<?> tupleSerializer
                    && produces(tupleSerializer.getTupleClass(), "TupleSerializer", target, where)) {
                TypeSerializerSnapshot<?>[] elements = tuple.getNestedSerializerSnapshots();
                for (int i = 0; i < elements.length; i++) {
                    check(elements[i], typeArgument(target, i), where + ", its element f" + i);
                }
            }
        } else if (snapshot instanceof PojoSerializerSnapshot<?> pojo) {
            pojo(pojo, raw, where, false);
        } else if (snapshot instanceof KryoSerializerSnapshot<?> kryo) {
            kryo(kryo, target, where, false);
        } else if (snapshot instanceof EnumSerializer.EnumSerializerSnapshot<?> enumSnapshot) {
            enumeration(enumSnapshot, target, where);
        } else if (snapshot instanceof TypegenSerializerSnapshot<?> typegen) {
            // A class that was already a @FlinkType: its own snapshot restores a serializer of the current class,
            // or says why it cannot.
            if (restore(snapshot, where) != null) {
                produces(typegen.getType(), typegen.getType().getSimpleName() + "Serializer", target, where);
            }
        } else if (snapshot instanceof CompositeTypeSerializerSnapshot<?, ?>) {
            unknown(snapshot, where);
        } else {
            TypeSerializer<?> restored = restore(snapshot, where);
            if (restored != null) {
                Class<?> values = LEAVES.get(restored.getClass());
                if (values == null) {
                    unknown(snapshot, where);
                } else {
                    produces(values, restored.getClass().getSimpleName(), target, where);
                }
            }
        }
    }

    private void enumeration(EnumSerializer.EnumSerializerSnapshot<?> snapshot, Type target, String where) {
        try {
            Class<?> written = load(writtenClassName(snapshot));
            if (written == null) {
                problems.add(where + ": its enum class no longer exists");
            } else {
                produces(written, "EnumSerializer", target, where);
            }
        } catch (IOException | RuntimeException e) {
            problems.add(where + ": the EnumSerializer snapshot could not be read back (" + e + ")");
        }
    }

    private void unknown(TypeSerializerSnapshot<?> snapshot, String where) {
        problems.add(where + " was written by " + snapshot.getClass().getName() + ", a serializer Typegen does not"
                + " know (a serializer of your own?), so it cannot tell whether its values fit the current field;"
                + " keep the field out of the adoption step, or rewrite the savepoint with the State Processor API");
    }

    /** The serializer {@code snapshot} restores, or null (with a problem) when it cannot be restored. */
    private TypeSerializer<?> restore(TypeSerializerSnapshot<?> snapshot, String where) {
        try {
            return snapshot.restoreSerializer();
        } catch (RuntimeException e) {
            problems.add(where + ": its old serializer cannot be restored: " + e.getMessage());
            return null;
        }
    }

    /**
     * Whether {@code target} can hold the values of class {@code values} the serializer {@code writer} produces:
     * by assignment, or for a primitive target by unboxing and a widening primitive conversion, which {@code
     * Field.set} and a record's constructor perform.
     */
    private boolean produces(Class<?> values, String writer, Type target, String where) {
        Class<?> raw = rawClass(target);
        Class<?> unboxed = MethodType.methodType(values).unwrap().returnType();
        if (raw.isPrimitive() ? unboxed == raw || unboxed.isPrimitive() && widens(unboxed, raw)
                : raw.isAssignableFrom(values)) {
            return true;
        }
        Class<?> rawUnboxed = MethodType.methodType(raw).unwrap().returnType();
        String widening = !raw.isPrimitive() && unboxed.isPrimitive() && rawUnboxed.isPrimitive()
                && widens(unboxed, rawUnboxed)
                        ? " (Field.set and a record's constructor widen a value only into a primitive field, not into"
                                + " a box: declare it " + rawUnboxed.getName() + " for the adoption step, or widen it"
                                + " in a second step)"
                        : "";
        problems.add(where + ": " + writer + " wrote " + values.getTypeName() + " values, which a field of type "
                + target.getTypeName() + " cannot hold" + widening);
        return false;
    }

    private static boolean widens(Class<?> from, Class<?> to) {
        PrimitiveKind source = PrimitiveKind.forKeyword(from.getName());
        PrimitiveKind result = PrimitiveKind.forKeyword(to.getName());
        return source != null && result != null && source.widensTo(result);
    }

    private Class<?> load(String className) {
        return load(className, classLoader);
    }

    /** The class named {@code className}, or null when {@code classLoader} has none. */
    static Class<?> load(String className, ClassLoader classLoader) {
        try {
            return Class.forName(className, false, classLoader);
        } catch (ClassNotFoundException | LinkageError e) {
            return null;
        }
    }

    // ------------------------------------------------------------------------
    //  generic types
    // ------------------------------------------------------------------------

    /** The class of {@code type}; a type variable or wildcard is checked against its (first) bound. */
    private static Class<?> rawClass(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        }
        if (type instanceof ParameterizedType p) {
            return (Class<?>) p.getRawType();
        }
        if (type instanceof GenericArrayType array) {
            return Array.newInstance(rawClass(array.getGenericComponentType()), 0).getClass();
        }
        if (type instanceof TypeVariable<?> variable) {
            return rawClass(variable.getBounds()[0]);
        }
        if (type instanceof WildcardType wildcard) {
            return rawClass(wildcard.getUpperBounds()[0]);
        }
        return Object.class;
    }

    /** The {@code index}th type argument of a parameterized type, or {@code Object} when there is none. */
    private static Type typeArgument(Type type, int index) {
        if (type instanceof ParameterizedType p && p.getActualTypeArguments().length > index) {
            return p.getActualTypeArguments()[index];
        }
        return Object.class;
    }

    private static Type componentType(Type type) {
        if (type instanceof GenericArrayType array) {
            return array.getGenericComponentType();
        }
        Class<?> raw = rawClass(type);
        return raw.isArray() ? raw.getComponentType() : Object.class;
    }

    // ------------------------------------------------------------------------
    //  written forms
    // ------------------------------------------------------------------------

    private static DataInputView writtenForm(TypeSerializerSnapshot<?> snapshot) throws IOException {
        DataOutputSerializer out = new DataOutputSerializer(256);
        snapshot.writeSnapshot(out);
        return new DataInputDeserializer(out.getSharedBuffer(), 0, out.length());
    }

    /** The class name a Kryo or enum snapshot writes first. */
    static String writtenClassName(TypeSerializerSnapshot<?> snapshot) throws IOException {
        return writtenForm(snapshot).readUTF();
    }

    /** A field as {@code PojoSerializerSnapshot} writes it: its declaring class and its name. */
    private record FieldRef(String declaringClass, String name) {
        /** The field, found as PojoSerializer finds it: in the declaring class or a superclass; or null. */
        Field find(ClassLoader classLoader) {
            Class<?> declaring;
            try {
                declaring = Class.forName(declaringClass, false, classLoader);
            } catch (ClassNotFoundException | LinkageError e) {
                return null;
            }
            for (Class<?> c = declaring; c != null; c = c.getSuperclass()) {
                try {
                    return c.getDeclaredField(name);
                } catch (NoSuchFieldException e) {
                    // look in the superclass, as PojoSerializer does
                }
            }
            return null;
        }
    }

    /**
     * The written form of a {@code PojoSerializerSnapshot}: the class name, then three optional maps written by
     * {@link LinkedOptionalMapSerializer}: the fields (declaring class and name) with their serializer snapshots,
     * the registered subclasses and the other subclasses met, with theirs (only their names are kept here). A field
     * the class no longer has, or a snapshot that could not be read, is absent from its map.
     */
    private record PojoForm(String className, LinkedOptionalMap<FieldRef, TypeSerializerSnapshot<?>> fields,
            Set<String> subclasses) {

        static PojoForm read(PojoSerializerSnapshot<?> snapshot, ClassLoader classLoader) throws IOException {
            DataInputView in = writtenForm(snapshot);
            String className = in.readUTF();
            LinkedOptionalMap<FieldRef, TypeSerializerSnapshot<?>> fields = LinkedOptionalMapSerializer.readOptionalMap(
                    in, (frame, name) -> new FieldRef(frame.readUTF(), frame.readUTF()),
                    (frame, name) -> readSnapshot(frame, classLoader));
            Set<String> subclasses = new LinkedHashSet<>();
            for (int map = 0; map < 2; map++) {
                subclasses.addAll(LinkedOptionalMapSerializer.readOptionalMap(in, (frame, name) -> name,
                        (frame, name) -> name).keyNames());
            }
            return new PojoForm(className, fields, subclasses);
        }

        private static TypeSerializerSnapshot<?> readSnapshot(DataInputView in, ClassLoader classLoader) {
            try {
                return TypeSerializerSnapshot.readVersionedSnapshot(in, classLoader);
            } catch (IOException | RuntimeException | LinkageError e) {
                return null;
            }
        }
    }
}
