import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Imports a module named by its path from the repo root, as queue and workflow definitions name their code. */
export async function importFromRepo(entry: string): Promise<Record<string, unknown>> {
  return import(pathToFileURL(resolve(repoRoot, entry)).href);
}

/** The named export of a module, checked to be a function. */
export async function importFunction<T>(entry: string, exportName: string): Promise<T> {
  const exported = (await importFromRepo(entry))[exportName];
  if (typeof exported !== 'function') throw new Error(`${entry} does not export a function ${exportName}`);
  return exported as T;
}
