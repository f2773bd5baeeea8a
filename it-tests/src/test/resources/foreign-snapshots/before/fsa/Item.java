package fsa;

import java.util.Objects;

/** A POJO nested in another, with getters and setters. */
public class Item {
    private String sku;
    private int quantity;

    public Item() {}

    public Item(String sku, int quantity) {
        this.sku = sku;
        this.quantity = quantity;
    }

    public String getSku() {
        return sku;
    }

    public void setSku(String sku) {
        this.sku = sku;
    }

    public int getQuantity() {
        return quantity;
    }

    public void setQuantity(int quantity) {
        this.quantity = quantity;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Item i && Objects.equals(sku, i.sku) && quantity == i.quantity;
    }

    @Override
    public int hashCode() {
        return Objects.hash(sku, quantity);
    }

    @Override
    public String toString() {
        return "Item{" + sku + " x" + quantity + "}";
    }
}
