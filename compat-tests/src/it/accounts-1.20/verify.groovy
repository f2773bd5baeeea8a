// Every step ran and passed: round 1 on stock Flink 1.20.3, the adoption on Flink 1.20.3, the restore on Flink 2.3.0.
// Each build has its own directory, target/flink-<version>-<classes>.
[['flink-1.20.3-before', 'StockAccountsOnFlink120Test'], ['flink-1.20.3-after', 'AdoptAccountsOnFlink120Test'],
 ['flink-2.', 'RestoreAccountsOnFlink23Test']].each { build, test ->
    def directory = new File(basedir, 'target').listFiles().find { it.name.startsWith(build) }
    assert directory != null: "no build ${build}, see ${basedir}/build.log"
    def report = new File(directory, "surefire-reports/TEST-io.github.typegen.it.accounts.${test}.xml")
    assert report.isFile(): "${test} did not run, see ${basedir}/build.log"
    def suite = (report.text =~ /<testsuite [^>]*>/)[0]
    def count = { name -> (suite =~ /\b${name}="(\d+)"/)[0][1].toInteger() }
    assert count('tests') > 0 && count('failures') == 0 && count('errors') == 0 && count('skipped') == 0:
            "${test} did not pass, see ${report}"
}
return true
