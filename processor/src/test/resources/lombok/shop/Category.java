package io.github.typegen.lombokshop;

public enum Category { BOOKS, GAMES, TOOLS }
