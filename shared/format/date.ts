const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export type DateInput = Date | string | number;

export function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/**
 * 'MM/DD/YYYY hh:mm A', e.g. '11/21/2026 05:07 PM', in the given IANA time zone (default: the runtime's).
 * Pass a time zone for a deterministic answer.
 */
export function formatDate(value: DateInput, timeZone?: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(toDate(value))) parts[part.type] = part.value;
  const hour = parts.hour === '00' ? '12' : parts.hour;
  return `${parts.month}/${parts.day}/${parts.year} ${hour}:${parts.minute} ${parts.dayPeriod?.toUpperCase()}`;
}
