package com.example.lombok;

import io.github.typegen.annotations.FlinkType;
import lombok.EqualsAndHashCode;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;
import lombok.experimental.Accessors;

@FlinkType
@EqualsAndHashCode
@Getter
@Setter
@NoArgsConstructor
@Accessors(chain = true)
public class Settings {
    private String locale;
    private boolean notify;
}
