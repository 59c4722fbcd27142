// HeartsGame (TopCoder SRM 220) in TopCoder's form, with a plugin's harness to cut:
//   mkdir -p out && cardjudge topcoder hearts HeartsGame.java > out/HeartsGame.java
//   javac -d out out/HeartsGame.java && java -cp out CardJudgeDriver < games.in
import java.util.*;

public class HeartsGame {
    static int points(String card) {
        return card.equals("SQ") ? 13 : card.charAt(0) == 'H' ? 1 : 0;
    }

    static int rank(char r) {
        return "23456789TJQKA".indexOf(r);
    }

    public String[] score(String[] tricks) {
        String[][] plays = new String[13][];
        int[][] seats = new int[13][4];
        int[] takers = new int[13];
        List<List<String>> hands = new ArrayList<>();
        for (int p = 0; p < 4; p++) hands.add(new ArrayList<>());
        int leader = 0;
        for (int t = 0; t < 13; t++) {
            plays[t] = tricks[t].split(" ");
            int best = 0;
            for (int i = 0; i < 4; i++) {
                seats[t][i] = (leader + i) % 4;
                hands.get(seats[t][i]).add(plays[t][i]);
                char suit = plays[t][i].charAt(0);
                if (suit == plays[t][0].charAt(0) && rank(plays[t][i].charAt(1)) > rank(plays[t][best].charAt(1))) best = i;
            }
            leader = seats[t][best];
            takers[t] = leader;
        }
        boolean[] cheater = new boolean[4];
        int[] taken = new int[4];
        boolean broken = false;
        for (int t = 0; t < 13; t++) {
            for (int i = 0; i < 4; i++) {
                int player = seats[t][i];
                List<String> hand = hands.get(player).subList(t, 13);
                char led = i == 0 ? 0 : plays[t][0].charAt(0);
                if (cheats(plays[t][i], hand, led, t == 0, broken)) cheater[player] = true;
            }
            for (String card : plays[t]) {
                taken[takers[t]] += points(card);
                broken |= card.charAt(0) == 'H';
            }
        }
        String[] shown = new String[4];
        int moon = -1;
        for (int p = 0; p < 4; p++) if (taken[p] == 26) moon = p;
        for (int p = 0; p < 4; p++) {
            int score = moon < 0 ? taken[p] : p == moon ? 0 : 26;
            shown[p] = cheater[p] ? "CHEATER!" : Integer.toString(score);
        }
        return shown;
    }

    static boolean cheats(String card, List<String> hand, char led, boolean first, boolean broken) {
        boolean otherSuit = false, follow = false, free = false;
        for (String c : hand) {
            otherSuit |= c.charAt(0) != 'H';
            follow |= c.charAt(0) == led;
            free |= points(c) == 0;
        }
        char suit = card.charAt(0);
        if (led == 0 && suit == 'H' && !broken && otherSuit) return true;
        if (led != 0 && suit != led && follow) return true;
        return first && points(card) > 0 && free;
    }

// BEGIN CUT HERE
    public static void main(String[] args) {
        String[] tricks = {"C2 D2 S2 H2", "C3 D3 S3 H3", "C4 D4 S4 H4", "C5 D5 S5 H5", "C6 D6 S6 H6",
            "C7 D7 S7 H7", "C8 D8 S8 H8", "C9 D9 S9 H9", "CT DT ST HT", "CJ DJ SJ HJ", "CQ DQ SQ HQ",
            "CK DK SK HK", "CA DA SA HA"};
        System.out.println(Arrays.toString(new HeartsGame().score(tricks)));
    }
// END CUT HERE
}
