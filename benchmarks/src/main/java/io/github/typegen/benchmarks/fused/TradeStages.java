package io.github.typegen.benchmarks.fused;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;

/**
 * Five stages over a POJO, as many jobs chain them: build a trade, price it, drop small ones, add a fee,
 * normalise the symbol. The benchmark runs them once through the generated {@code TradeStagesFused} and once
 * as five chained Flink lambdas.
 */
@Pipeline
public class TradeStages implements Serializable {

    private static final long serialVersionUID = 1L;

    private static final String[] SYMBOLS = {"aapl", "msft", "goog", "amzn", "nvda", "tsla", "meta"};

    @Stage.Map
    public Trade create(Long id) {
        Trade trade = new Trade();
        trade.setId(id);
        trade.setAccount("acct-" + (id % 1_000));
        trade.setSymbol(SYMBOLS[(int) (id % SYMBOLS.length)]);
        trade.setQuantity(1 + id % 500);
        return trade;
    }

    @Stage.Map
    public Trade price(Trade trade) {
        trade.setPrice(100 + (trade.getId() % 97) * 0.25);
        return trade;
    }

    @Stage.Filter
    public boolean isLarge(Trade trade) {
        return trade.getQuantity() * trade.getPrice() >= 1_000;
    }

    @Stage.Map
    public Trade fee(Trade trade) {
        trade.setFee(trade.getQuantity() * trade.getPrice() * 0.0005);
        return trade;
    }

    @Stage.Map
    public Trade normalise(Trade trade) {
        trade.setSymbol(trade.getSymbol().toUpperCase(java.util.Locale.ROOT));
        return trade;
    }
}
