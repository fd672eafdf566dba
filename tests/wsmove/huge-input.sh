# Text inputs stop at 64 MiB: an endless file is refused, not swallowed.
wsmove --no-lexicon /dev/zero "8H CAT"
