import { forwardRef } from 'react';
import { flushSync } from 'react-dom';
import { type Root, createRoot } from 'react-dom/client';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar, type CustomContentProps } from 'notistack';
import type { Notice, NoticeVariant } from './notice.ts';

/** White text on each of these is at least 5.9:1 (WCAG AA); notistack's own green, orange and
 *  blue fall below 4.5:1. Deep blue and green accent are the site's palette. */
const BACKGROUNDS: Record<NoticeVariant | 'default', string> = {
  success: '#2f6f5e',
  error: '#a4262c',
  warning: '#7a4a00',
  info: '#0f2340',
  default: '#0f2340',
};

/** notistack's content (role="alert", so screen readers announce it) in the site's colours. */
const BrandedContent = forwardRef<HTMLDivElement, CustomContentProps>(function BrandedContent(props, ref) {
  const background = BACKGROUNDS[props.variant as NoticeVariant] ?? BACKGROUNDS.default;
  return (
    <MaterialDesignContent
      ref={ref}
      {...props}
      style={{ ...props.style, backgroundColor: background, color: '#ffffff' }}
    />
  );
});

const COMPONENTS = {
  success: BrandedContent,
  error: BrandedContent,
  warning: BrandedContent,
  info: BrandedContent,
  default: BrandedContent,
};

const HOST_ELEMENT_ID = 'notices';

let root: Root | undefined;

function mountOnce(): void {
  if (document.getElementById(HOST_ELEMENT_ID)) return;
  const element = document.createElement('div');
  element.id = HOST_ELEMENT_ID;
  document.body.append(element);
  root = createRoot(element);
  // Synchronously, so that the provider exists before the first notice is queued.
  flushSync(() =>
    root!.render(
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={6000}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        Components={COMPONENTS}
      />,
    ),
  );
}

function NoticeText({ title, message }: Notice) {
  return (
    <span>
      {title && <strong style={{ display: 'block', fontWeight: 600 }}>{title}</strong>}
      {message}
    </span>
  );
}

export function showNotice(notice: Notice): void {
  mountOnce();
  enqueueSnackbar(<NoticeText {...notice} />, { variant: notice.variant });
}

/**
 * Unmounts the notices and their element. Unmounting clears notistack's timers (a toast's
 * auto-hide, the collapse after it leaves), which would otherwise fire after a page, or a test's
 * document, has gone.
 */
export function removeNoticeHost(): void {
  root?.unmount();
  root = undefined;
  document.getElementById(HOST_ELEMENT_ID)?.remove();
}
