/**
 * The serialized form of Typegen's generated serializers and the names of generated classes, defined once.
 *
 * <p>The annotation processor writes code by these definitions, the runtime reads old state and checks
 * compatibility by them ({@code Layout}, {@code LayoutTranscoder}), and the Maven plugin finds generated
 * classes by {@link io.github.typegen.format.GeneratedClass}. The byte-level format is described in {@code
 * docs/serialized-format.md}.
 *
 * <p>The order of the constants of {@link io.github.typegen.format.NodeKind}, {@link
 * io.github.typegen.format.PrimitiveKind}, {@link io.github.typegen.format.ValueKind}, {@link
 * io.github.typegen.format.CollectionKind}, {@link io.github.typegen.format.MapKind} and {@link
 * io.github.typegen.format.Shape} is part of the snapshot format: snapshots store ordinals (a node's tag is
 * the ordinal of its {@code NodeKind}). Append only.
 */
package io.github.typegen.format;
