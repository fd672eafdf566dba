# The letters rules/words-with-friends-da.txt names for each language, on
# the friends-LANG variants: Spanish has an Ñ tile and no K or W, not even
# for a blank; Italian no J, K, W, X or Y; Portuguese a Ç tile and no K or
# W; German Ä, Ö and Ü tiles and no ß (two S tiles); French no Œ (O and E).
# A letter that is no tile of the variant makes the move malformed (2).
# Scores on the friends board (8H is the star, L8 a DW): AÑO 1+8+1 = 10,
# añO (blanks) 1, AÇO 1+3+1 = 5, aÇo 3, BÄR 3+6+1 = 10, ÖL 8+2 = 10,
# ÜBER 6+3+1+1 = 11, STRASSE 7 x 2 (L8) + 35 = 49, OEUF 1+1+1+4 = 7,
# KIWI 10+1+10+1 = 22.
for lang in de es fr it pt; do
	printf 'variant friends-%s\n' "$lang" >"$lang.board"
	sed 1,2d "$CASEDIR/empty.board" >>"$lang.board"
done
try() {
	lang=$1
	shift
	wsmove --no-lexicon "$lang.board" "$@"
	echo "$lang $*: exit $?"
}
try es "8H AÑO" "8H añO"
try es "8H KIWI"
try es "8H kIWI"
try es "8H wEB"
for l in J K W X Y; do try it "8H ${l}A"; done
try it "8H yA"
try pt "8H AÇO" "8H aÇo"
try pt "8H KIWI"
try pt "8H wEB"
try de "8H BÄR" "8H ÖL" "8H ÜBER" "8H STRASSE"
try de "8H STRAßE"
try fr "8H OEUF" "8H KIWI"
try fr "8H ŒUF"
