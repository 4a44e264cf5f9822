// The judge: a program run as a judge runs it (its input on stdin, its output captured, CPU
// time and peak memory measured, limits enforced, the process group killed at the end), and
// the verdict on what it printed.
// - run.rs: starting a program, its limits and what it used (`Run`), and the tally a signal
//   handler prints when the user interrupts;
// - trace.rs: a child started traced, to read its peak memory at exit (`wait4`'s rusage);
// - verdict.rs: a run judged against a problem's expected output or special judge.
pub mod run;
pub mod trace;
pub mod verdict;
