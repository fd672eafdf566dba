# Wordspionage's mission words: "Each game has three Mission Words
# (4-letters, 5-letters, 6-letters). Mission Words are randomly chosen by
# the game from our dictionary." (rules/wordspionage.txt).  QXZV has four
# letters but is no word: refused when a lexicon checks the words.
printf 'cat\ncats\njerks\nmother\nmothers\nqat\n' >w.txt
wsdict build -o w.wglex w.txt || exit
h='wglog 1\nvariant spy\nseed 1\nplayer ann\nplayer bob\n'
printf "${h}missions QXZV JERKS MOTHER\nplay ann ACT H8 CAT +8 8\n" \
    >bad.wglog
printf "${h}missions CATS JERKS MOTHER\nplay ann ACT H8 CAT +8 8\n" \
    >good.wglog
wsreplay -l w.wglex --summary bad.wglog good.wglog
echo "status $?"
# Without a lexicon the words are not checked.
wsreplay --no-lexicon --summary bad.wglog
