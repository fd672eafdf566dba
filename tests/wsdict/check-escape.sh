# Words from input are escaped the same way in every output (wsdict(1),
# OUTPUT): bytes that are not UTF-8 are U+FFFD in JSON and \xNN in rows
# and messages; controls are \u00xx in JSON, \n, \t or \xNN in rows and
# messages, so that a row never breaks and no escape reaches the terminal.
printf 'cat\ndog\n' >w.txt
wsdict build -o t.wgl w.txt
wsdict -l ./t.wgl --json check "$(printf '\377\376')" "$(printf 'a\033[31mb')" \
    cat "$(printf 'tab\there')"
wsdict -l ./t.wgl check "$(printf '\377\376')" "$(printf 'new\nline')" \
    "$(printf 'del\177 c1\302\233')" dog
wsdict -l ./t.wgl anagram "$(printf '\033]0;x\007')"
echo "exit $?"
