#include <cstdio>
#include <cstdlib>

int main() {
    printf("before\n");
    fflush(stdout);
    abort();
}
