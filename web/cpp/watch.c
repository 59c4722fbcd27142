// Linked beside every C and C++ program the page compiles (web/js/compiler-worker.js):
// it sees each sbrk (how malloc, and so new, asks for more memory) and notes one that
// fails, which only an allocation past the memory limit makes (cpp-solution.js reads
// the note after the run: a memory limit, however the program went on after its
// malloc returned NULL). build.py compiles it once, into clang/watch.o.
#include <stdint.h>
void *__real_sbrk(intptr_t increment);
int cardjudge_allocation_failed;
void *__wrap_sbrk(intptr_t increment) {
  void *got = __real_sbrk(increment);
  if (got == (void *)-1) cardjudge_allocation_failed = 1;
  return got;
}
