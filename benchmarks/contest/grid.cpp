// A contest-style program, written as contestants write them: the whole of
// bits/stdc++.h, input through getchar, big global 2-D char arrays, and a long
// main of nested loops. It simulates rounds on many small boards.
#include <bits/stdc++.h>
using namespace std;
typedef long long ll;
typedef pair<int, int> pii;
#define rep(i, a, b) for (int i = (a); i < (b); ++i)
#define per(i, a, b) for (int i = (b) - 1; i >= (a); --i)
const int N = 300005, M = 25;
char board[N][M], seen[N][M], kept[N][M];
int cnt[N], best[N], order_[N], who[N];
ll score[N];
int n, m, q;

inline int readInt() {
  int x = 0, f = 1;
  char c = getchar();
  while (c < '0' || c > '9') {
    if (c == '-') f = -1;
    if (c == EOF) return 0;
    c = getchar();
  }
  while (c >= '0' && c <= '9') {
    x = x * 10 + (c - '0');
    c = getchar();
  }
  return x * f;
}

inline void readWord(char *s) {
  char c = getchar();
  while (c == ' ' || c == '\n' || c == '\r') c = getchar();
  int len = 0;
  while (c != ' ' && c != '\n' && c != '\r' && c != EOF) {
    s[len++] = c;
    c = getchar();
  }
  s[len] = 0;
}

inline void writeInt(ll x) {
  if (x < 0) putchar('-'), x = -x;
  char buf[24];
  int len = 0;
  do buf[len++] = char('0' + x % 10), x /= 10;
  while (x);
  while (len) putchar(buf[--len]);
}

int rankOf(char c) {
  if (c >= '2' && c <= '9') return c - '0';
  if (c == 'T') return 10;
  if (c == 'J') return 11;
  if (c == 'Q') return 12;
  if (c == 'K') return 13;
  if (c == 'A') return 14;
  return 0;
}

bool better(int a, int b) {
  if (score[a] != score[b]) return score[a] > score[b];
  if (cnt[a] != cnt[b]) return cnt[a] < cnt[b];
  return a < b;
}

int main() {
  n = readInt(), m = readInt(), q = readInt();
  if (m > M - 1) m = M - 1;
  rep(i, 0, n) {
    readWord(board[i]);
    rep(j, 0, m) kept[i][j] = board[i][j];
  }
  rep(i, 0, n) order_[i] = i;
  ll total = 0;
  for (int round = 0; round < q; ++round) {
    int kind = readInt(), a = readInt() % max(n, 1), b = readInt() % max(m, 1);
    if (kind == 1) {
      // swap two columns on one board and rescore it
      int c = (b + 1) % max(m, 1);
      swap(board[a][b], board[a][c]);
      int s = 0;
      rep(j, 0, m) {
        int r = rankOf(board[a][j]);
        if (j && rankOf(board[a][j - 1]) < r) s += r;
        else s -= r / 2;
      }
      score[a] += s;
      cnt[a]++;
    } else if (kind == 2) {
      // flood the board: mark every run of equal cards
      rep(j, 0, m) seen[a][j] = 0;
      int runs = 0;
      rep(j, 0, m) {
        if (seen[a][j]) continue;
        int k = j;
        while (k < m && board[a][k] == board[a][j]) seen[a][k++] = 1;
        ++runs;
        if (k - j >= 3) score[a] += (k - j) * rankOf(board[a][j]);
      }
      best[a] = max(best[a], runs);
    } else if (kind == 3) {
      // restore a board and count how far it had moved
      int moved = 0;
      rep(j, 0, m) {
        if (board[a][j] != kept[a][j]) ++moved;
        board[a][j] = kept[a][j];
      }
      score[a] -= moved;
      total += moved;
    } else {
      // compare neighbours over a window of boards
      int lo = max(0, a - 50), hi = min(n, a + 50);
      rep(i, lo, hi) rep(j, lo, hi) {
        if (i == j) continue;
        int same = 0;
        rep(k, 0, m) same += board[i][k] == board[j][k];
        if (same * 2 > m) score[i]++, who[i] = j;
      }
    }
    if (round % 1000 == 999) {
      ll sum = 0;
      rep(i, 0, n) sum += score[i];
      total ^= sum;
    }
  }
  sort(order_, order_ + n, better);
  vector<int> top;
  rep(i, 0, min(n, 10)) top.push_back(order_[i]);
  map<char, int> suits;
  rep(i, 0, n) rep(j, 0, m) {
    char c = board[i][j];
    if (c == 'S' || c == 'H' || c == 'D' || c == 'C') suits[c]++;
  }
  priority_queue<pii> heap;
  rep(i, 0, n) heap.push(pii(best[i], -i));
  int shown = 0;
  while (!heap.empty() && shown < 5) {
    pii p = heap.top();
    heap.pop();
    writeInt(-p.second), putchar(' '), writeInt(p.first), putchar('\n');
    ++shown;
  }
  for (int x : top) writeInt(score[x]), putchar(' ');
  putchar('\n');
  for (auto &kv : suits) putchar(kv.first), putchar(':'), writeInt(kv.second), putchar(' ');
  putchar('\n');
  per(i, 0, min(n, 3)) {
    rep(j, 0, m) putchar(board[i][j]);
    putchar('\n');
  }
  string line;
  rep(i, 0, min(n, 4)) line += board[i][0] ? board[i][0] : '.';
  reverse(line.begin(), line.end());
  set<string> distinct;
  rep(i, 0, min(n, 1000)) distinct.insert(string(board[i], board[i] + m));
  unordered_map<ll, int> bucket;
  rep(i, 0, n) bucket[score[i] % 97]++;
  int most = 0;
  for (auto &kv : bucket) most = max(most, kv.second);
  vector<vector<int>> table(m + 1, vector<int>(15, 0));
  rep(i, 0, min(n, 5000)) rep(j, 0, m) table[j][rankOf(board[i][j])]++;
  ll mix = 0;
  rep(j, 0, m) rep(r, 0, 15) mix = mix * 31 + table[j][r];
  deque<int> window;
  ll widest = 0;
  rep(i, 0, n) {
    while (!window.empty() && score[window.back()] <= score[i]) window.pop_back();
    window.push_back(i);
    if (window.front() <= i - 100) window.pop_front();
    widest = max(widest, score[window.front()]);
  }
  printf("%s %d %d %lld %lld %lld\n", line.c_str(), (int)distinct.size(), most, mix, widest, total);
  return 0;
}
