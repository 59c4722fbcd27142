// Recursion n calls deep (n from the input), each call keeping a little on the stack.
#include <cstdio>

int depth(int n, volatile int *above) {
    volatile int here[4] = {n, n, n, n};
    if (n == 0) return *above;
    return depth(n - 1, here) + here[1] - n + 1;
}

int main() {
    int n = 0;
    if (scanf("%d", &n) != 1) return 1;
    int top = 0;
    printf("%d\n", depth(n, &top) + n);
}
