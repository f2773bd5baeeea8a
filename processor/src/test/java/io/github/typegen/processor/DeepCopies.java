package io.github.typegen.processor;

import static org.assertj.core.api.Assertions.fail;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.temporal.TemporalAccessor;
import java.time.temporal.TemporalAmount;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;

/**
 * Checks that a copy shares no mutable object with its original, at any depth: every array, collection,
 * map and object with a non-final field must be a new instance. Immutable values may be shared.
 */
final class DeepCopies {

    /** The packages of the test domains and of Flink's tuples, whose objects are compared field by field. */
    private static final List<String> DOMAIN_PACKAGES =
            List.of("io.github.typegen.", "access.", "org.apache.flink.api.java.tuple.");

    private DeepCopies() {}

    static void assertSharesNoMutableState(Object original, Object copy) {
        walk(original, copy, "value", new IdentityHashMap<>());
    }

    private static void walk(Object original, Object copy, String path, IdentityHashMap<Object, Object> seen) {
        if (original == null || copy == null || isValue(original) || seen.put(original, copy) != null) {
            return;
        }
        if (original == copy && !isDeeplyImmutable(original, new IdentityHashMap<>())) {
            fail("%s (%s) is the same mutable instance in the original and in the copy", path,
                    original.getClass().getName());
        }
        if (original.getClass().isArray()) {
            if (!original.getClass().getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(original) && i < Array.getLength(copy); i++) {
                    walk(Array.get(original, i), Array.get(copy, i), path + "[" + i + "]", seen);
                }
            }
        } else if (original instanceof Collection<?> elements) {
            Iterator<?> copies = ((Collection<?>) copy).iterator();
            int i = 0;
            for (Object element : elements) {
                if (!copies.hasNext()) {
                    break;
                }
                walk(element, copies.next(), path + "[" + i++ + "]", seen);
            }
        } else if (original instanceof Map<?, ?> map) {
            Iterator<?> copies = ((Map<?, ?>) copy).entrySet().iterator();
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (!copies.hasNext()) {
                    break;
                }
                Map.Entry<?, ?> copied = (Map.Entry<?, ?>) copies.next();
                walk(entry.getKey(), copied.getKey(), path + ".key(" + entry.getKey() + ")", seen);
                walk(entry.getValue(), ((Map<?, ?>) copy).get(entry.getKey()), path + "[" + entry.getKey() + "]",
                        seen);
            }
        } else if (original instanceof Optional<?> optional) {
            walk(optional.orElse(null), ((Optional<?>) copy).orElse(null), path + ".get()", seen);
        } else if (original instanceof java.util.Date || original instanceof java.util.BitSet) {
            return; // a mutable JDK value: that the copy is another instance was checked above
        } else {
            for (Field field : instanceFields(original.getClass())) {
                walk(read(field, original), read(field, copy), path + "." + field.getName(), seen);
            }
        }
    }

    private static boolean isValue(Object value) {
        return value instanceof String
                || value instanceof Boolean
                || value instanceof Character
                || value instanceof Byte
                || value instanceof Short
                || value instanceof Integer
                || value instanceof Long
                || value instanceof Float
                || value instanceof Double
                || value instanceof BigDecimal
                || value instanceof BigInteger
                || value instanceof Enum<?>
                || value instanceof UUID
                || value instanceof java.time.ZoneId
                || value instanceof java.util.Currency
                || value instanceof java.util.Locale
                || value instanceof java.net.URI
                || value instanceof java.net.URL
                || value instanceof java.net.InetAddress
                || value instanceof java.util.OptionalInt
                || value instanceof java.util.OptionalLong
                || value instanceof java.util.OptionalDouble
                || value instanceof java.util.regex.Pattern
                || value instanceof TemporalAccessor && value.getClass().getPackageName().equals("java.time")
                || value instanceof TemporalAmount && value.getClass().getPackageName().equals("java.time");
    }

    private static boolean isDeeplyImmutable(Object value, IdentityHashMap<Object, Object> seen) {
        if (value == null || isValue(value) || seen.put(value, value) != null) {
            return true;
        }
        if (value.getClass().isArray() || value instanceof Collection || value instanceof Map) {
            return false;
        }
        if (value instanceof Optional<?> optional) {
            return isDeeplyImmutable(optional.orElse(null), seen);
        }
        for (Field field : instanceFields(value.getClass())) {
            if (!Modifier.isFinal(field.getModifiers()) || !isDeeplyImmutable(read(field, value), seen)) {
                return false;
            }
        }
        return true;
    }

    private static List<Field> instanceFields(Class<?> type) {
        if (DOMAIN_PACKAGES.stream().noneMatch(type.getName()::startsWith)) {
            fail("Unexpected type in a copied value: %s", type.getName());
        }
        List<Field> fields = new ArrayList<>();
        for (Class<?> current = type; current != Object.class; current = current.getSuperclass()) {
            for (Field field : current.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    field.setAccessible(true);
                    fields.add(field);
                }
            }
        }
        return fields;
    }

    private static Object read(Field field, Object instance) {
        try {
            return field.get(instance);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
