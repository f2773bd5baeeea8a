package golden;

import io.github.typegen.annotations.FlinkType;

/** A sealed interface with two record subtypes: a tag, then the subtype's own layout. */
@FlinkType
public sealed interface Event permits Event.Click, Event.Scroll {

    @FlinkType
    record Click(String target, int x, int y) implements Event {}

    @FlinkType
    record Scroll(String target, double delta) implements Event {}
}
