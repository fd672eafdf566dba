# --language: each language's letters and the normalisation of its lists
# (wsdict(1), LANGUAGES).  Reports name the list as given, so copy them here.
for lang in es de fr pt it; do
	cp "$CASEDIR/$lang.txt" .
	echo "== $lang"
	wsdict -L "$lang" build -o "$lang.wgl" "$lang.txt"
	echo "exit $?"
	wsdict -l "./$lang.wgl" info | sed -n '/^alphabet/p; /^language/p'
	wsdict -l "./$lang.wgl" dump
done
# Queries fold case and the language's diacritics the same way.
wsdict -l ./es.wgl check Niño nino 'ÑANDU'
echo "exit $?"
wsdict -l ./es.wgl pattern 'ñ*'
wsdict -l ./de.wgl check straße STRASSE äpfel apfel
echo "exit $?"
wsdict -l ./fr.wgl check Œuvre cœur coeur
echo "exit $?"
wsdict -L xx build -o xx.wgl es.txt
echo "exit $?"
