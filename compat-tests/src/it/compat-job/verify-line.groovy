// Every test of the shared job project, and both steps of the savepoint evolution, ran and passed on this line:
// the check of each ../flink-*/verify.groovy, which evaluates this script with its own basedir.
def pom = new File(basedir, 'pom.xml').text
def flinkVersion = (pom =~ /<flink\.version>([^<]+)<\/flink\.version>/)[0][1]
def line = (flinkVersion =~ /^(\d+\.\d+)\./)[0][1]
// A line that runs the core only leaves out the tests tagged extended (see ../compat-job/pom.xml).
def extended = !pom.contains('<compat.excludedGroups>extended</compat.excludedGroups>')

def tests = ['TransferSerializerTest', 'BalanceSerializerTest', 'StrictJobTest', 'FusedPipelineTest', 'BridgeTest',
             'WovenTypesTest', 'FusedQueryTest', 'evolution.EvolutionV1Test', 'evolution.EvolutionV2Test']
if (extended) {
    tests += ['PeaksPipelineTest', 'ChangelogTest', 'FusedWindowTest']
}
def reports = [:]
tests.each { test ->
    def report = new File(basedir, "target/surefire-reports/TEST-com.example.compat.${test}.xml")
    assert report.isFile(): "${test} did not run, see ${basedir}/build.log"
    def suite = (report.text =~ /<testsuite [^>]*>/)[0]
    def count = { name -> (suite =~ /\b${name}="(\d+)"/)[0][1].toInteger() }
    assert count('tests') > 0 && count('failures') == 0 && count('errors') == 0 && count('skipped') == 0:
            "${test} did not pass, see ${report}"
    reports[test] = report.text
}
// The keyed job and both steps of the evolution on RocksDB as well as on the heap.
[StrictJobTest: 'theKeyedJobRunsOnRocksDB',
 'evolution.EvolutionV1Test': 'aRunningJobOnRocksDBIsStoppedWithASavepointOfVersion1',
 'evolution.EvolutionV2Test': 'theSavepointOfVersion1RestoresWithVersion2OnRocksDB'].each { test, method ->
    assert reports[test].contains("name=\"${method}\"") == extended:
            "${test}.${method} ${extended ? 'did not run' : 'ran on a line that runs the core only'}"
}

// The Maven plugin ran on this line: weave found the thirteen @FlinkType classes of src/main annotated already (the
// processor adds @TypeInfo as javac writes them), and check followed the type extraction of this line's flink-core,
// found on the class path.
def log = new File(basedir, 'build.log').text
assert log.contains('Typegen weave: added @TypeInfo to 0 @FlinkType class(es), 13 already carried it'):
        "javac's build did not annotate the classes, see ${basedir}/build.log"
def checks = log.readLines().findAll { it.contains('Typegen check (Flink ') }
assert checks.size() == 3: "check did not run in each of the three builds, see ${basedir}/build.log"
checks.each { summary ->
    assert summary.contains("Typegen check (Flink ${line}): ") && summary.endsWith(', no Kryo fallback'):
            "check did not follow Flink ${line} or found a Kryo fallback: ${summary}"
}
// typegen-sql on the processor path fused the three queries (FusedQueryTest and FusedWindowTest then compare two
// with this line's runtime).
['Peaks.java:[60,16] [TypegenSqlFused]', 'Quotes.java:[32,16] [TypegenSqlFused]',
 'TickWindows.java:[23,16] [TypegenSqlFused]'].each { note ->
    assert log.contains(note): "the query was not fused (${note}), see ${basedir}/build.log"
}
return true
