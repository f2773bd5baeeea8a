/** What the code generated for {@code @Pipeline} classes ({@code FooFused}) calls at run time. */
package io.github.typegen.runtime.pipeline;
