// The checks of every line are the same: ../compat-job/verify-line.groovy.
return evaluate(new File(basedir, "../compat-job/verify-line.groovy"))
