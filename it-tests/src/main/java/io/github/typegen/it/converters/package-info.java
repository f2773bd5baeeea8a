/**
 * A domain holding a {@code Money} of a library (a stand-in for Joda-Money), a class Typegen does not serialize, written through {@link
 * io.github.typegen.it.converters.MoneyConverter}, registered once for the package.
 */
@FlinkConverters(MoneyConverter.class)
package io.github.typegen.it.converters;

import io.github.typegen.annotations.FlinkConverters;
