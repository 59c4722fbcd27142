// Writes 100 MB to stdout.
#include <cstdio>

int main() {
    static char line[1001];
    for (int i = 0; i < 1000; i++) line[i] = 'x';
    line[1000] = '\n';
    for (int i = 0; i < 100000; i++) fwrite(line, 1, sizeof line, stdout);
}
