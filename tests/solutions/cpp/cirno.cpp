// Cirno's ⑨ cards (Luogu P7506) in C++, written from the statement: the
// browser tests stress it in the page. Build with -DDIVISION_TOWARD_ZERO for
// the planted bug: D2 rounds toward zero, as C++'s / does, not down. Build with
// -DNAME_BUFFER for another, that only the statement's limits show: names read into
// char[13], as if 12 letters were the longest (setw cuts a longer one, and its tail is
// read as the first card).
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

using namespace std;

const long long LIMIT = 99;
const string COUNTERS[] = {"PASS", "TURN", "DOUBLE"};  // the order a player checks them
const string LARGEST_FIRST = "CABDE";   // ties on the largest p
const string SMALLEST_FIRST = "DBACE";  // ties on the smallest p, under DOUBLE

bool is_counter(const string &card) { return card == "PASS" || card == "TURN" || card == "DOUBLE"; }

long long after(const string &card, long long p) {
    long long x = stoll(card.substr(1));
    switch (card[0]) {
        case 'A': return p + x;
        case 'B': return p - x;
        case 'C': return p * x;
#ifdef DIVISION_TOWARD_ZERO
        case 'D': return p / x;
#else
        case 'D': return p >= 0 ? p / x : -((-p + x - 1) / x);
#endif
        default: return x;
    }
}

struct Choice {
    string card;
    bool stays;
};

Choice pick(const vector<string> &hand, long long p, bool doubled) {
    string counter;
    for (const string &c : COUNTERS)
        for (const string &h : hand)
            if (counter.empty() && h == c) counter = c;
    if (doubled && !counter.empty()) return {counter, true};
    const string &order = doubled ? SMALLEST_FIRST : LARGEST_FIRST;
    string best;
    long long best_p = 0;
    for (const string &card : hand) {
        if (is_counter(card)) continue;
        long long q = after(card, p);
        if (q > LIMIT) continue;
        bool better = best.empty() || (doubled ? q < best_p : q > best_p) ||
                      (q == best_p && order.find(card[0]) < order.find(best[0]));
        if (better) best = card, best_p = q;
    }
    if (!best.empty()) return {best, true};
    if (!counter.empty()) return {counter, true};
    return {hand[0], false};
}

struct Game {
    vector<string> names;
    vector<vector<string>> hands;
    vector<string> deck;
    size_t top = 0;
    int cur = 0, step = 1, owed = 0;
    long long p = 0;
    string out;

    string draw() {
        if (top >= deck.size()) {
            cerr << "the deck ran out\n";
            exit(1);
        }
        return deck[top++];
    }

    void said(const string &card) {
        vector<string> &hand = hands[cur];
        for (size_t i = 0; i < hand.size(); i++)
            if (hand[i] == card) {
                hand.erase(hand.begin() + i);
                break;
            }
        out += names[cur] + " used " + card + ",now p=" + to_string(p) + ".\n";
    }

    // One turn: one card, or two under DOUBLE; true when the player lost the round.
    bool turn() {
        int must = owed ? owed : 1;
        bool doubled = owed > 0;
        owed = 0;
        for (int played = 0; played < must; played++) {
            bool first_doubled = doubled && played == 0;
            Choice choice = pick(hands[cur], p, first_doubled);
            if (!choice.stays) {
                out += names[cur] + " lost the game.\n";
                hands[cur].clear();
                for (int i = 0; i < 3; i++) hands[cur].push_back(draw());
                return true;
            }
            if (is_counter(choice.card)) {
                said(choice.card);
                hands[cur].push_back(draw());
                if (choice.card == "TURN") step = -step;
                if (choice.card == "DOUBLE") owed = 2;
                else if (first_doubled) owed = must;
                return false;
            }
            p = after(choice.card, p);
            said(choice.card);
            hands[cur].push_back(draw());
        }
        return false;
    }
};

int main() {
    ios::sync_with_stdio(false);
    int n, m, k;
    if (!(cin >> n >> m >> k)) return 1;
    Game game;
    game.names.resize(n);
    game.hands.assign(n, vector<string>(3));
    for (int i = 0; i < n; i++) {
#ifdef NAME_BUFFER
        char name[13];
        cin >> setw(sizeof name) >> name;
        game.names[i] = name;
#else
        cin >> game.names[i];
#endif
        cin >> game.hands[i][0] >> game.hands[i][1] >> game.hands[i][2];
    }
    game.deck.resize(k);
    for (string &card : game.deck) cin >> card;
    for (int round = 1; round <= m; round++) {
        game.out += "Round " + to_string(round) + ":\n";
        game.p = 0;
        game.step = 1;
        game.owed = 0;
        while (!game.turn()) game.cur = ((game.cur + game.step) % n + n) % n;
    }
    cout << game.out;
}
