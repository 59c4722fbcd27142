// A 32 MB array on the stack, as contest programs declare them in main.
#include <cstdio>
#include <cstring>

int main() {
    char grid[32 << 20];
    memset(grid, 1, sizeof grid);
    long sum = 0;
    for (int i = 0; i < (int)sizeof grid; i += 4096) sum += grid[i];
    printf("%ld\n", sum);
}
