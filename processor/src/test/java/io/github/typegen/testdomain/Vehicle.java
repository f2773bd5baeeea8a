package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkType;

/** A sealed abstract class with fields of its own, inherited by its permitted subclasses. */
@FlinkType
public abstract sealed class Vehicle permits Vehicle.Car, Vehicle.Bike {
    private String plate;

    public String getPlate() {
        return plate;
    }

    public void setPlate(String plate) {
        this.plate = plate;
    }

    @FlinkType
    public static final class Car extends Vehicle {
        private int seats;

        public int getSeats() {
            return seats;
        }

        public void setSeats(int seats) {
            this.seats = seats;
        }
    }

    @FlinkType
    public static final class Bike extends Vehicle {
        public boolean electric;
        public Money price;
    }
}
