import type { FormBackend } from './supabaseClient.ts';
import { withTimeout } from './withTimeout.ts';

/** What unsubscribe_newsletter(token) answers (the contract with the database), or 'failed' when it could not be asked. */
export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'unknown-token' | 'failed';

const ANSWERS: readonly string[] = [
  'unsubscribed',
  'already-unsubscribed',
  'unknown-token',
] satisfies UnsubscribeOutcome[];

/**
 * Unsubscribes the address an email's personal link stands for. The database keeps only the
 * token's hash and decides everything; this only carries the token there. Never throws: a network
 * failure, a timeout or an answer it does not know is 'failed', logged for whoever debugs it.
 */
export async function unsubscribeNewsletter(token: string, backend: FormBackend): Promise<UnsubscribeOutcome> {
  if (token.trim() === '') return 'unknown-token';
  try {
    const answer = await withTimeout(backend.timeoutMs, async (signal) =>
      (await backend.getClient()).rpc('unsubscribe_newsletter', { token }).abortSignal(signal),
    );
    // The function's answer is text; supabase-js types it loosely, so it is checked here.
    const data: unknown = answer.data;
    const { error } = answer;
    if (!error && typeof data === 'string' && ANSWERS.includes(data)) return data as UnsubscribeOutcome;
    console.error('Unsubscribe failed:', error ?? data);
    return 'failed';
  } catch (error) {
    console.error('Unsubscribe failed:', error);
    return 'failed';
  }
}
