# --help goes to standard output, exit 0; --version names the program.
wsmove --help
wsmove --version | sed -n 1p
