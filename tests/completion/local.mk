## Golden cases of the shell completions (issue 15).
COMPLETION_CASES = tests/completion/bash.sh tests/completion/zsh.sh
TESTS += $(COMPLETION_CASES)
EXTRA_DIST += $(COMPLETION_CASES) tests/completion/bash.out \
	tests/completion/zsh.out
