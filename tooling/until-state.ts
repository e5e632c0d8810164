// Waits for a controller's state (any external store of the kit) to say something, by listening
// to it as a view does (so the store counts as shown meanwhile), or fails after 10 s with where it stands.
export interface Watched<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

export function untilState<S>(store: Watched<S>, done: (state: S) => boolean, describe: (state: S) => unknown = (s) => s): Promise<S> {
  return new Promise((resolve, reject) => {
    if (done(store.getState())) return resolve(store.getState());
    const timeout = setTimeout(() => {
      stop();
      reject(new Error(`the state never got there; it stands at ${JSON.stringify(describe(store.getState()))}`));
    }, 10_000);
    const stop = store.subscribe(() => {
      if (!done(store.getState())) return;
      clearTimeout(timeout);
      stop();
      resolve(store.getState());
    });
  });
}
