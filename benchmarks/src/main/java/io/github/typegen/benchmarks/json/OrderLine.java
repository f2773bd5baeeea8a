package io.github.typegen.benchmarks.json;

import com.dslplatform.json.CompiledJson;

import io.github.typegen.annotations.FlinkType;

/** An element of {@link OrderEvent}'s list. */
@FlinkType(json = true)
@CompiledJson
public class OrderLine {
    public String sku;
    public String title;
    public int quantity;
    public double unitPrice;
}
