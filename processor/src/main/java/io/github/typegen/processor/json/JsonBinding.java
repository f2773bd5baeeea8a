package io.github.typegen.processor.json;

import java.util.List;
import java.util.Map;

import com.squareup.javapoet.ClassName;

import io.github.typegen.format.ValueKind;

import io.github.typegen.processor.model.FieldModel;
import io.github.typegen.processor.model.TypeModel;

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
 */
public record JsonBinding(
        TypeModel model,
        boolean ignoreUnknown,
        List<String> ignoredNames,
        List<Property> properties,
        Map<ClassName, List<String>> enums,
        TypeIds typeIds) {

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
     */
    public record Property(FieldModel field, String name, List<String> aliases, boolean ignored, DateFormat format) {
        public Property {
            aliases = List.copyOf(aliases);
        }
    }

    /**
     * A {@code @JsonFormat(pattern = ..., timezone = ..., locale = ...)}, on a field of the value kind {@code kind};
     * empty strings where the annotation gives none.
     */
    public record DateFormat(ValueKind kind, String pattern, String timeZone, String locale) {}
}
