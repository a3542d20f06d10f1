import '../ui/fonts.css';
import '../ui/print.css';
// After print.css, as the rules came after the stylesheet when Emotion wrote them into the page.
import 'virtual:global-rules.css';

/** Lets the browser paint and respond to input before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in steps, each evaluating one chunk of code in a task of its own: React and
 * ReactDOM; the header, footer and shared UI (whose styles are serialised as the module loads);
 * the rest of the app; then the page's blocks and the hydration (see startApp.tsx). All at once
 * it is one task of about 40 ms on a fast machine, four times that on a mid-range phone, during
 * which a tap waits. The HTML preloads every chunk, so the steps cost no extra round trip.
 *
 * Deliberately not top-level await: block chunks import modules this entry shares, and a module
 * still awaiting at top level would make those imports wait on it.
 */
async function start() {
  await import('react-dom/client');
  await yieldToBrowser();
  await import('./shell/Header.tsx');
  await yieldToBrowser();
  const { startApp } = await import('./startApp.tsx');
  await startApp();
}

void start();
