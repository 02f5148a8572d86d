import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type LoadRun, runConcurrently } from './stats';

/** What the load thread is asked to do: GET each url in turn (round robin), so many at once. */
interface ReadLoad {
  urls: string[];
  /** Sent with every GET (a signed-in reader's Authorization). */
  headers?: Record<string, string>;
  warmUp: number;
  requests: number;
  concurrency: number;
}

const read = (urls: string[], headers?: Record<string, string>) => async (i: number) => {
  const response = await fetch(urls[i % urls.length] as string, { headers });
  await response.arrayBuffer();
  return { status: response.status, body: null };
};

/**
 * GETs run from a worker thread, the way a load generator runs beside the server rather than inside it: the
 * client's own work (undici, timers) stays off the event loop that serves the API, which is what is measured.
 * The first `warmUp` answers are not measured.
 */
export function readLoadInWorker(load: ReadLoad): Promise<LoadRun<null>> {
  return new Promise((resolve, reject) => {
    // The thread starts from plain JavaScript that registers tsx before it imports this TypeScript module.
    const start = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })`;
    const worker = new Worker(start, { eval: true, workerData: load });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

if (!isMainThread && parentPort) {
  const load = workerData as ReadLoad;
  await runConcurrently(load.warmUp, load.concurrency, read(load.urls, load.headers));
  parentPort.postMessage(
    await runConcurrently(load.requests, load.concurrency, read(load.urls, load.headers)),
  );
}
