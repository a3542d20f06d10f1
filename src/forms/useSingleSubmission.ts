import { useCallback, useRef, useState } from 'react';

/**
 * Runs one submission at a time: `submitting` drives the disabled state, and a ref guards the
 * moment before React re-renders, so a double click or a second Enter cannot send twice.
 */
export function useSingleSubmission() {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const run = useCallback(async (submission: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await submission();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);

  return { submitting, run };
}
