# info: figures about a lexicon of two words, AT and CAT, worked out by hand:
#
# DAWG: edge 0 is the dummy.  Lists, deepest first: [T*] (edge 1), shared
# by A and CA; [A->1] (edge 2); the root [A->1, C->2] (edges 3, 4).
# 3 lists, 5 edges with the dummy.
#
# Reversed-prefix graph: the prefixes A, AT, C, CA, CAT reversed are the keys
# A (not a word, goes on), TA (a word, ends), C (goes on), AC (goes on),
# TAC (a word, ends); sorted A, AC, C, TA, TAC.  Lists: [C] under A
# (edge 5), [C*] under TA (edge 6), [A*->6] under T (edge 7), the root
# [A->5, C, T->7] (edges 8-10).  4 lists, 6 edges.
#
# In all 7 lists, 11 edges.  An edge: 5 letter bits (26 letters) + 3 flags +
# 4 pointer bits (pointers up to 10) = 12 bits.  Bytes: header 64 + alphabet
# 26 padded to 32 + 11 edges * 12 bits = 132 bits = 17 bytes + 8 = 121.
# The DAWG's share: 5 edges * 12 bits = 60 bits = 8 bytes.
. "$CASEDIR/common.sh"
wsdict build -o t.wgl "$CASEDIR/small.txt" || exit
q info
q --json info
