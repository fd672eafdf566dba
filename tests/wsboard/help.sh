# --help prints the usage and every option; --version names the program.
wsboard --help
wsboard --version | sed -n 1p | sed 's/[0-9][0-9.]*/N/'
