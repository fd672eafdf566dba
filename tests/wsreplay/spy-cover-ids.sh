# Wordspionage's blanks are its Cover IDs, which only the Spec Op deals:
# "Cover ID - A blank tile to use as any letter you want. Has no face
# value. No WS$ needed to play. Two Cover IDs in each game."
# (rules/wordspionage.txt), whose tile table has no blank ("Total Number
# of Tiles = 102").  A rack holding a blank no Spec Op dealt, and a blank
# played from a rack not written, are refused; a Cover ID dealt by the
# Spec Op replays clean, and a third is refused.
h='wglog 1\nvariant spy\nseed 1\nplayer ann\nplayer bob\n'
printf "${h}play ann ACET?TT H8 CAT +8 8\n" >rack.wglog
printf "${h}play ann - H8 CaT +6 6\n" >unknown.wglog
printf "${h}spec ann cover-id +0 1000\nplay ann ACET?TT H8 CaT +6 6\n" \
    >dealt.wglog
printf "${h}spec ann cover-id +0 1000\nspec ann cover-id +0 1000\n%s\n" \
    "spec ann cover-id +0 1000" >third.wglog
wsreplay --no-lexicon --summary rack.wglog unknown.wglog dealt.wglog \
    third.wglog
