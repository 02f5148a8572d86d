export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

export interface ProgressBar {
  update(done: number, total: number): void;
  /** Ends the bar's line; prints nothing if the bar never drew (e.g. nothing to seed). */
  done(): void;
}

const WIDTH = 30;
const STEP_PERCENT = 10;

/**
 * A one-line terminal progress bar, `[#####-----] 45% label`, redrawn in place on a TTY. Elsewhere (CI, piped
 * logs) it prints a plain line at every 10% instead, so logs stay readable. Methods may be passed unbound.
 */
export function createProgressBar(label: string, stream: ProgressStream = process.stderr): ProgressBar {
  let drawn = false;
  let lastPercent = -1;
  const update = (done: number, total: number) => {
    const ratio = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
    const percent = Math.floor(ratio * 100);
    if (stream.isTTY) {
      if (percent === lastPercent) return;
      const filled = Math.round(ratio * WIDTH);
      stream.write(
        `\r[${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${String(percent).padStart(3)}% ${label}`,
      );
    } else {
      const step = Math.floor(percent / STEP_PERCENT) * STEP_PERCENT;
      if (step <= lastPercent) return;
      stream.write(`${label}: ${step}% (${done}/${total})\n`);
      lastPercent = step;
      drawn = true;
      return;
    }
    lastPercent = percent;
    drawn = true;
  };
  const done = () => {
    if (drawn && stream.isTTY) stream.write('\n');
    drawn = false;
  };
  return { update, done };
}
