export type NoticeVariant = 'success' | 'error' | 'warning' | 'info';

/** A toast: what the forms tell a visitor after a submission. */
export interface Notice {
  variant: NoticeVariant;
  title?: string;
  message: string;
}
