package fsa;

/** A subclass whose instances are in the state of Base: PojoSerializer writes them by its name. */
public class Special extends Base {
    public int extra;

    public Special() {}
}
