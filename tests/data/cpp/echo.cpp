// Sums the numbers of its input; says its argv[0].
#include <cstdio>
#include <iostream>
#include <string>

int main(int argc, char **argv) {
    std::ios::sync_with_stdio(false);
    long long sum = 0, x;
    while (std::cin >> x) sum += x;
    std::cout << sum << ' ' << argc << ' ' << argv[0] << '\n';
    std::cerr << "to stderr\n";
}
