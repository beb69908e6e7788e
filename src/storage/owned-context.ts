import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Every owner's values, in one `AsyncLocalStorage` for the whole process. Node runs a hook of each storage that was
 * ever used on every promise made afterwards, and never forgets one: a storage per store or per service (one for each
 * database opened, closed or not: a restart's, a CLI command's, each test's) would make every later promise of the
 * process cost a little more. One storage, whose value maps each owner to its own, costs the same however many
 * owners come and go.
 */
const owned = new AsyncLocalStorage<ReadonlyMap<object, unknown>>();

/**
 * What `AsyncLocalStorage` gives one owner (a database adapter, a service's turns): a value that follows the
 * asynchronous context of `run`'s function, seen only by this context's `getStore`.
 */
export class OwnedContext<T> {
  /** The value of the `run` this call is inside of, or undefined outside every one. */
  getStore(): T | undefined {
    return owned.getStore()?.get(this) as T | undefined;
  }

  /** Runs `fn` with `value` as this context's value (other owners' values stay as they were). */
  run<R>(value: T, fn: () => R): R {
    const outer = owned.getStore();
    const inner = new Map(outer ?? []);
    inner.set(this, value);
    return owned.run(inner, fn);
  }
}
