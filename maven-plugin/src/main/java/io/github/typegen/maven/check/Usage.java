package io.github.typegen.maven.check;

/**
 * One place where a project class hands a type to Flink.
 *
 * @param className the class, by binary name
 * @param member the method or field, e.g. {@code main(String[])} or {@code field 'state'}; empty for the class
 *     declaration itself
 * @param location the source position, e.g. {@code (Job.java:31)}, or empty
 * @param description what the use is, e.g. {@code local variable 'events' of type DataStream<com.example.Event>}
 * @param type the data type Flink's type extraction gets
 * @param explicitKryo whether the use asks for Kryo itself ({@code Types.GENERIC(Foo.class)})
 */
record Usage(String className, String member, String location, String description, JavaType type,
        boolean explicitKryo) {

    /** Where, in one line: {@code com.example.Job.main(String[]) (Job.java:31): local variable 'events' ...}. */
    String site() {
        String where = member.isEmpty() ? className : className + "." + member;
        return where + (location.isEmpty() ? "" : " " + location) + ": " + description;
    }
}
