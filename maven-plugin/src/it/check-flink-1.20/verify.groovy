// Two builds of the same classes: by Flink 1.20's rules (found on the class path), then by 2.3's (configured).
def log = new File(basedir, 'build.log').text

assert log.contains('BUILD SUCCESS')

// Flink 1.20: the List field of Reading goes to Kryo.
assert log.contains('[WARNING] [TypegenKryoFallback] com.example.readings.Reading would be serialized with Kryo'
        + ' (GenericTypeInfo): through field \'values\' (java.util.List<Double>) of com.example.readings.Reading:'
        + ' java.util.List<Double> is a collection interface: Flink 1.20 serializes List, Set and Map with Kryo')
assert log.contains('Fix: Annotate com.example.readings.Reading with @FlinkType: Typegen serializes'
        + ' java.util.List<Double> directly.')
assert log =~ /Typegen check \(Flink 1\.20\): 2 class\(es\), \d+ use\(s\) of types with Flink: 1 type\(s\) would be serialized with Kryo/

// Flink 2.3, set by flinkVersion: nothing to report.
assert log =~ /Typegen check \(Flink 2\.3\): 2 class\(es\), \d+ use\(s\) of types with Flink, no Kryo fallback/
assert (log =~ /\[TypegenKryoFallback\]/).count == 1
return true
