// A contest program of about 200 lines, as benchmarks/cpp_compile.py compiles it:
// the usual kit (a disjoint-set union, a lazy segment tree, Dijkstra, a Fenwick
// tree, string hashing, matrix powers) driven by commands read from stdin.
#include <bits/stdc++.h>
using namespace std;

using ll = long long;
const ll MOD = 1'000'000'007LL;
const ll INF = LLONG_MAX / 4;

struct DisjointSets {
    vector<int> parent, size;
    explicit DisjointSets(int n) : parent(n), size(n, 1) { iota(parent.begin(), parent.end(), 0); }
    int find(int x) { return parent[x] == x ? x : parent[x] = find(parent[x]); }
    bool unite(int a, int b) {
        a = find(a), b = find(b);
        if (a == b) return false;
        if (size[a] < size[b]) swap(a, b);
        parent[b] = a;
        size[a] += size[b];
        return true;
    }
};

struct LazySegmentTree {
    int n;
    vector<ll> sum, add;
    explicit LazySegmentTree(int n) : n(n), sum(4 * n), add(4 * n) {}
    void push(int node, int low, int high) {
        if (!add[node]) return;
        int mid = (low + high) / 2;
        apply(2 * node, low, mid, add[node]);
        apply(2 * node + 1, mid + 1, high, add[node]);
        add[node] = 0;
    }
    void apply(int node, int low, int high, ll value) {
        sum[node] += value * (high - low + 1);
        add[node] += value;
    }
    void update(int node, int low, int high, int from, int to, ll value) {
        if (to < low || high < from) return;
        if (from <= low && high <= to) return apply(node, low, high, value);
        push(node, low, high);
        int mid = (low + high) / 2;
        update(2 * node, low, mid, from, to, value);
        update(2 * node + 1, mid + 1, high, from, to, value);
        sum[node] = sum[2 * node] + sum[2 * node + 1];
    }
    ll query(int node, int low, int high, int from, int to) {
        if (to < low || high < from) return 0;
        if (from <= low && high <= to) return sum[node];
        push(node, low, high);
        int mid = (low + high) / 2;
        return query(2 * node, low, mid, from, to) + query(2 * node + 1, mid + 1, high, from, to);
    }
    void update(int from, int to, ll value) { update(1, 0, n - 1, from, to, value); }
    ll query(int from, int to) { return query(1, 0, n - 1, from, to); }
};

struct Fenwick {
    vector<ll> tree;
    explicit Fenwick(int n) : tree(n + 1) {}
    void add(int i, ll value) {
        for (++i; i < (int)tree.size(); i += i & -i) tree[i] += value;
    }
    ll prefix(int i) const {
        ll total = 0;
        for (++i; i > 0; i -= i & -i) total += tree[i];
        return total;
    }
};

vector<ll> dijkstra(const vector<vector<pair<int, ll>>>& graph, int source) {
    vector<ll> distance(graph.size(), INF);
    priority_queue<pair<ll, int>, vector<pair<ll, int>>, greater<>> frontier;
    distance[source] = 0;
    frontier.push({0, source});
    while (!frontier.empty()) {
        auto [d, at] = frontier.top();
        frontier.pop();
        if (d != distance[at]) continue;
        for (auto [next, weight] : graph[at]) {
            if (d + weight < distance[next]) {
                distance[next] = d + weight;
                frontier.push({distance[next], next});
            }
        }
    }
    return distance;
}

using Matrix = array<array<ll, 2>, 2>;

Matrix multiply(const Matrix& a, const Matrix& b) {
    Matrix c{};
    for (int i = 0; i < 2; i++)
        for (int k = 0; k < 2; k++)
            for (int j = 0; j < 2; j++) c[i][j] = (c[i][j] + a[i][k] * b[k][j]) % MOD;
    return c;
}

ll fibonacci(ll n) {
    Matrix result{{{1, 0}, {0, 1}}}, base{{{1, 1}, {1, 0}}};
    for (; n > 0; n >>= 1) {
        if (n & 1) result = multiply(result, base);
        base = multiply(base, base);
    }
    return result[0][1];
}

struct Hasher {
    static constexpr ll BASE = 131;
    vector<ll> prefix, power;
    explicit Hasher(const string& text) : prefix(text.size() + 1), power(text.size() + 1, 1) {
        for (size_t i = 0; i < text.size(); i++) {
            prefix[i + 1] = (prefix[i] * BASE + (unsigned char)text[i]) % MOD;
            power[i + 1] = power[i] * BASE % MOD;
        }
    }
    ll of(int from, int length) const {
        return ((prefix[from + length] - prefix[from] * power[length]) % MOD + MOD) % MOD;
    }
};

int longestRepeat(const string& text) {
    Hasher hasher(text);
    int low = 0, high = (int)text.size() - 1;
    while (low < high) {
        int mid = (low + high + 1) / 2;
        unordered_set<ll> seen;
        bool found = false;
        for (int i = 0; i + mid <= (int)text.size() && !found; i++) found = !seen.insert(hasher.of(i, mid)).second;
        if (found) low = mid;
        else high = mid - 1;
    }
    return low;
}

map<string, int> wordCounts(istream& in, int words) {
    map<string, int> counts;
    string word;
    for (int i = 0; i < words && in >> word; i++) {
        transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return tolower(c); });
        counts[word]++;
    }
    return counts;
}

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    string command;
    while (cin >> command) {
        if (command == "union") {
            int n, m;
            cin >> n >> m;
            DisjointSets sets(n);
            int groups = n;
            for (int i = 0; i < m; i++) {
                int a, b;
                cin >> a >> b;
                groups -= sets.unite(a, b);
            }
            cout << groups << '\n';
        } else if (command == "range") {
            int n, q;
            cin >> n >> q;
            LazySegmentTree tree(n);
            while (q--) {
                int kind, from, to;
                cin >> kind >> from >> to;
                if (kind == 1) {
                    ll value;
                    cin >> value;
                    tree.update(from, to, value);
                } else {
                    cout << tree.query(from, to) << '\n';
                }
            }
        } else if (command == "paths") {
            int n, m;
            cin >> n >> m;
            vector<vector<pair<int, ll>>> graph(n);
            for (int i = 0; i < m; i++) {
                int a, b;
                ll weight;
                cin >> a >> b >> weight;
                graph[a].push_back({b, weight});
                graph[b].push_back({a, weight});
            }
            for (ll d : dijkstra(graph, 0)) cout << (d == INF ? -1 : d) << ' ';
            cout << '\n';
        } else if (command == "inversions") {
            int n;
            cin >> n;
            vector<int> values(n);
            for (int& v : values) cin >> v;
            vector<int> sorted = values;
            sort(sorted.begin(), sorted.end());
            sorted.erase(unique(sorted.begin(), sorted.end()), sorted.end());
            Fenwick seen((int)sorted.size());
            ll inversions = 0;
            for (int i = n - 1; i >= 0; i--) {
                int rank = int(lower_bound(sorted.begin(), sorted.end(), values[i]) - sorted.begin());
                if (rank > 0) inversions += seen.prefix(rank - 1);
                seen.add(rank, 1);
            }
            cout << inversions << '\n';
        } else if (command == "fib") {
            ll n;
            cin >> n;
            cout << fibonacci(n) << '\n';
        } else if (command == "repeat") {
            string text;
            cin >> text;
            cout << longestRepeat(text) << '\n';
        } else if (command == "words") {
            int n;
            cin >> n;
            for (auto& [word, count] : wordCounts(cin, n)) cout << word << ' ' << count << '\n';
        } else {
            cout << fixed << setprecision(3) << "unknown " << command << ' ' << sqrt(2.0) << '\n';
        }
    }
}
