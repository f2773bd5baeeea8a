package io.github.typegen.maven.check;

/** Why Flink's type extraction hands a type to Kryo: one constant per branch of {@code TypeExtractor} that does. */
enum Reason {
    OBJECT("always serialized with Kryo by Flink"),
    CLASS("always serialized with Kryo by Flink"),
    RECURSIVE("recursive: it contains itself through its fields, and Flink's POJO analysis hands recursive types to"
            + " Kryo"),
    INTERFACE("an interface: Flink cannot know its implementations"),
    COLLECTION_ARGUMENTS("a collection Flink 2.x does not analyse: it analyses List, Set and Map only when every type"
            + " argument is a plain class (not a parameterized type, type variable or wildcard, nor missing)"),
    COLLECTION_BEFORE_2_0("a collection interface: Flink 1.20 serializes List, Set and Map with Kryo (Flink 2.0 added"
            + " serializers for them)"),
    COLLECTION_IMPLEMENTATION("a collection class: Flink recognises only the List, Set and Map interfaces, and cannot"
            + " analyse this class as a POJO"),
    NOT_PUBLIC("not a Flink POJO: the class is not public"),
    NO_FIELDS("not a Flink POJO: it has no non-static, non-transient field"),
    FIELD_NOT_ACCESSIBLE("not a Flink POJO: field '%s' is not public and has no public getter and setter"),
    /** The branch of {@link #FIELD_NOT_ACCESSIBLE} where the field is final: no setter can be the fix. */
    FINAL_FIELD("not a Flink POJO: field '%s' is final and not public, and Flink's POJOs are built by setting each"
            + " field after a no-argument constructor"),
    DUPLICATE_FIELD("not a Flink POJO: field '%s' is declared in it and in a superclass"),
    CUSTOM_SERIALIZATION("not a Flink POJO: it declares readObject or writeObject"),
    NO_DEFAULT_CONSTRUCTOR("not a Flink POJO: it has no no-argument constructor"),
    NON_PUBLIC_DEFAULT_CONSTRUCTOR("not a Flink POJO: its no-argument constructor is not public"),
    UNRESOLVED_TYPE_VARIABLE("a type variable Flink cannot resolve from this use"),
    UNANALYSABLE("a type Flink cannot analyse here (%s)"),
    EXPLICIT_GENERIC("handed to Kryo explicitly by Types.GENERIC");

    private final String template;

    Reason(String template) {
        this.template = template;
    }

    /** The explanation, with the detail (a field or variable name) filled in. */
    String explain(String detail) {
        return template.contains("%s") ? String.format(template, detail) : template;
    }
}
