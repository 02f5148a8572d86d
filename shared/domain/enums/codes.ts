// The helpers every enumeration module builds with.

export type ValueOf<T> = T[keyof T];

/** Turns labels keyed by an enumeration's names into labels keyed by its codes. */
export function labelsFor<const T extends Readonly<Record<string, string | number>>>(
  values: T,
  labels: { readonly [K in keyof T]: string },
): Readonly<Record<ValueOf<T>, string>> {
  const out = {} as Record<ValueOf<T>, string>;
  for (const key of Object.keys(values) as (keyof T)[]) out[values[key]] = labels[key];
  return out;
}

/** The codes of an enumeration, in declaration order. */
export const codesOf = <const T extends Readonly<Record<string, string | number>>>(values: T): ValueOf<T>[] =>
  Object.values(values) as ValueOf<T>[];
