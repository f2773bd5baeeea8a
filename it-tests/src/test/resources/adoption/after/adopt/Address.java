package adopt;

import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/** A nested POJO with public fields; also the key type of {@link ByAddressJob}, so it has equals and hashCode. */
@FlinkType
public class Address {

    public String city;
    public int zip;

    public Address() {}

    public Address(String city, int zip) {
        this.city = city;
        this.zip = zip;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Address that && Objects.equals(city, that.city) && zip == that.zip;
    }

    @Override
    public int hashCode() {
        return Objects.hash(city, zip);
    }

    @Override
    public String toString() {
        return "Address[city=" + city + ", zip=" + zip + "]";
    }
}
