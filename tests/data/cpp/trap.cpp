// Reads n and writes far outside its array: an out-of-bounds access.
#include <cstdio>

int table[16];

int main() {
    int n = 0;
    if (scanf("%d", &n) != 1) n = 1;
    volatile int *far = table + 400000000 * n;
    *far = n;
    printf("%d\n", table[0]);
}
