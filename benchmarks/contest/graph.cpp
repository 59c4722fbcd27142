// A contest-style program: bits/stdc++.h, a getchar reader, global arrays, a
// segment tree, a union-find and Dijkstra, and a long main that answers queries.
#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef pair<ll, int> pli;
#define fi first
#define se second
#define pb push_back
#define all(v) (v).begin(), (v).end()
const int MAXN = 200005;
const ll INF = 0x3f3f3f3f3f3f3f3fLL;
int n, m, q, head[MAXN], nxt[MAXN * 2], to[MAXN * 2], wt[MAXN * 2], ecnt;
int par[MAXN], sz[MAXN], dep[MAXN], up[18][MAXN];
ll dist_[MAXN], tree_[MAXN * 4], lazy_[MAXN * 4];
char name_[MAXN][12], tag[MAXN][25];
bool vis[MAXN];

int gc() {
  static char buf[1 << 16];
  static int len = 0, pos = 0;
  if (pos == len) {
    len = (int)fread(buf, 1, sizeof buf, stdin);
    pos = 0;
    if (len <= 0) return -1;
  }
  return buf[pos++];
}
int rd() {
  int c = gc(), x = 0, s = 1;
  while (c != '-' && (c < '0' || c > '9')) {
    if (c == -1) return 0;
    c = gc();
  }
  if (c == '-') s = -1, c = gc();
  while (c >= '0' && c <= '9') x = x * 10 + c - '0', c = gc();
  return x * s;
}
void addEdge(int u, int v, int w) {
  to[++ecnt] = v, wt[ecnt] = w, nxt[ecnt] = head[u], head[u] = ecnt;
}
int find(int x) { return par[x] == x ? x : par[x] = find(par[x]); }
bool unite(int a, int b) {
  a = find(a), b = find(b);
  if (a == b) return false;
  if (sz[a] < sz[b]) swap(a, b);
  par[b] = a, sz[a] += sz[b];
  return true;
}
void push(int k, int l, int r) {
  if (!lazy_[k]) return;
  int mid = (l + r) / 2;
  tree_[k * 2] += lazy_[k] * (mid - l + 1), lazy_[k * 2] += lazy_[k];
  tree_[k * 2 + 1] += lazy_[k] * (r - mid), lazy_[k * 2 + 1] += lazy_[k];
  lazy_[k] = 0;
}
void update(int k, int l, int r, int a, int b, ll v) {
  if (b < l || r < a) return;
  if (a <= l && r <= b) {
    tree_[k] += v * (r - l + 1), lazy_[k] += v;
    return;
  }
  push(k, l, r);
  int mid = (l + r) / 2;
  update(k * 2, l, mid, a, b, v), update(k * 2 + 1, mid + 1, r, a, b, v);
  tree_[k] = tree_[k * 2] + tree_[k * 2 + 1];
}
ll query(int k, int l, int r, int a, int b) {
  if (b < l || r < a) return 0;
  if (a <= l && r <= b) return tree_[k];
  push(k, l, r);
  int mid = (l + r) / 2;
  return query(k * 2, l, mid, a, b) + query(k * 2 + 1, mid + 1, r, a, b);
}
void dijkstra(int s) {
  fill(dist_, dist_ + n + 1, INF);
  fill(vis, vis + n + 1, false);
  priority_queue<pli, vector<pli>, greater<pli>> pq;
  dist_[s] = 0, pq.push({0, s});
  while (!pq.empty()) {
    int u = pq.top().se;
    pq.pop();
    if (vis[u]) continue;
    vis[u] = true;
    for (int e = head[u]; e; e = nxt[e])
      if (dist_[u] + wt[e] < dist_[to[e]]) dist_[to[e]] = dist_[u] + wt[e], pq.push({dist_[to[e]], to[e]});
  }
}
int lca(int a, int b) {
  if (dep[a] < dep[b]) swap(a, b);
  for (int k = 17; k >= 0; --k)
    if (dep[a] - (1 << k) >= dep[b]) a = up[k][a];
  if (a == b) return a;
  for (int k = 17; k >= 0; --k)
    if (up[k][a] != up[k][b]) a = up[k][a], b = up[k][b];
  return up[0][a];
}
int main() {
  n = rd(), m = rd(), q = rd();
  for (int i = 1; i <= n; ++i) par[i] = i, sz[i] = 1;
  vector<array<int, 3>> edges;
  for (int i = 0; i < m; ++i) {
    int u = rd() % n + 1, v = rd() % n + 1, w = rd();
    edges.pb({w, u, v});
  }
  sort(all(edges));
  ll mst = 0;
  for (auto &e : edges)
    if (unite(e[1], e[2])) mst += e[0], addEdge(e[1], e[2], e[0]), addEdge(e[2], e[1], e[0]);
  // depths and ancestors by an explicit stack (no recursion on a long path)
  vector<int> stk;
  for (int r = 1; r <= n; ++r) {
    if (find(r) != r) continue;
    stk.pb(r), up[0][r] = r, dep[r] = 0;
    while (!stk.empty()) {
      int u = stk.back();
      stk.pop_back();
      for (int e = head[u]; e; e = nxt[e]) {
        int v = to[e];
        if (v == up[0][u] || (up[0][v] && v != r)) continue;
        up[0][v] = u, dep[v] = dep[u] + 1, stk.pb(v);
      }
    }
  }
  for (int k = 1; k < 18; ++k)
    for (int i = 1; i <= n; ++i) up[k][i] = up[k - 1][up[k - 1][i]];
  for (int i = 1; i <= n; ++i) {
    int len = 0, x = i;
    while (x && len < 11) name_[i][len++] = char('a' + x % 26), x /= 26;
    for (int j = 0; j < 24; ++j) tag[i][j] = char('A' + (i * 7 + j * 13) % 26);
  }
  dijkstra(1);
  ll answer = 0;
  map<int, int> counts;
  for (int t = 0; t < q; ++t) {
    int type = rd(), a = rd() % n + 1, b = rd() % n + 1;
    if (a > b) swap(a, b);
    if (type == 1) {
      update(1, 1, n, a, b, rd());
    } else if (type == 2) {
      answer += query(1, 1, n, a, b);
    } else if (type == 3) {
      int c = lca(a, b);
      answer += dep[a] + dep[b] - 2 * dep[c];
      counts[c]++;
    } else {
      int same = 0;
      for (int j = 0; j < 24; ++j) same += tag[a][j] == tag[b][j];
      for (int i = a; i <= min(b, a + 40); ++i)
        for (int j = 0; j < 24; ++j) tag[i][j] = tag[i][j] == 'Z' ? 'A' : char(tag[i][j] + 1);
      answer += same + (dist_[a] < INF ? dist_[a] % 1000 : 0);
    }
  }
  vector<pair<int, int>> often(all(counts));
  sort(all(often), [](const pair<int, int> &x, const pair<int, int> &y) {
    return x.se != y.se ? x.se > y.se : x.fi < y.fi;
  });
  string names;
  for (int i = 0; i < (int)often.size() && i < 5; ++i) names += string(name_[often[i].fi]) + " ";
  set<int> roots;
  for (int i = 1; i <= n; ++i) roots.insert(find(i));
  ll far = 0;
  for (int i = 1; i <= n; ++i)
    if (dist_[i] < INF) far = max(far, dist_[i]);
  printf("%lld %lld %lld %d %s\n", mst, answer, far, (int)roots.size(), names.c_str());
  return 0;
}
