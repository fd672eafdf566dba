# --help prints the options on standard output and exits 0.
wsgen --help | head -n 3
