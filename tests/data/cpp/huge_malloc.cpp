// Asks for 4 GB at once (as much as a 32-bit size can say), when the input says 4.
#include <cstdio>
#include <cstring>

int main() {
    unsigned gigabytes = 0;
    if (scanf("%u", &gigabytes) != 1) return 1;
    unsigned size = 1000000000u * gigabytes;
    char *all = new char[size];
    memset(all, 1, size);
    printf("%p %d\n", (void *)all, all[size / 2]);
}
