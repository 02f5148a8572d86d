import { useEffect, useState } from 'react';
import { env } from '../config/env';
import { object, parser, string } from './json-schema';

// A JSON Schema check, as the first page's reads have: the version check runs on every page, zod loads only with
// the screens that need it.
const versionFile = parser(object({ buildId: string({ minLength: 1 }) }));

/** The build id of what is deployed now: /app/version.json, never from a cache. Null when it cannot be read. */
export async function fetchDeployedBuildId(): Promise<string | null> {
  try {
    const response = await fetch(`${env.basePath}/version.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    return versionFile.parse(await response.json()).buildId;
  } catch {
    return null;
  }
}

/**
 * Polls the deployed build id every `intervalMs` (spec part 2 §9 'version check at a configured interval') and
 * answers true once it differs from the running bundle's. A failed read is not a new version.
 */
export function useNewVersionAvailable(runningBuildId: string, intervalMs: number): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (available) return;
    const timer = setInterval(async () => {
      const deployed = await fetchDeployedBuildId();
      if (deployed !== null && deployed !== runningBuildId) setAvailable(true);
    }, intervalMs);
    return () => clearInterval(timer);
  }, [available, runningBuildId, intervalMs]);
  return available;
}
