#!/bin/sh
# symbols.sh: the names of the functions wordgame.h declares, one a line,
# for libtool's -export-symbols: the shared library exports these only.
# Comments are dropped first, so a name a comment mentions is not exported.
perl -0777 -pe 's{/\*.*?\*/}{}gs' "${1:?usage: symbols.sh wordgame.h}" |
    grep -o 'wg_[a-z0-9_]*[ 	]*(' | tr -d ' 	(' | sort -u
