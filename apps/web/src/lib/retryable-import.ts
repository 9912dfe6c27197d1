/*
 * Code split into chunks arrives with the network. An import that failed (offline) keeps its failure
 * until the person asks again ("Tentar novamente") or the browser is back online: then every failed
 * import is tried once more. A component that reads the import while rendering (React's `use`) thus
 * sees one attempt per retry, not a new request at each render.
 */
let round = 0;

/** Lets every import that failed be tried again the next time it is asked for. */
export function retryFailedImports(): void {
  round += 1;
}

export type RetryableImport<T> = {
  /** The import: the one under way, the one done, or a new one if the last failed before a retry. */
  get: () => Promise<T>;
  /** What it gave, once it succeeded. */
  loaded: () => T | null;
};

export function retryableImport<T>(load: () => Promise<T>): RetryableImport<T> {
  let value: T | null = null;
  let promise: Promise<T> | null = null;
  let failedInRound: number | null = null;
  return {
    get() {
      if (!promise || (failedInRound !== null && failedInRound < round)) {
        failedInRound = null;
        promise = load().then(
          (result) => (value = result),
          (error: unknown) => {
            failedInRound = round;
            throw error;
          },
        );
      }
      return promise;
    },
    loaded: () => value,
  };
}
