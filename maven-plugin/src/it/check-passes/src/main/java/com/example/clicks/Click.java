package com.example.clicks;

import java.time.Instant;
import java.util.UUID;

import io.github.typegen.annotations.FlinkType;

@FlinkType
public record Click(UUID id, String user, String page, Instant at, Referrer referrer) {}
