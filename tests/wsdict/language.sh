# --language: each language's letters and the normalisation of its lists
# (wsdict(1), LANGUAGES).  Reports name the list as given, so copy them here.
. "$CASEDIR/common.sh"
for lang in es de fr pt it; do
	cp "$CASEDIR/$lang.txt" .
	echo "== $lang"
	run wsdict -L "$lang" build -o "$lang.wgl" "$lang.txt"
	wsdict -l "./$lang.wgl" info | sed -n '/^alphabet/p; /^language/p'
	wsdict -l "./$lang.wgl" dump
done
# Queries fold case and the language's diacritics the same way.
run wsdict -l ./es.wgl check Niño nino 'ÑANDU'
wsdict -l ./es.wgl pattern 'ñ*'
run wsdict -l ./de.wgl check straße STRASSE äpfel apfel
run wsdict -l ./fr.wgl check Œuvre cœur coeur
run wsdict -L xx build -o xx.wgl es.txt
