/** Resolves after `ms` milliseconds (the polls' wait between two reads). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
