// Every test of the shared job project, and both steps of the savepoint evolution, ran and passed on this line:
// the check of each ../flink-*/verify.groovy, which evaluates this script with its own basedir.
['TransferSerializerTest', 'BalanceSerializerTest', 'StrictJobTest', 'FusedPipelineTest', 'BridgeTest',
 'evolution.EvolutionV1Test', 'evolution.EvolutionV2Test'].each { test ->
    def report = new File(basedir, "target/surefire-reports/TEST-com.example.compat.${test}.xml")
    assert report.isFile(): "${test} did not run, see ${basedir}/build.log"
    def suite = (report.text =~ /<testsuite [^>]*>/)[0]
    def count = { name -> (suite =~ /\b${name}="(\d+)"/)[0][1].toInteger() }
    assert count('tests') > 0 && count('failures') == 0 && count('errors') == 0 && count('skipped') == 0:
            "${test} did not pass, see ${report}"
}
return true
