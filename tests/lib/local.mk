## The library's wings (lib/README): no include or call from a lower wing
## to a higher one but those lib/wings-exceptions lists, no circle
## between wings.
TESTS += tests/lib/wings.sh
