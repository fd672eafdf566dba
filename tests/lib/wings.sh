# The dependency rule of lib/README: a file of the library includes the
# headers of its own wing and of lower ones only (lib/wings lists the
# wings, lowest first), an object of the library refers only to symbols
# of its own wing and of lower ones (nm on the objects of the build), and
# no circle of includes and calls joins files of different wings.  The
# upward edges lib/wings-exceptions lists are let through, each until it
# is gone: a line no longer needed is an error too, so the list only
# shrinks.  Prints each fault (none: the case passes).
#
# With --circles it checks nothing and prints the circles instead: the
# circles of calls between files, those of them that join wings, and the
# circles between wings (includes, then calls).
#
# Environment: WG_TOP_SRCDIR (the source tree), WG_TOP_BUILDDIR (the build
# tree, with the library built), NM (default nm).
src=${WG_TOP_SRCDIR:?}
build=${WG_TOP_BUILDDIR:?}
nm=${NM:-nm}
mode=check
[ "$1" = --circles ] && mode=circles
tmp=$(mktemp -d "${TMPDIR:-/tmp}/wings.XXXXXX") || exit 99
trap 'rm -rf "$tmp"' EXIT

# The wings, in order.
sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$src/lib/wings" \
    >"$tmp/wings"
[ -s "$tmp/wings" ] || { echo "lib/wings: no wing"; exit 1; }

# The library's files, and each of their quoted includes.
(cd "$src" && ls -d lib/*/ lib/*/*.[ch] lib/*.[ch] 2>/dev/null) \
    >"$tmp/files"
while read -r f; do
	case $f in */) continue ;; esac
	grep -n '^#[[:space:]]*include[[:space:]]*"' "$src/$f" |
	    sed -e 's/^\([0-9]*\):[^"]*"\([^"]*\)".*/\1 \2/' \
	    -e "s|^|$f |"
done <"$tmp/files" >"$tmp/includes"

# What each object of the library defines and uses: libtool puts
# lib/WING/NAME.c's object in lib/WING/libwgcore_la-NAME.o, or only in
# lib/WING/.libs/ when no static library is built.
: >"$tmp/symbols"
for f in $(grep '^lib/[^/]*/[^/]*\.c$' "$tmp/files"); do
	d=${f%/*}
	b=${f##*/}
	o=$build/$d/libwgcore_la-${b%.c}.o
	[ -f "$o" ] || o=$build/$d/.libs/libwgcore_la-${b%.c}.o
	if [ ! -f "$o" ]; then
		echo "$f: no object in the build tree (build the library first)"
		continue
	fi
	"$nm" -P -g "$o" >"$tmp/nm" ||
	    { echo "$f: $nm cannot read $o"; continue; }
	awk -v f="$f" '$2 == "U" { print "use", f, $1; next }
	    $2 ~ /^[A-TV-Z]$/ { print "def", f, $1 }' "$tmp/nm" \
	    >>"$tmp/symbols"
done

sed -e 's/#.*//' "$src/lib/wings-exceptions" | awk '{ print NR, $0 }' \
    >"$tmp/exceptions"

awk -v mode="$mode" '
function wing(f,    p) {
	if (f !~ /^lib\/[^\/]+\//)
		return ""
	p = substr(f, 5)
	return substr(p, 1, index(p, "/") - 1)
}
function edge(a, b) {
	if (a == b || (a, b) in seen)
		return
	seen[a, b] = 1
	adj[a, ++nadj[a]] = b
	node[a] = node[b] = 1
}
function reset() {
	split("", seen); split("", adj); split("", nadj); split("", node)
	split("", idx); split("", low); split("", onstack); split("", part)
	split("", size)
	npart = counter = sp = 0
}
# Tarjan: the strongly connected parts of the graph of edges, each
# numbered in part[] (npart of them).
function visit(v,    k, w) {
	idx[v] = low[v] = ++counter
	stack[++sp] = v
	onstack[v] = 1
	for (k = 1; k <= nadj[v]; k++) {
		w = adj[v, k]
		if (!(w in idx)) {
			visit(w)
			if (low[w] < low[v])
				low[v] = low[w]
		} else if (onstack[w] && idx[w] < low[v])
			low[v] = idx[w]
	}
	if (low[v] == idx[v]) {
		npart++
		do {
			w = stack[sp--]
			onstack[w] = 0
			part[w] = npart
			size[npart]++
		} while (w != v)
	}
}
function circles(kind,    v, p, n, cross, w) {
	for (v in node)
		if (!(v in idx))
			visit(v)
	n = cross = 0
	for (p = 1; p <= npart; p++) {
		if (size[p] < 2)
			continue
		n++
		split("", wset)
		w = 0
		for (v in part)
			if (part[v] == p) {
				print kind ", circle " n ": " v
				if (!(wing(v) in wset))
					w++
				wset[wing(v)] = 1
			}
		if (w > 1)
			cross++
	}
	if (kind ~ /files/)
		print kind ": " n " circle(s), " cross " between wings"
	else
		print kind ": " n " circle(s)"
}
FILENAME ~ /wings$/ { rank[$1] = ++nwings; order[nwings] = $1; next }
FILENAME ~ /files$/ {
	if ($1 ~ /\/$/) {
		d = substr($1, 5, length($1) - 5)
		if (!(d in rank))
			fault[++nf] = $1 ": a folder of lib/ not in lib/wings"
		has[d] = 1
	} else {
		file[$1] = 1
		if ($1 !~ /^lib\/[^\/]+\// && $1 != "lib/wordgame.h")
			fault[++nf] = $1 ": a source file of lib/ outside" \
			    " the wings"
	}
	next
}
FILENAME ~ /includes$/ {
	f = $1; name = $3
	if (name == "config.h")
		next
	if (name ~ /\//)
		to = "lib/" name
	else {
		to = f
		sub(/[^\/]*$/, name, to)
		if (!(to in file))
			to = "lib/" name
	}
	if (!(to in file)) {
		fault[++nf] = f ":" $2 ": includes \"" name "\", not a file of lib/"
		next
	}
	inc[++ninc] = f SUBSEP to SUBSEP $2
	next
}
FILENAME ~ /symbols$/ {
	if ($1 == "def")
		def[$3] = $2
	else
		use[++nuse] = $2 SUBSEP $3
	next
}
FILENAME ~ /exceptions$/ {
	if (NF == 1)
		next
	if (NF != 4 || $3 != "->") {
		fault[++nf] = "lib/wings-exceptions:" $1 \
		    ": not \"FILE -> FILE\""
		next
	}
	allow[$2, $4] = $1
	next
}
END {
	for (i = 1; i <= nwings; i++)
		if (!(order[i] in has))
			fault[++nf] = "lib/wings: " order[i] \
			    ": no such folder in lib/"
	# Includes: file to header.
	for (i = 1; i <= ninc; i++) {
		split(inc[i], e, SUBSEP)
		edge(e[1], e[2])
		wf = wing(e[1]); wt = wing(e[2])
		if (wt == "" || wf == wt)
			continue
		incwing[wf, wt] = 1
		if (rank[wt] < rank[wf])
			continue
		if ((e[1], e[2]) in allow) {
			used[e[1], e[2]] = 1
			continue
		}
		fault[++nf] = e[1] ":" e[3] ": includes " e[2] \
		    ", of a higher wing (" wt " is above " wf ")"
	}
	# Calls and data: object to object.
	for (i = 1; i <= nuse; i++) {
		split(use[i], e, SUBSEP)
		if (!(e[2] in def))
			continue
		f = e[1]; t = def[e[2]]
		callf[f, t] = 1
		wf = wing(f); wt = wing(t)
		if (wf != wt)
			callwing[wf, wt] = 1
		if (wf == wt || rank[wt] < rank[wf])
			continue
		if ((f, t) in allow) {
			used[f, t] = 1
			continue
		}
		if (!((f, t) in climb))
			order_climb[++nclimb] = f SUBSEP t
		climb[f, t] = climb[f, t] " " e[2]
	}
	for (i = 1; i <= nclimb; i++) {
		split(order_climb[i], e, SUBSEP)
		wf = wing(e[1]); wt = wing(e[2])
		fault[++nf] = e[1] ": uses" climb[e[1], e[2]] " of " e[2] \
		    ", a higher wing (" wt " is above " wf ")"
	}
	for (k in allow)
		if (!(k in used)) {
			split(k, e, SUBSEP)
			fault[++nf] = "lib/wings-exceptions:" allow[k] ": " \
			    e[1] " -> " e[2] " is no longer there: take the" \
			    " line out"
		}
	if (mode == "circles") {
		for (k in callf) {
			split(k, e, SUBSEP)
			edge(e[1], e[2])
		}
		circles("calls between files")
		reset()
		for (k in incwing) {
			split(k, e, SUBSEP)
			edge("lib/" e[1] "/", "lib/" e[2] "/")
		}
		circles("includes between wings")
		reset()
		for (k in callwing) {
			split(k, e, SUBSEP)
			edge("lib/" e[1] "/", "lib/" e[2] "/")
		}
		circles("calls between wings")
		exit 0
	}
	# Circles between wings: a circle of files of two wings or more
	# (includes and calls together) must climb to a higher wing
	# somewhere, so it is a fault unless every climb in it is an
	# exception; it is named whole, with the faults of its climbs.
	for (k in callf) {
		split(k, e, SUBSEP)
		edge(e[1], e[2])
	}
	for (v in node)
		if (!(v in idx))
			visit(v)
	for (p = 1; p <= npart; p++) {
		if (size[p] < 2)
			continue
		split("", wset)
		nw = 0
		bad = 0
		list = ""
		for (v in part) {
			if (part[v] != p)
				continue
			if (!(wing(v) in wset))
				nw++
			wset[wing(v)] = 1
			list = list " " v
			for (k = 1; k <= nadj[v]; k++) {
				w = adj[v, k]
				if (part[w] == p &&
				    rank[wing(w)] > rank[wing(v)] &&
				    !((v, w) in allow))
					bad = 1
			}
		}
		if (nw > 1 && bad)
			fault[++nf] = "a circle between wings:" list
	}
	for (i = 1; i <= nf; i++)
		print fault[i]
}
' "$tmp/wings" "$tmp/files" "$tmp/includes" "$tmp/symbols" \
    "$tmp/exceptions" | sort
exit 0
