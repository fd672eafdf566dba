/*
 * win_magpie: one of our win tables (wgwin(5)) written as the win
 * percentage file MAGPIE's sim reads (its data/strategy/winpct.csv), for
 * the benchmarks beside it (bench/magpie-setup.sh): a line for each count
 * of tiles unseen, 1 to the table's most, of a total of games then, for
 * each spread from the table's least to its most, the wins counting a
 * tie half in halves (MAGPIE divides by twice the total), from the side
 * of the player on turn (MAGPIE's table is looked up from that side).
 * The counts are made from our chances over a total of WIN_GAMES, not
 * taken from anyone's games.
 * Usage: win_magpie TABLE
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "wordgame.h"

#define WIN_GAMES	100000

int
main(int argc, char **argv)
{
	struct wg_win *t;
	char err[512], *data = NULL;
	size_t len = 0, got;
	unsigned umax, smax, u;
	int s, rc;
	FILE *fp;

	if (argc != 2) {
		fprintf(stderr, "usage: win_magpie TABLE\n");
		return 2;
	}
	if ((fp = fopen(argv[1], "rb")) == NULL) {
		perror(argv[1]);
		return 2;
	}
	for (;;) {
		char *more = realloc(data, len + 65536);

		if (more == NULL) {
			fprintf(stderr, "win_magpie: out of memory\n");
			return 2;
		}
		data = more;
		if ((got = fread(data + len, 1, 65536, fp)) == 0)
			break;
		len += got;
	}
	fclose(fp);
	rc = wg_win_read(&t, argv[1], data, len, NULL, err, sizeof(err));
	free(data);
	if (rc != WG_OK) {
		fprintf(stderr, "%s\n", err);
		return 2;
	}
	wg_win_limits(t, &umax, &smax, NULL, NULL);
	for (u = 1; u <= umax; u++) {
		printf("%d", WIN_GAMES);
		for (s = -(int)smax; s <= (int)smax; s++)
			printf(" %ld", lround(wg_win_prob(t, s, u, 1) * 2 *
			    WIN_GAMES));
		putchar('\n');
	}
	wg_win_free(t);
	return 0;
}
