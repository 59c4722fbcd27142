/* Hearts (TopCoder SRM 220) as a C program that reads the judge input: every card of
 * stdin in order (13 lines of 4 cards, or array literals), 52 a game, one line a game.
 * Compile with -DQUEEN_FREE_FIRST_TRICK for a planted mistake: the Queen of Spades
 * may be played on the first trick. */
#include <stdio.h>
#include <string.h>

static const char *RANKS = "23456789TJQKA";

static int points(const char *card) {
    if (card[0] == 'S' && card[1] == 'Q') return 13;
    return card[0] == 'H';
}

static int scoring(const char *card) {
#ifdef QUEEN_FREE_FIRST_TRICK
    return card[0] == 'H';
#else
    return points(card) > 0;
#endif
}

static int rank_of(char r) { return (int)(strchr(RANKS, r) - RANKS); }

/* Whether `player`, holding the cards it plays from trick `t` on, broke a rule. */
static int cheats(char cards[52][3], int seat[52], int t, int i, int player, int broken) {
    const char *card = cards[4 * t + i];
    char led = i ? cards[4 * t][0] : 0;
    int other_suit = 0, follow = 0, free_card = 0;
    for (int k = 4 * t; k < 52; k++) {
        if (seat[k] != player) continue;
        other_suit |= cards[k][0] != 'H';
        follow |= cards[k][0] == led;
        free_card |= !scoring(cards[k]);
    }
    if (!led && card[0] == 'H' && !broken && other_suit) return 1;
    if (led && card[0] != led && follow) return 1;
    return t == 0 && scoring(card) && free_card;
}

static void score(char cards[52][3]) {
    int seat[52], taker[13], leader = 0;
    for (int t = 0; t < 13; t++) {
        int best = 0;
        for (int i = 0; i < 4; i++) {
            seat[4 * t + i] = (leader + i) % 4;
            const char *card = cards[4 * t + i];
            if (card[0] == cards[4 * t][0] && rank_of(card[1]) > rank_of(cards[4 * t + best][1])) best = i;
        }
        leader = taker[t] = seat[4 * t + best];
    }
    int cheater[4] = {0}, taken[4] = {0}, broken = 0;
    for (int t = 0; t < 13; t++) {
        for (int i = 0; i < 4; i++)
            if (cheats(cards, seat, t, i, seat[4 * t + i], broken)) cheater[seat[4 * t + i]] = 1;
        for (int i = 0; i < 4; i++) {
            taken[taker[t]] += points(cards[4 * t + i]);
            broken |= cards[4 * t + i][0] == 'H';
        }
    }
    int moon = -1;
    for (int p = 0; p < 4; p++)
        if (taken[p] == 26) moon = p;
    printf("{");
    for (int p = 0; p < 4; p++) {
        int shown = moon < 0 ? taken[p] : p == moon ? 0 : 26;
        if (cheater[p]) printf("%s\"CHEATER!\"", p ? ", " : "");
        else printf("%s\"%d\"", p ? ", " : "", shown);
    }
    printf("}\n");
}

int main(void) {
    static char cards[52][3];
    int count = 0, previous = EOF, c;
    while ((c = getchar()) != EOF) {
        if (previous != EOF && strchr("CDSH", previous) && strchr(RANKS, c) && c) {
            cards[count][0] = (char)previous;
            cards[count][1] = (char)c;
            cards[count][2] = 0;
            if (++count == 52) {
                score(cards);
                count = 0;
            }
            c = EOF;  /* a card's rank does not start another card */
        }
        previous = c;
    }
    return 0;
}
