# Prints the literal block of a man page that a roff comment names, the
# line before its .Bd (mandoc prints no comment):
#   .\" test-file: NAME
# with the mdoc escapes \& and \e undone, for a test to compile or read.
# awk -v name=NAME -f listing.awk PAGE; exits 1 when no block is NAME.
$0 == ".\\\" test-file: " name { want = 1; next }
/^\.Bd / { if (want) found = block = 1; want = 0; next }
/^\.Ed/ { if (block) exit; next }
block { gsub(/\\&/, ""); gsub(/\\e/, "\\"); print }
END { if (!found) exit 1 }
