// Two builds: package (weave, check, serialization-config), then process-classes again on the woven classes.
def log = new File(basedir, 'build.log').text

assert log.contains('BUILD SUCCESS')
assert !log.contains('[TypegenKryoFallback]')
assert log =~ /Typegen check \(Flink 2\.3\): \d+ class\(es\), \d+ use\(s\) of types with Flink, no Kryo fallback/

// The first build wove both @FlinkType classes; the second found them woven and rewrote nothing.
assert log.contains('Typegen weave: added @TypeInfo to 2 @FlinkType class(es), 0 already carried it')
assert log.contains('Typegen weave: added @TypeInfo to 0 @FlinkType class(es), 2 already carried it')

// The serialization-config file names the generated factory of each @FlinkType class.
def config = new File(basedir, 'target/typegen/serialization-config.yaml')
assert config.isFile()
def entries = config.readLines().findAll { !it.startsWith('#') }
assert entries == [
        'pipeline.serialization-config:',
        '  - com.example.clicks.Click: {type: typeinfo, class: com.example.clicks.ClickTypeInfoFactory}',
        '  - com.example.clicks.Referrer: {type: typeinfo, class: com.example.clicks.ReferrerTypeInfoFactory}',
]
return true
