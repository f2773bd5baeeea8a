/** The team's model: every Joda {@code Money} in a {@code @FlinkType} is stored through {@link MoneyConverter}. */
@FlinkConverters(MoneyConverter.class)
package com.example.sensors;

import io.github.typegen.annotations.FlinkConverters;
