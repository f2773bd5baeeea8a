package golden;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import io.github.typegen.annotations.FlinkType;

/**
 * Sets and maps: those whose order carries no meaning in a canonical order (by natural order for strings,
 * by bytes for other elements), a LinkedHashSet in insertion order.
 */
@FlinkType
public record Basket(
        Set<String> tags,
        HashMap<String, Integer> counts,
        HashSet<Item> items,
        Map<Item, List<String>> notes,
        LinkedHashSet<String> history) {

    @FlinkType
    public record Item(String sku, int quantity) {}
}
