
## wsmove's library side: scoring rules, parsers, the real game records.
check_PROGRAMS += tests/unit/test_gcg_scores
TESTS += tests/unit/test_gcg_scores
tests_unit_test_gcg_scores_LDADD = $(UNIT_LIBS)

check_PROGRAMS += tests/unit/test_score
TESTS += tests/unit/test_score
tests_unit_test_score_LDADD = $(UNIT_LIBS)
