The deal: Each player's hand is the 13 cards that player goes on to play. Player 1 holds the 2 of clubs and leads the first trick; play goes clockwise: players 1, 2, 3, 4.
Trick 1: Player 1 leads C2; then player 2 CA, player 3 HA, player 4 CQ. Player 2 wins with CA, the highest club (the suit led), and takes 1 point (1 heart). Hearts are broken now: a heart breaks them even when played illegally. Player 3 cheated with HA: played a scoring card on the first trick, holding a non-scoring card. Legal plays: D3.
Trick 2: Player 2 leads C3; then player 3 HK, player 4 C9, player 1 C5. Player 4 wins with C9, the highest club (the suit led), and takes 1 point (1 heart).
Trick 3: Player 4 leads ST; then player 1 SJ, player 2 SA, player 3 SQ. Player 2 wins with SA, the highest spade (the suit led), and takes 13 points (the Queen of Spades).
Trick 4: Player 2 leads C4; then player 3 HQ, player 4 C6, player 1 CJ. Player 1 wins with CJ, the highest club (the suit led), and takes 1 point (1 heart).
Trick 5: Player 1 leads S9; then player 2 DA, player 3 HJ, player 4 S7. Player 1 wins with S9, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 6: Player 1 leads H2; then player 2 DT, player 3 HT, player 4 SK. Player 3 wins with HT, the highest heart (the suit led), and takes 2 points (2 hearts).
Trick 7: Player 3 leads H3; then player 4 DQ, player 1 H4, player 2 CK. Player 1 wins with H4, the highest heart (the suit led), and takes 2 points (2 hearts).
Trick 8: Player 1 leads S4; then player 2 CT, player 3 H9, player 4 S6. Player 4 wins with S6, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 9: Player 4 leads S5; then player 1 S3, player 2 C8, player 3 H8. Player 4 wins with S5, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 10: Player 4 leads D6; then player 1 D4, player 2 D5, player 3 D3. Player 4 wins with D6, the highest diamond (the suit led), and takes no points.
Trick 11: Player 4 leads D8; then player 1 DK, player 2 D7, player 3 H7. Player 1 wins with DK, the highest diamond (the suit led), and takes 1 point (1 heart).
Trick 12: Player 1 leads S2; then player 2 C7, player 3 H6, player 4 DJ. Player 1 wins with S2, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 13: Player 1 leads S8; then player 2 D2, player 3 H5, player 4 D9. Player 1 wins with S8, the highest spade (the suit led), and takes 1 point (1 heart).
Scores: Points taken: player 1 7, player 2 14, player 3 2, player 4 3. No one shot the moon. Cheated, so shown as CHEATER!: player 3. Result: {"7", "14", "CHEATER!", "3"}.
