package io.github.typegen.processor.json;

import java.util.List;
import java.util.Map;

import com.squareup.javapoet.ClassName;

import io.github.typegen.format.ValueKind;

import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.TypeModel;
import io.github.typegen.processor.model.TypeNode;

/**
 * How one {@code @FlinkType} reads and writes as JSON, from its Jackson annotations (read by name): what the JSON
 * codec writer needs beyond the {@link TypeModel}. Checked when built: every property's type has a JSON form, and the
 * names are unique.
 *
 * @param model the class
 * @param ignoreUnknown whether a field the class does not have is skipped ({@code
 *     @JsonIgnoreProperties(ignoreUnknown = true)}) rather than an error, as Jackson's default
 *     {@code FAIL_ON_UNKNOWN_PROPERTIES} makes it
 * @param ignoredNames JSON names skipped when read: {@code @JsonIgnoreProperties({"a", "b"})}
 * @param properties one per serialized field, in field order
 * @param enums the JSON names of the constants of each enum the properties hold, by enum class
 * @param typeIds for a sealed type, its type property and the type id of each permitted subtype; null otherwise
 * @param creator the {@code @JsonCreator} the object's properties are read into, or null to build the class as its
 *     serializer does
 * @param value the class's {@code @JsonValue}, when it is written as that one value rather than as an object; null
 *     otherwise
 */
public record JsonBinding(
        TypeModel model,
        boolean ignoreUnknown,
        List<String> ignoredNames,
        List<Property> properties,
        Map<ClassName, List<String>> enums,
        TypeIds typeIds,
        Creator creator,
        ValueForm value) {

    /** The binding of a sealed type. */
    public static JsonBinding sealed(TypeModel model, TypeIds typeIds) {
        return new JsonBinding(model, false, List.of(), List.of(), Map.of(), typeIds, null, null);
    }

    public JsonBinding {
        ignoredNames = List.copyOf(ignoredNames);
        properties = List.copyOf(properties);
        enums = Map.copyOf(enums);
    }

    /**
     * How a sealed type names its subtypes in JSON ({@code @JsonTypeInfo(use = NAME)}): the property written first in
     * each object, and its value for each permitted subtype, in the order of {@link TypeModel#subtypes()}.
     */
    public record TypeIds(String property, List<String> ids) {
        public TypeIds {
            ids = List.copyOf(ids);
        }
    }

    /**
     * One field as a JSON property.
     *
     * @param field the field
     * @param name its JSON name: {@code @JsonProperty}'s value, else the field name
     * @param aliases other names it is read by ({@code @JsonAlias})
     * @param ignored whether it is neither written nor read ({@code @JsonIgnore}): its name is skipped when read,
     *     and the field keeps its default
     * @param format the {@code @JsonFormat} of a date or time field, or null
     * @param include which values are written ({@code @JsonInclude} on the field, else on the class)
     * @param nestedValue the {@code @JsonValue} of the field's class when that class is written as one value (what
     *     {@code NON_EMPTY} tests, as Jackson does); null otherwise
     */
    public record Property(FieldModel field, String name, List<String> aliases, boolean ignored, DateFormat format,
            Include include, ValueForm nestedValue) {
        public Property {
            aliases = List.copyOf(aliases);
        }
    }

    /**
     * Which values of a property are written, as {@code @JsonInclude} says; the others are left out of the object.
     * Under Flink's mapper ({@code Jdk8Module} with absents as nulls) an empty {@code Optional} counts as null.
     */
    public enum Include {
        /** Every value, nulls included: Jackson's default. */
        ALWAYS,
        /** All but null (and an empty {@code Optional}). */
        NON_NULL,
        /** All but null and an empty {@code Optional}. */
        NON_ABSENT,
        /**
         * All but null, an empty {@code Optional}, and what Jackson's serializers call empty: {@code ""}, an empty
         * array, collection or map, and the UUID of zeros.
         */
        NON_EMPTY
    }

    /**
     * A {@code @JsonCreator} with properties: a constructor or static factory whose parameters are named by {@code
     * @JsonProperty}.
     *
     * @param factory the static factory method's name; null for a constructor
     * @param arguments the property each parameter takes, in parameter order
     */
    public record Creator(String factory, List<Property> arguments) {
        public Creator {
            arguments = List.copyOf(arguments);
        }
    }

    /**
     * A class written as one value: {@code @JsonValue} on a method (or field), read back through a delegating
     * {@code @JsonCreator} taking a value of the same type.
     *
     * @param access the expression reading the value off {@code value}: {@code value.code()}
     * @param node the type of the value
     * @param factory the creator's static factory method's name; null for a constructor
     */
    public record ValueForm(String access, TypeNode node, String factory) {}

    /**
     * A {@code @JsonFormat(pattern = ..., timezone = ..., locale = ...)}, on a field of the value kind {@code kind};
     * empty strings where the annotation gives none.
     */
    public record DateFormat(ValueKind kind, String pattern, String timeZone, String locale) {}
}
