// The check goal failed the build, naming each offending type, the class and member using it, and the fix.
def log = new File(basedir, 'build.log').text

assert log.contains('BUILD FAILURE')
assert log.contains('Failed to execute goal io.github.typegen:typegen-maven-plugin:')
assert log.contains(':check (default) on project check-fails')

// Sensor: not a POJO, used as a local variable's DataStream<Sensor>, as the input of Detect, and by a method reference.
assert log.contains('[TypegenKryoFallback] com.example.sensors.Sensor would be serialized with Kryo (GenericTypeInfo):'
        + ' com.example.sensors.Sensor is not a Flink POJO: field \'id\' is final and not public, and Flink\'s POJOs are'
        + ' built by setting each field after a no-argument constructor.')
// an immutable class: the fix is the annotation, never setters
assert log.contains('Fix: Annotate com.example.sensors.Sensor with @FlinkType, so that Typegen generates its serializer'
        + ' and the weave goal attaches it. Typegen serializes immutable classes as they are')
assert !log.contains('make it a Flink POJO')
assert log =~ /com\.example\.sensors\.AlertJob\.main\(String\[\]\) \(AlertJob\.java:13\): type argument T of local variable 'sensors' of type DataStream<com\.example\.sensors\.Sensor>/
assert log.contains('com.example.sensors.Detect (Detect.java): type argument I of its supertype'
        + ' KeyedProcessFunction<String, com.example.sensors.Sensor, com.example.sensors.Alert>')
assert log =~ /AlertJob\.main\(String\[\]\) \(AlertJob\.java:14\): method reference implementing KeySelector, type argument IN = com\.example\.sensors\.Sensor/

// Alert: a POJO with an Object field, the output of Detect.
assert log.contains('[TypegenKryoFallback] com.example.sensors.Alert would be serialized with Kryo (GenericTypeInfo):'
        + ' through field \'details\' (Object) of com.example.sensors.Alert: Object is always serialized with Kryo by Flink.')
assert log.contains('Fix: Declare field \'details\' of com.example.sensors.Alert with a concrete type.')
assert log.contains('com.example.sensors.Detect (Detect.java): type argument O of its supertype')

// Nothing else: Site is @FlinkType, Double and String are basic types.
assert !log.contains('com.example.sensors.Site would be serialized')
assert (log =~ /\[ERROR\] \[TypegenKryoFallback\]/).count == 2

// It failed at process-classes, before anything was packaged.
assert !new File(basedir, 'target/check-fails-1.0.jar').exists()
return true
