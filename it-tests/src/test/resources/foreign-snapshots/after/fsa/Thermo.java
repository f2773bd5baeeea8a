package fsa;

import io.github.typegen.annotations.FlinkType;

import java.util.Objects;

/** A POJO with a field written by a serializer of the user's own (Celsius's @TypeInfo). */
@FlinkType
public class Thermo {
    public String room;
    public Celsius temperature;

    public Thermo() {}

    @Override
    public boolean equals(Object o) {
        return o instanceof Thermo t && Objects.equals(room, t.room) && Objects.equals(temperature, t.temperature);
    }

    @Override
    public int hashCode() {
        return Objects.hash(room, temperature);
    }
}
