// A transport's parallel uploads: one worker per connection, all waited for. The first failure
// fails the deploy, so it also ends the other workers at once (their connections closed, and no new
// one opened), and is thrown only once every worker has stopped. Otherwise a worker still retrying
// would reconnect after the deploy had failed and closed its connections, and keep the process
// alive on an idle connection until the server's idle timeout closed it (Pure-FTPd's: 15 minutes).

/**
 * @param {Array<() => Promise<void>>} workers
 * @param {() => void} stopAll ends the deploy's connections and keeps new ones from opening
 */
export async function runWorkers(workers, stopAll) {
  /** @type {{ error: unknown } | null} */
  let failure = null;
  await Promise.all(
    workers.map((work) =>
      work().catch((error) => {
        if (failure) return;
        failure = { error };
        stopAll();
      }),
    ),
  );
  if (failure) throw /** @type {{ error: unknown }} */ (failure).error;
}
