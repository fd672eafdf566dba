## Golden cases of the shell completions (issue 15).
COMPLETION_CASES = tests/completion/bash.sh tests/completion/zsh.sh
TESTS += $(COMPLETION_CASES)
