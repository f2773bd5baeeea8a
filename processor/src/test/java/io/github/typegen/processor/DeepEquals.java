package io.github.typegen.processor;

import static org.assertj.core.api.Assertions.fail;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.net.URL;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

import org.apache.flink.api.java.tuple.Tuple;

/**
 * Field-by-field equality of two values of the test domain, exact where AssertJ's recursive comparison is not
 * (it compares doubles with a tolerance and fails on NaN) and fast on large values: the same class at every
 * node (so a {@code HashSet} field must come back as a {@code HashSet}), {@code equals} on JDK values (so
 * {@code -0.0} differs from {@code 0.0}, {@code NaN} equals {@code NaN}), arrays and lists element by
 * element, Flink tuples field by field, sets and maps with the same elements and keys, in the same order where the class keeps one.
 * A set or map held by a field declared {@code Set}, {@code HashSet}, {@code Map} or {@code HashMap} is compared
 * without order, whatever its class: those are written in a canonical order, not in their iteration order.
 */
final class DeepEquals {

    private static final String DOMAIN_PACKAGES = "io.github.typegen.";

    private DeepEquals() {}

    static void assertDeepEquals(Object actual, Object expected) {
        compare(actual, expected, "value", null);
    }

    /** @param declared the type the field or type argument holding the values declares, or null if unknown */
    private static void compare(Object actual, Object expected, String path, Type declared) {
        if (actual == null || expected == null) {
            if (actual != expected) {
                fail("%s: expected %s but was %s", path, describe(expected), describe(actual));
            }
            return;
        }
        if (actual.getClass() != expected.getClass()) {
            fail("%s: expected a %s but was a %s", path, expected.getClass().getName(), actual.getClass().getName());
        }
        Class<?> type = actual.getClass();
        if (type.isArray()) {
            int length = Array.getLength(expected);
            if (Array.getLength(actual) != length) {
                fail("%s: expected %s elements but was %s", path, length, Array.getLength(actual));
            }
            Type component = declared instanceof GenericArrayType array ? array.getGenericComponentType()
                    : declared instanceof Class<?> arrayClass ? arrayClass.getComponentType() : null;
            for (int i = 0; i < length; i++) {
                compare(Array.get(actual, i), Array.get(expected, i), path + "[" + i + "]", component);
            }
        } else if (actual instanceof List<?> list) {
            compareInOrder(list, (List<?>) expected, path, argument(declared, 0));
        } else if (actual instanceof Set<?> set) {
            if (set.size() != ((Set<?>) expected).size()) {
                fail("%s: expected %s elements but was %s", path, ((Set<?>) expected).size(), set.size());
            }
            if ((set instanceof java.util.LinkedHashSet || set instanceof java.util.SortedSet)
                    && !writtenInCanonicalOrder(declared)) {
                compareInOrder(set, (Set<?>) expected, path, argument(declared, 0));
            } else if (!set.equals(expected)) {
                fail("%s: expected %s but was %s", path, expected, actual);
            }
        } else if (actual instanceof Collection<?> collection) {
            compareInOrder(collection, (Collection<?>) expected, path, argument(declared, 0));
        } else if (actual instanceof Map<?, ?> map) {
            Map<?, ?> expectedMap = (Map<?, ?>) expected;
            if ((map instanceof LinkedHashMap || map instanceof java.util.SortedMap || map instanceof java.util.EnumMap)
                    && !writtenInCanonicalOrder(declared)) {
                compareInOrder(map.keySet(), expectedMap.keySet(), path + ".keySet()", argument(declared, 0));
            } else if (!map.keySet().equals(expectedMap.keySet())) {
                fail("%s: expected keys %s but was %s", path, expectedMap.keySet(), map.keySet());
            }
            for (Object key : expectedMap.keySet()) {
                compare(map.get(key), expectedMap.get(key), path + "[" + key + "]", argument(declared, 1));
            }
        } else if (actual instanceof Optional<?> optional) {
            compare(optional.orElse(null), ((Optional<?>) expected).orElse(null), path + ".get()",
                    argument(declared, 0));
        } else if (actual instanceof Tuple tuple) {
            Tuple expectedTuple = (Tuple) expected;
            for (int i = 0; i < tuple.getArity(); i++) {
                compare(tuple.getField(i), expectedTuple.getField(i), path + ".f" + i, argument(declared, i));
            }
        } else if (type.getName().startsWith(DOMAIN_PACKAGES) && !type.isEnum()
                && !(type.getSuperclass() != null && type.getSuperclass().isEnum())) {
            for (Class<?> current = type; current != Object.class; current = current.getSuperclass()) {
                for (Field field : current.getDeclaredFields()) {
                    if (!Modifier.isStatic(field.getModifiers()) && !Modifier.isTransient(field.getModifiers())) {
                        field.setAccessible(true);
                        compare(read(field, actual), read(field, expected), path + "." + field.getName(),
                                field.getGenericType());
                    }
                }
            }
        } else if (actual instanceof Pattern pattern) {
            // a Pattern has no equals: the same text and flags
            Pattern expectedPattern = (Pattern) expected;
            if (!pattern.pattern().equals(expectedPattern.pattern()) || pattern.flags() != expectedPattern.flags()) {
                fail("%s: expected /%s/ with flags %s but was /%s/ with flags %s", path, expectedPattern.pattern(),
                        expectedPattern.flags(), pattern.pattern(), pattern.flags());
            }
        } else if (actual instanceof URL url) {
            // URL.equals asks a name service for the hosts: the same text
            if (!url.toExternalForm().equals(((URL) expected).toExternalForm())) {
                fail("%s: expected %s but was %s", path, expected, actual);
            }
        } else if (!actual.equals(expected)) {
            fail("%s: expected %s but was %s", path, describe(expected), describe(actual));
        }
    }

    /** Whether a field or type argument of this type is written in a canonical order, not in iteration order. */
    private static boolean writtenInCanonicalOrder(Type declared) {
        Type raw = declared instanceof ParameterizedType parameterized ? parameterized.getRawType() : declared;
        return raw == Set.class || raw == java.util.HashSet.class || raw == Map.class || raw == java.util.HashMap.class;
    }

    /** Type argument {@code index} of {@code declared}, or null when it has none. */
    private static Type argument(Type declared, int index) {
        if (declared instanceof ParameterizedType parameterized && index < parameterized.getActualTypeArguments().length) {
            return parameterized.getActualTypeArguments()[index];
        }
        return null;
    }

    private static void compareInOrder(Collection<?> actual, Collection<?> expected, String path, Type elementType) {
        if (actual.size() != expected.size()) {
            fail("%s: expected %s elements but was %s", path, expected.size(), actual.size());
        }
        Iterator<?> expectedElements = expected.iterator();
        int i = 0;
        for (Object element : actual) {
            compare(element, expectedElements.next(), path + "[" + i++ + "]", elementType);
        }
    }

    private static String describe(Object value) {
        String text = Objects.toString(value);
        return text.length() > 200 ? text.substring(0, 200) + "..." : text;
    }

    private static Object read(Field field, Object instance) {
        try {
            return field.get(instance);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }
}
