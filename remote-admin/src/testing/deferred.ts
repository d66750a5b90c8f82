// A reply the test releases itself, inside act(): the screen's update after the call then happens
// where React expects it, and timers the screen starts then can be the fake ones.
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
