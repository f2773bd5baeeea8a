package com.example.clicks;

/** Not a POJO; this project lists it in the check's allow list (say a serializer is registered for it elsewhere). */
public final class LegacyGeo {
    private final String country;

    public LegacyGeo(String country) {
        this.country = country;
    }

    public String country() {
        return country;
    }
}
