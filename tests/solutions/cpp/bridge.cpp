// Bridge Bidding (Rocky Mountain 2006) in C++, written from the statement:
// the browser tests stress it in the page. Build with -DDIAMONDS_TIE_TO_CLUBS
// for the planted bug: rule 9b breaks a Diamonds-Clubs tie toward Clubs.
#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

using namespace std;

const char SUITS[] = "SHDC";  // highest ranking first
const char *NAMES[] = {"Spades", "Hearts", "Diamonds", "Clubs"};

struct Hand {
    int hcp = 0;
    int length[4] = {};
    vector<char> ranks[4];
    vector<int> shape;  // longest first

    int first_of_length(int n) const {
        for (int s = 0; s < 4; s++)
            if (length[s] == n) return s;
        return -1;
    }
    bool shaped(vector<int> want) const { return shape == want; }
    bool balanced() const { return shaped({4, 3, 3, 3}) || shaped({4, 4, 3, 2}) || shaped({5, 3, 3, 2}); }
    bool has(int s, char rank) const { return find(ranks[s].begin(), ranks[s].end(), rank) != ranks[s].end(); }
    int stops() const {
        int stopped = 0;
        for (int s = 0; s < 4; s++)
            stopped += has(s, 'A') || (has(s, 'K') && length[s] > 1) || (has(s, 'Q') && length[s] > 2) ||
                       (has(s, 'J') && length[s] > 3);
        return stopped;
    }
};

string bid(int level, int suit) { return to_string(level) + " " + NAMES[suit]; }

string open(const Hand &h) {
    int longest = h.shape[0], hcp = h.hcp;
    if (hcp >= 10 && longest >= 8) return bid(4, h.first_of_length(longest));
    if (hcp >= 10 && hcp <= 13 && longest == 7) return bid(3, h.first_of_length(7));
    if (hcp >= 8 && hcp <= 9 && longest >= 7 && h.first_of_length(longest) <= 1) return bid(2, h.first_of_length(longest));
    if (hcp >= 8 && hcp <= 11 && longest == 6 && (h.length[0] == 6 || h.length[1] == 6)) return bid(2, h.first_of_length(6));
    if (hcp >= 11 && hcp <= 15 && (h.shaped({4, 4, 4, 1}) || h.shaped({5, 4, 4, 0})) && h.length[0] >= 4) return "2 Diamonds";
    if (hcp >= 15 && hcp <= 17 && h.balanced() && h.stops() >= 3) return "1 No Trump";
    if (hcp >= 20 && hcp <= 22 && h.balanced()) return "2 No Trump";
    if (hcp >= 22) return "2 Clubs";
    if (hcp >= 13 && hcp <= 16) {
        if (h.length[0] >= 5 || h.length[1] >= 5) return h.length[0] >= h.length[1] ? "1 Spades" : "1 Hearts";
#ifdef DIAMONDS_TIE_TO_CLUBS
        return h.length[2] > h.length[3] ? "1 Diamonds" : "1 Clubs";
#else
        return h.length[2] >= h.length[3] ? "1 Diamonds" : "1 Clubs";
#endif
    }
    if (hcp >= 17)
        for (int s = 3; s >= 0; s--)
            if (h.length[s] == longest) return bid(1, s);
    return "Pass";
}

int main() {
    vector<string> cards;
    char card[8];
    while (scanf("%7s", card) == 1) cards.push_back(card);
    string out;
    for (size_t start = 0, number = 1; start + 13 <= cards.size(); start += 13, number++) {
        Hand h;
        for (size_t i = start; i < start + 13; i++) {
            int s = string(SUITS).find(cards[i][0]);
            char rank = cards[i][1];
            h.ranks[s].push_back(rank);
            h.length[s]++;
            h.hcp += rank == 'A' ? 4 : rank == 'K' ? 3 : rank == 'Q' ? 2 : rank == 'J' ? 1 : 0;
        }
        h.shape.assign(h.length, h.length + 4);
        sort(h.shape.begin(), h.shape.end(), greater<int>());
        out += "Hand #" + to_string(number) + ": " + open(h) + "\n";
    }
    fputs(out.c_str(), stdout);
}
