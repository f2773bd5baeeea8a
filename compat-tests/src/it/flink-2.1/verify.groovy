// Every test of the shared job project ran and passed on this Flink line.
def log = new File(basedir, 'build.log').text
['TransferSerializerTest', 'BalanceSerializerTest', 'StrictJobTest', 'FusedPipelineTest', 'BridgeTest'].each { test ->
    def passed = log =~ /Tests run: [1-9]\d*, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: .* -+ in com\.example\.compat\.${test}/
    assert passed.find(): "${test} did not pass, see ${basedir}/build.log"
}
assert log.contains('BUILD SUCCESS')
return true
