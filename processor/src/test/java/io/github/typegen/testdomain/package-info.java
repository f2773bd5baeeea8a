/**
 * A domain that uses every field type and shape Typegen supports. The processor tests compile these
 * sources with the processor under {@code -Xlint:all -Werror}, then load the generated serializers and
 * round-trip values of these classes through them. Maven compiles the same sources without the
 * processor, so that tests can build values with plain Java code.
 *
 * <p>Every member generated code touches is public: the generated classes are loaded by their own class
 * loader, so package-private access from them to these classes would fail at run time (see {@code
 * PackageAccessTest} for package-private members).
 *
 * <p>The converters registered here apply to every class of the test domain that holds an {@code Amount} or a
 * {@code Tally}, library classes the domain does not own ({@code io.github.typegen.testlib}).
 */
@FlinkConverters({AmountConverter.class, TallyConverter.class})
package io.github.typegen.testdomain;

import io.github.typegen.annotations.FlinkConverters;
