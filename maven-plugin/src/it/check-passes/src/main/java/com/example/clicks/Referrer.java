package com.example.clicks;

import java.net.URI;

import io.github.typegen.annotations.FlinkType;

/** Immutable: Flink alone would use Kryo; @FlinkType gives it a generated serializer. */
@FlinkType
public final class Referrer {
    private final String host;
    private final String campaign;

    public Referrer(String host, String campaign) {
        this.host = host;
        this.campaign = campaign;
    }

    public static Referrer of(URI uri) {
        return new Referrer(uri.getHost(), uri.getQuery());
    }

    public String getHost() {
        return host;
    }

    public String getCampaign() {
        return campaign;
    }
}
