// A fresh project, run with the command its README gives for a local run, `mvn process-classes exec:exec`: the job runs
// on a local MiniCluster, on Flink from the compile class path, and prints the hottest reading of each sensor so far.
File projectDir = context.projectDir
assert new File(projectDir, 'README.md').text.contains('mvn process-classes exec:exec')

def log = new File(projectDir, 'build.log').text
assert log.contains('Typegen weave: added @TypeInfo to 0 @FlinkType class(es), 1 already carried it')
assert log.contains('BUILD SUCCESS')

// print() prefixes each line with the subtask's number when the job runs in parallel
def printed = log.readLines()
        .collect { (it =~ /^(?:\d+> )?(SensorReading\[.*\])$/) }
        .findAll { it.matches() }
        .collect { it.group(1) }
assert printed.sort() == [
        'SensorReading[sensorId=attic, timestamp=1000, celsius=18.0]',
        'SensorReading[sensorId=attic, timestamp=1000, celsius=18.0]',
        'SensorReading[sensorId=boiler, timestamp=1000, celsius=61.5]',
        'SensorReading[sensorId=boiler, timestamp=2000, celsius=64.0]',
] : "the job's output: ${printed}"
return true
