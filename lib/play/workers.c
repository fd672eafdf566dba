/*
 * workers.c: the trainers' games played on threads (leave_train.c,
 * win_train.c): worker 0 on the calling thread, the others on threads of
 * their own.
 */
#include "config.h"

#include <pthread.h>
#include <stdlib.h>

#include "play_private.h"

int
wg_run_workers(void *(*fn)(void *), void *workers, size_t size, unsigned n)
{
	pthread_t *tid = NULL;
	unsigned t, started = 0;
	int rc = WG_OK;

	if (n > 1 && (tid = calloc(n, sizeof(*tid))) == NULL)
		return WG_E_NOMEM;
	for (t = 1; t < n; t++) {
		if (pthread_create(&tid[t], NULL, fn,
		    (char *)workers + (size_t)t * size) != 0) {
			rc = WG_E_NOMEM;
			break;
		}
		started++;
	}
	if (rc == WG_OK)
		fn(workers);
	/* Only the threads that started are joined. */
	for (t = 1; t <= started; t++)
		pthread_join(tid[t], NULL);
	free(tid);
	return rc;
}
