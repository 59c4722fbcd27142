#include <cstdio>

int main() {
    volatile unsigned long long spins = 0;
    while (true) spins = spins + 1;
}
