The deal: Each player's hand is the 13 cards that player goes on to play. Player 1 holds the 2 of clubs and leads the first trick; play goes clockwise: players 1, 2, 3, 4.
Trick 1: Player 1 leads C2; then player 2 C9, player 3 CA, player 4 CT. Player 3 wins with CA, the highest club (the suit led), and takes no points. Hearts are not broken yet.
Trick 2: Player 3 leads D4; then player 4 D2, player 1 D3, player 2 DJ. Player 2 wins with DJ, the highest diamond (the suit led), and takes no points. Hearts are not broken yet.
Trick 3: Player 2 leads S9; then player 3 S2, player 4 S7, player 1 SA. Player 1 wins with SA, the highest spade (the suit led), and takes no points. Hearts are not broken yet.
Trick 4: Player 1 leads C4; then player 2 C7, player 3 D5, player 4 CJ. Player 4 wins with CJ, the highest club (the suit led), and takes no points. Hearts are not broken yet.
Trick 5: Player 4 leads D6; then player 1 C6, player 2 DK, player 3 DT. Player 2 wins with DK, the highest diamond (the suit led), and takes no points. Hearts are not broken yet.
Trick 6: Player 2 leads CK; then player 3 H7, player 4 C8, player 1 CQ. Player 2 wins with CK, the highest club (the suit led), and takes 1 point (1 heart). Hearts are broken now.
Trick 7: Player 2 leads HA; then player 3 HJ, player 4 H8, player 1 H6. Player 2 wins with HA, the highest heart (the suit led), and takes 4 points (4 hearts).
Trick 8: Player 2 leads ST; then player 3 HK, player 4 S3, player 1 S4. Player 2 wins with ST, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 9: Player 2 leads SK; then player 3 H5, player 4 SJ, player 1 S6. Player 2 wins with SK, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 10: Player 2 leads S8; then player 3 H9, player 4 D8, player 1 HQ. Player 2 wins with S8, the highest spade (the suit led), and takes 2 points (2 hearts).
Trick 11: Player 2 leads SQ; then player 3 HT, player 4 DA, player 1 C3. Player 2 wins with SQ, the highest spade (the suit led), and takes 14 points (1 heart and the Queen of Spades).
Trick 12: Player 2 leads C5; then player 3 D9, player 4 H2, player 1 H3. Player 2 wins with C5, the highest club (the suit led), and takes 2 points (2 hearts).
Trick 13: Player 2 leads S5; then player 3 D7, player 4 DQ, player 1 H4. Player 2 wins with S5, the highest spade (the suit led), and takes 1 point (1 heart).
Scores: Points taken: player 1 0, player 2 26, player 3 0, player 4 0. Player 2 took all 13 hearts and the Queen of Spades: that shoots the moon, so player 2 scores 0 and every other player 26. No one cheated. Result: {"26", "0", "26", "26"}.
