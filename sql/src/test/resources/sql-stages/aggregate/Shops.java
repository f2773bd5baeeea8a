package aggregate;

import java.io.Serializable;

import io.github.typegen.annotations.Pipeline;
import io.github.typegen.annotations.Stage;
import io.github.typegen.runtime.table.Change;

/** Aggregations of purchases: which are written as keyed operators, which stay on the Table runtime and why. */
public final class Shops {

    private Shops() {}

    @Pipeline
    public static class Counted implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT shop, COUNT(*) FILTER (WHERE price > 1) + COUNT(DISTINCT price) AS total FROM input"
                + " GROUP BY shop")
        Change<ShopTotal> count(Purchase purchase) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    @Pipeline
    public static class Distinct implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT shop, SUM(DISTINCT amount) AS total FROM input GROUP BY shop")
        Change<ShopTotal> count(Purchase purchase) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }

    @Pipeline
    public static class LowestShop implements Serializable {
        private static final long serialVersionUID = 1L;

        @Stage.Sql("SELECT MIN(shop) AS shop, SUM(amount) AS total FROM input GROUP BY amount")
        Change<ShopTotal> lowest(Purchase purchase) {
            throw new UnsupportedOperationException("runs as SQL");
        }
    }
}
