import { screen, waitFor } from '@testing-library/react';
import { closeSnackbar } from 'notistack';
import { expect } from 'vitest';

/** The toast the visitor sees (and a screen reader announces: role="alert"), by its text. */
export async function expectNotice(message: string, title?: string): Promise<HTMLElement> {
  const notice = await waitFor(() => {
    const match = screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(message));
    expect(match, `a notice reading "${message}"`).toBeDefined();
    return match!;
  });
  if (title) expect(notice.textContent).toContain(title);
  return notice;
}

/** Dismisses every toast and waits until they have left the page, so the next test starts clean. */
export async function dismissNotices(): Promise<void> {
  // notistack assigns its global closeSnackbar when a provider mounts, i.e. after the first notice.
  if (typeof closeSnackbar === 'function') closeSnackbar();
  await waitFor(() => expect(screen.queryAllByRole('alert')).toHaveLength(0), { timeout: 3000 });
}

/**
 * Unmounts the notices' own React root (testing-library's cleanup() knows only the roots it
 * rendered), so none of notistack's timers outlives the test file's document.
 */
export async function removeNotices(): Promise<void> {
  const { removeNoticeHost } = await import('../../src/forms/noticeHost.tsx');
  removeNoticeHost();
}
