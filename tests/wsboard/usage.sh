# Usage errors: exit 2 with the synopsis; each reason named.
wsboard --svg --cgp x; echo "exit $?"
wsboard --board --svg x; echo "exit $?"
wsboard --color=sometimes x; echo "exit $?"
wsboard --last '8H CAT' --cgp x; echo "exit $?"
wsboard --seed -1 x; echo "exit $?"
wsboard --seed; echo "exit $?"
wsboard --frobnicate; echo "exit $?"
wsboard a b; echo "exit $?"
