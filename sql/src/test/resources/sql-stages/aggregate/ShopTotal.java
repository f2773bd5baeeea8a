package aggregate;

import io.github.typegen.annotations.FlinkType;

/** One shop's aggregate. */
@FlinkType
public record ShopTotal(String shop, Long total) {}
