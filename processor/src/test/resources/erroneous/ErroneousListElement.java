package erroneous;

import java.util.List;

import io.github.typegen.annotations.FlinkType;

/** A list of a class without a serializer: the error names the field's declared type, then the element type. */
@FlinkType
public class ErroneousListElement {
    public String orderId;
    public List<LineItem> items;

    public static class LineItem {
        public String sku;
    }
}
