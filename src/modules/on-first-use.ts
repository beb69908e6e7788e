/**
 * A module imported when first needed and kept: `onFirstUse(() => import("./x.ts"))` gives a function that imports
 * it on its first call and gives the same promise after. A bare `await import()` in a function that runs on every
 * post resolves the module again on each call (through the loader and any hooks: 0.15–0.45 ms of a 1.2 ms order
 * post under tsx, 2026-12-07). A failed import is tried again on the next call.
 */
export function onFirstUse<M>(load: () => Promise<M>): () => Promise<M> {
  let loaded: Promise<M> | undefined;
  return () => {
    loaded ??= load().catch((e: unknown) => {
      loaded = undefined;
      throw e;
    });
    return loaded;
  };
}
