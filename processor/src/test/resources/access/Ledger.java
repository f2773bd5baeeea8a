package access;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import io.github.typegen.annotations.FlinkType;

/**
 * A package-private mutable POJO: a package-private field, a protected field inherited from a package-private
 * superclass, and a private field with package-private accessors. Generated code lives in the same package.
 */
@FlinkType
class Ledger extends LedgerBase {
    long total;
    private String owner;
    List<Stamp> stamps;

    Ledger() {}

    String getOwner() {
        return owner;
    }

    void setOwner(String owner) {
        this.owner = owner;
    }

    static Ledger sample() {
        Ledger ledger = new Ledger();
        ledger.revision = 4;
        ledger.total = -17;
        ledger.setOwner("owner");
        ledger.stamps = new ArrayList<>(List.of(new Stamp("paid", 2), new Stamp(null, 0)));
        return ledger;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ledger other && revision == other.revision && total == other.total
                && Objects.equals(owner, other.owner) && Objects.equals(stamps, other.stamps);
    }

    @Override
    public int hashCode() {
        return Objects.hash(revision, total, owner, stamps);
    }

    @Override
    public String toString() {
        return "Ledger[" + revision + ", " + total + ", " + owner + ", " + stamps + "]";
    }
}

class LedgerBase {
    protected int revision;
}
