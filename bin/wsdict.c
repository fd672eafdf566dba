/*
 * wsdict: build lexicons from word lists and query them.
 */
#include "config.h"

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "wordgame.h"
#include "cli.h"

int
main(int argc, char *argv[])
{
	(void)argc; (void)argv;
	cli_init("wsdict");
	cli_version();
}
