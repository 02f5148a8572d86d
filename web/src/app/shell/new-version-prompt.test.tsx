import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, Reply } from '../../testing/mock-api';
import { NewVersionPrompt } from './new-version-prompt';

const INTERVAL_MS = 60_000;

/** Lets the interval fire and the version file's fetch settle. */
const tick = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(INTERVAL_MS);
  });

describe('the version check', () => {
  it('prompts a reload once /app/version.json names another build, not before the interval', async () => {
    vi.useFakeTimers();
    let deployed = 'build-1';
    const fetchMock = mockApi({ 'GET /app/version.json': () => ({ buildId: deployed }) });
    render(<NewVersionPrompt buildId="build-1" intervalMs={INTERVAL_MS} />);

    await tick();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('new-version-prompt')).toBeNull();

    deployed = 'build-2';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(INTERVAL_MS - 1);
    });
    expect(screen.queryByTestId('new-version-prompt')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByTestId('new-version-prompt').textContent).toContain(
      'A new version of the site is available',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();

    // Once prompted it stops asking.
    const calls = fetchMock.mock.calls.length;
    await tick();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('treats an unreadable version file as no news', async () => {
    vi.useFakeTimers();
    mockApi({ 'GET /app/version.json': new Reply(503, 'down') });
    render(<NewVersionPrompt buildId="build-1" intervalMs={INTERVAL_MS} />);
    await tick();
    await tick();
    expect(screen.queryByTestId('new-version-prompt')).toBeNull();
  });
});
