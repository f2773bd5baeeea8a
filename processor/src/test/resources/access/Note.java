package access;

import io.github.typegen.annotations.FlinkType;

/** A package-private record nesting the other package-private types. */
@FlinkType
record Note(String text, Ledger ledger, Stamp stamp) {

    static Note sample() {
        return new Note("note", Ledger.sample(), new Stamp("s", 1));
    }
}
