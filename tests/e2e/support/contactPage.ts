import type { Page } from 'playwright-core';

/** The contact form's notices, as the specification words them. */
export const CONTACT = {
  sentTitle: 'Message Sent',
  sent: "Thank you for reaching out. We'll be in touch soon.",
  failedTitle: 'Error',
  failed: 'There was a problem sending your message. Please try again.',
};

export const contactForm = (page: Page) => page.locator('main form');
export const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true });
/** The toasts (notistack) live in their own #notices host. */
export const notice = (page: Page, text: string) => page.locator('#notices').getByText(text, { exact: true });
