The deal: Each player's hand is the 13 cards that player goes on to play. Player 1 holds the 2 of clubs and leads the first trick; play goes clockwise: players 1, 2, 3, 4.
Trick 1: Player 1 leads C2; then player 2 CJ, player 3 C6, player 4 DK. Player 2 wins with CJ, the highest club (the suit led), and takes no points. Hearts are not broken yet.
Trick 2: Player 2 leads H7; then player 3 S2, player 4 DQ, player 1 H6. Player 2 wins with H7, the highest heart (the suit led), and takes 2 points (2 hearts). Hearts are broken now: a heart breaks them even when played illegally. Player 2 cheated with H7: led a heart before hearts were broken, holding a non-heart. Legal plays: DA. Player 4 cheated with DQ: did not follow suit while holding a heart. Legal plays: H5.
Trick 3: Player 2 leads H2; then player 3 S6, player 4 DJ, player 1 CK. Player 2 wins with H2, the highest heart (the suit led), and takes 1 point (1 heart). Player 4 cheated with DJ: did not follow suit while holding a heart. Legal plays: H5.
Trick 4: Player 2 leads H3; then player 3 S8, player 4 D2, player 1 S4. Player 2 wins with H3, the highest heart (the suit led), and takes 1 point (1 heart). Player 4 cheated with D2: did not follow suit while holding a heart. Legal plays: H5.
Trick 5: Player 2 leads HK; then player 3 ST, player 4 H5, player 1 CA. Player 2 wins with HK, the highest heart (the suit led), and takes 2 points (2 hearts).
Trick 6: Player 2 leads H8; then player 3 SA, player 4 D3, player 1 C7. Player 2 wins with H8, the highest heart (the suit led), and takes 1 point (1 heart).
Trick 7: Player 2 leads DA; then player 3 D4, player 4 DT, player 1 C8. Player 2 wins with DA, the highest diamond (the suit led), and takes no points.
Trick 8: Player 2 leads HQ; then player 3 S9, player 4 D8, player 1 C4. Player 2 wins with HQ, the highest heart (the suit led), and takes 1 point (1 heart).
Trick 9: Player 2 leads HJ; then player 3 S7, player 4 D9, player 1 CT. Player 2 wins with HJ, the highest heart (the suit led), and takes 1 point (1 heart).
Trick 10: Player 2 leads HT; then player 3 SK, player 4 SQ, player 1 S5. Player 2 wins with HT, the highest heart (the suit led), and takes 14 points (1 heart and the Queen of Spades).
Trick 11: Player 2 leads H4; then player 3 SJ, player 4 D5, player 1 C9. Player 2 wins with H4, the highest heart (the suit led), and takes 1 point (1 heart).
Trick 12: Player 2 leads HA; then player 3 S3, player 4 D6, player 1 C5. Player 2 wins with HA, the highest heart (the suit led), and takes 1 point (1 heart).
Trick 13: Player 2 leads H9; then player 3 CQ, player 4 D7, player 1 C3. Player 2 wins with H9, the highest heart (the suit led), and takes 1 point (1 heart).
Scores: Points taken: player 1 0, player 2 26, player 3 0, player 4 0. Player 2 took all 13 hearts and the Queen of Spades: that shoots the moon, so player 2 scores 0 and every other player 26. Cheated, so shown as CHEATER!: players 2, 4. Result: {"26", "CHEATER!", "26", "CHEATER!"}.
