// HeartsGame (TopCoder SRM 220) in TopCoder's form, with a plugin's test harness between
// the CUT HERE lines. Card Judge drops the harness and adds its driver:
//   cardjudge topcoder hearts hearts.cpp > main.cpp && g++ -O2 -o hearts main.cpp
#include <algorithm>
#include <set>
#include <sstream>
#include <string>
#include <vector>
using namespace std;

class HeartsGame {
    static int points(const string& card) { return card == "SQ" ? 13 : card[0] == 'H'; }
    static int rank(char r) { return string("23456789TJQKA").find(r); }

public:
    vector<string> score(vector<string> tricks) {
        vector<vector<string>> plays;
        for (const string& trick : tricks) {
            istringstream words(trick);
            vector<string> cards(4);
            for (string& card : cards) words >> card;
            plays.push_back(cards);
        }
        vector<vector<int>> seats;
        vector<int> takers;
        vector<vector<string>> hands(4);
        int leader = 0;
        for (const vector<string>& cards : plays) {
            vector<int> order(4);
            int best = 0;
            for (int i = 0; i < 4; i++) {
                order[i] = (leader + i) % 4;
                hands[order[i]].push_back(cards[i]);
                if (cards[i][0] == cards[0][0] && rank(cards[i][1]) > rank(cards[best][1])) best = i;
            }
            leader = order[best];
            seats.push_back(order);
            takers.push_back(leader);
        }
        set<int> cheaters;
        vector<int> taken(4, 0);
        bool broken = false;
        for (int t = 0; t < 13; t++) {
            const vector<string>& cards = plays[t];
            for (int i = 0; i < 4; i++) {
                int player = seats[t][i];
                vector<string> hand(hands[player].begin() + t, hands[player].end());
                if (cheats(cards[i], hand, i ? cards[0][0] : 0, t == 0, broken)) cheaters.insert(player);
            }
            for (const string& card : cards) {
                taken[takers[t]] += points(card);
                broken = broken || card[0] == 'H';
            }
        }
        int moon = find(taken.begin(), taken.end(), 26) - taken.begin();  // 4: no one
        vector<string> shown;
        for (int p = 0; p < 4; p++) {
            int score = moon == 4 ? taken[p] : p == moon ? 0 : 26;
            shown.push_back(cheaters.count(p) ? "CHEATER!" : to_string(score));
        }
        return shown;
    }

private:
    static bool cheats(const string& card, const vector<string>& hand, char led, bool first, bool broken) {
        bool other_suit = false, follow = false, free = false;
        for (const string& c : hand) {
            other_suit = other_suit || c[0] != 'H';
            follow = follow || c[0] == led;
            free = free || points(c) == 0;
        }
        if (!led && card[0] == 'H' && !broken && other_suit) return true;
        if (led && card[0] != led && follow) return true;
        return first && points(card) > 0 && free;
    }
};

// BEGIN CUT HERE
#include <iostream>
int main() {
    vector<string> tricks = {"C2 CA DA C9", "S9 S8 S7 S5", "ST S6 S3 S4", "C6 HK C3 CK", "DQ HQ D9 D5",
                             "D3 H7 D4 D2", "D6 SK DJ H8", "H5 H2 H6 H3", "H9 H4 HT CQ", "D8 CJ DT SA",
                             "HJ C7 SQ CT", "HA C5 D7 C8", "S2 SJ DK C4"};
    vector<string> expected = {"6", "0", "20", "0"};
    cout << (HeartsGame().score(tricks) == expected ? "Example 0 passed" : "Example 0 FAILED") << endl;
}
// END CUT HERE
