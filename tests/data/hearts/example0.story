The deal: Each player's hand is the 13 cards that player goes on to play. Player 1 holds the 2 of clubs and leads the first trick; play goes clockwise: players 1, 2, 3, 4.
Trick 1: Player 1 leads C2; then player 2 CA, player 3 DA, player 4 C9. Player 2 wins with CA, the highest club (the suit led), and takes no points. Hearts are not broken yet.
Trick 2: Player 2 leads S9; then player 3 S8, player 4 S7, player 1 S5. Player 2 wins with S9, the highest spade (the suit led), and takes no points. Hearts are not broken yet.
Trick 3: Player 2 leads ST; then player 3 S6, player 4 S3, player 1 S4. Player 2 wins with ST, the highest spade (the suit led), and takes no points. Hearts are not broken yet.
Trick 4: Player 2 leads C6; then player 3 HK, player 4 C3, player 1 CK. Player 1 wins with CK, the highest club (the suit led), and takes 1 point (1 heart). Hearts are broken now.
Trick 5: Player 1 leads DQ; then player 2 HQ, player 3 D9, player 4 D5. Player 1 wins with DQ, the highest diamond (the suit led), and takes 1 point (1 heart).
Trick 6: Player 1 leads D3; then player 2 H7, player 3 D4, player 4 D2. Player 3 wins with D4, the highest diamond (the suit led), and takes 1 point (1 heart).
Trick 7: Player 3 leads D6; then player 4 SK, player 1 DJ, player 2 H8. Player 1 wins with DJ, the highest diamond (the suit led), and takes 1 point (1 heart).
Trick 8: Player 1 leads H5; then player 2 H2, player 3 H6, player 4 H3. Player 3 wins with H6, the highest heart (the suit led), and takes 4 points (4 hearts).
Trick 9: Player 3 leads H9; then player 4 H4, player 1 HT, player 2 CQ. Player 1 wins with HT, the highest heart (the suit led), and takes 3 points (3 hearts).
Trick 10: Player 1 leads D8; then player 2 CJ, player 3 DT, player 4 SA. Player 3 wins with DT, the highest diamond (the suit led), and takes no points.
Trick 11: Player 3 leads HJ; then player 4 C7, player 1 SQ, player 2 CT. Player 3 wins with HJ, the highest heart (the suit led), and takes 14 points (1 heart and the Queen of Spades).
Trick 12: Player 3 leads HA; then player 4 C5, player 1 D7, player 2 C8. Player 3 wins with HA, the highest heart (the suit led), and takes 1 point (1 heart).
Trick 13: Player 3 leads S2; then player 4 SJ, player 1 DK, player 2 C4. Player 4 wins with SJ, the highest spade (the suit led), and takes no points.
Scores: Points taken: player 1 6, player 2 0, player 3 20, player 4 0. No one shot the moon. No one cheated. Result: {"6", "0", "20", "0"}.
