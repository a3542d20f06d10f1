/**
 * How cards are ordered by their optional "order": smaller numbers first, and an entry without one
 * after every numbered entry (a new listing saved with the field empty once went ahead of order 1).
 * Two entries without an order compare equal (0, not NaN), so the caller's next rule, the slug, decides.
 */
export const byGridOrder = (a: { order?: number }, b: { order?: number }): number =>
  (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) || 0;
