/**
 * Re-yields an async iterable as batches: everything it produced while the consumer was busy comes as one
 * array, so a slow consumer (a database write per batch) keeps up with a fast producer.
 */
export async function* inBatches<T>(source: AsyncIterable<T>): AsyncGenerator<T[]> {
  const buffered: T[] = [];
  let finished = false;
  let wake: (() => void) | undefined;
  const pump = (async () => {
    try {
      for await (const item of source) {
        buffered.push(item);
        wake?.();
      }
    } finally {
      finished = true;
      wake?.();
    }
  })();
  for (;;) {
    if (buffered.length > 0) {
      yield buffered.splice(0);
      continue;
    }
    if (finished) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = undefined;
  }
  await pump;
}
