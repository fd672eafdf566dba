# --version names the program and package, then libwordgame, libarchive and
# zlib; their version numbers vary, so only the shape is checked.
wsdict --version >v.txt
echo "exit $?"
sed -n '1s/^\(wsdict (wordgame)\) [0-9][0-9.]*$/\1 VERSION/p
2s/^libwordgame [0-9][0-9.]*; libarchive [0-9][0-9.]*, zlib [0-9][0-9.a-z-]*$/libwordgame VERSION; libarchive VERSION, zlib VERSION/p
3,$p' v.txt
wsdict -V | cmp - v.txt && echo "-V is --version"
