// Keeps growing a vector: past the 256 MB memory limit.
#include <cstdio>
#include <vector>

int main() {
    std::vector<long long> kept;
    for (long long i = 0; i < 100000000; i++) kept.push_back(i);
    printf("%zu\n", kept.size());
}
