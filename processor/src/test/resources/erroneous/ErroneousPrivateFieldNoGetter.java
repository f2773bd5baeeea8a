package erroneous;

import io.github.typegen.annotations.FlinkType;

/** A private field with neither getter nor setter. */
@FlinkType
public class ErroneousPrivateFieldNoGetter {
    public String name;
    private int secret;

    public void setSecret(int secret) {
        this.secret = secret;
    }

    @Override
    public String toString() {
        return name + secret;
    }
}
