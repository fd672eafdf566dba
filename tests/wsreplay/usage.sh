wsreplay --json --summary x.gcg
wsreplay --cgp x.gcg
