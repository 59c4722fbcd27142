The deal: Each player's hand is the 13 cards that player goes on to play. Player 1 holds the 2 of clubs and leads the first trick; play goes clockwise: players 1, 2, 3, 4.
Trick 1: Player 1 leads C2; then player 2 SQ, player 3 C9, player 4 C8. Player 3 wins with C9, the highest club (the suit led), and takes 13 points (the Queen of Spades). Hearts are not broken yet. Player 2 cheated with SQ: played a scoring card on the first trick, holding a non-scoring card. Legal plays: D7.
Trick 2: Player 3 leads C6; then player 4 CA, player 1 CQ, player 2 HA. Player 4 wins with CA, the highest club (the suit led), and takes 1 point (1 heart). Hearts are broken now.
Trick 3: Player 4 leads S4; then player 1 SJ, player 2 HK, player 3 SK. Player 3 wins with SK, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 4: Player 3 leads ST; then player 4 SA, player 1 S9, player 2 HQ. Player 4 wins with SA, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 5: Player 4 leads DA; then player 1 DK, player 2 D7, player 3 DQ. Player 4 wins with DA, the highest diamond (the suit led), and takes no points.
Trick 6: Player 4 leads D2; then player 1 D4, player 2 HJ, player 3 DJ. Player 3 wins with DJ, the highest diamond (the suit led), and takes 1 point (1 heart).
Trick 7: Player 3 leads H4; then player 4 DT, player 1 H2, player 2 H3. Player 3 wins with H4, the highest heart (the suit led), and takes 3 points (3 hearts).
Trick 8: Player 3 leads D9; then player 4 D5, player 1 D3, player 2 HT. Player 3 wins with D9, the highest diamond (the suit led), and takes 1 point (1 heart).
Trick 9: Player 3 leads S5; then player 4 CK, player 1 S8, player 2 H9. Player 1 wins with S8, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 10: Player 1 leads CJ; then player 2 H8, player 3 D8, player 4 CT. Player 1 wins with CJ, the highest club (the suit led), and takes 1 point (1 heart).
Trick 11: Player 1 leads C5; then player 2 H7, player 3 D6, player 4 C4. Player 1 wins with C5, the highest club (the suit led), and takes 1 point (1 heart).
Trick 12: Player 1 leads S2; then player 2 H6, player 3 S7, player 4 C7. Player 3 wins with S7, the highest spade (the suit led), and takes 1 point (1 heart).
Trick 13: Player 3 leads S6; then player 4 C3, player 1 S3, player 2 H5. Player 3 wins with S6, the highest spade (the suit led), and takes 1 point (1 heart).
Scores: Points taken: player 1 3, player 2 0, player 3 21, player 4 2. No one shot the moon. Cheated, so shown as CHEATER!: player 2. Result: {"3", "CHEATER!", "21", "2"}.
