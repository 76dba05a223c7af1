/**
 * Preloaded into the server processes that tests and the load test start (`--import`): when the test
 * process goes away, however it ended (a crash, a kill, Ctrl-C), its end of this process's stdin
 * closes, and the sandbox stops itself the usual way instead of living on holding its ports.
 */
process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
