The deal: Each player's hand is the 13 cards that player goes on to play. Player 1 holds the 2 of clubs and leads the first trick; play goes clockwise: players 1, 2, 3, 4.
Trick 1: Player 1 leads C2; then player 2 D2, player 3 S2, player 4 H2. Player 1 wins with C2, the highest club (the suit led), and takes 1 point (1 heart). Hearts are broken now.
Trick 2: Player 1 leads C3; then player 2 D3, player 3 S3, player 4 H3. Player 1 wins with C3, the highest club (the suit led), and takes 1 point (1 heart).
Trick 3: Player 1 leads C4; then player 2 D4, player 3 S4, player 4 H4. Player 1 wins with C4, the highest club (the suit led), and takes 1 point (1 heart).
Trick 4: Player 1 leads C5; then player 2 D5, player 3 S5, player 4 H5. Player 1 wins with C5, the highest club (the suit led), and takes 1 point (1 heart).
Trick 5: Player 1 leads C6; then player 2 D6, player 3 S6, player 4 H6. Player 1 wins with C6, the highest club (the suit led), and takes 1 point (1 heart).
Trick 6: Player 1 leads C7; then player 2 D7, player 3 S7, player 4 H7. Player 1 wins with C7, the highest club (the suit led), and takes 1 point (1 heart).
Trick 7: Player 1 leads C8; then player 2 D8, player 3 S8, player 4 H8. Player 1 wins with C8, the highest club (the suit led), and takes 1 point (1 heart).
Trick 8: Player 1 leads C9; then player 2 D9, player 3 S9, player 4 H9. Player 1 wins with C9, the highest club (the suit led), and takes 1 point (1 heart).
Trick 9: Player 1 leads CT; then player 2 DT, player 3 ST, player 4 HT. Player 1 wins with CT, the highest club (the suit led), and takes 1 point (1 heart).
Trick 10: Player 1 leads CJ; then player 2 DJ, player 3 SJ, player 4 HJ. Player 1 wins with CJ, the highest club (the suit led), and takes 1 point (1 heart).
Trick 11: Player 1 leads CQ; then player 2 DQ, player 3 SQ, player 4 HQ. Player 1 wins with CQ, the highest club (the suit led), and takes 14 points (1 heart and the Queen of Spades).
Trick 12: Player 1 leads CK; then player 2 DK, player 3 SK, player 4 HK. Player 1 wins with CK, the highest club (the suit led), and takes 1 point (1 heart).
Trick 13: Player 1 leads CA; then player 2 DA, player 3 SA, player 4 HA. Player 1 wins with CA, the highest club (the suit led), and takes 1 point (1 heart).
Scores: Points taken: player 1 26, player 2 0, player 3 0, player 4 0. Player 1 took all 13 hearts and the Queen of Spades: that shoots the moon, so player 1 scores 0 and every other player 26. No one cheated. Result: {"0", "26", "26", "26"}.
