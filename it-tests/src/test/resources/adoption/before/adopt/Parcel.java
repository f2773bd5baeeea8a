package adopt;

import java.util.UUID;

/** A POJO with fields Flink cannot analyse: unannotated, its UUID and Money go to Kryo inside its PojoSerializer. */
public class Parcel {

    private String id;
    private UUID tracking;
    private Money price;
    private int items;

    public Parcel() {}

    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public UUID getTracking() {
        return tracking;
    }

    public void setTracking(UUID tracking) {
        this.tracking = tracking;
    }

    public Money getPrice() {
        return price;
    }

    public void setPrice(Money price) {
        this.price = price;
    }

    public int getItems() {
        return items;
    }

    public void setItems(int items) {
        this.items = items;
    }

    @Override
    public String toString() {
        return "Parcel[id=" + id + ", tracking=" + tracking + ", price=" + price + ", items=" + items + "]";
    }
}
