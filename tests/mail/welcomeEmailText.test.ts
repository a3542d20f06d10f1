/** The welcome email's words: the newsletter named and described as the footer presents it. */
import { describe, expect, test } from 'vitest';
import { enquiryRouting } from '../../scripts/siteBuild/enquiryRouting.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { composeWelcomeEmail } from '../../supabase/functions/_shared/welcomeEmail.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { testRouting } from './support.ts';

const row = {
  signup_id: 1,
  attempts: 1,
  email: 'reader@example.com',
  consented_at: '2026-11-26T17:05:00Z',
  token: 'a'.repeat(64),
};

describe('the welcome email', () => {
  test("names the newsletter and says what it brings in the footer's own words", () => {
    const routing = {
      ...testRouting,
      newsletter: { name: 'The Test Letter', description: 'Previews of new listings,\nsent now and then.' },
    };
    const email = composeWelcomeEmail(row, routing, 'Site <site@test.example>', 'https://project.test/functions/v1');
    expect(email.subject).toBe('Welcome to The Test Letter');
    expect(email.text).toContain('Thank you for subscribing to The Test Letter.');
    expect(email.text).toContain(
      'What you will receive: Previews of new listings, sent now and then. From The Test Team.',
    );
    expect(email.text).toContain('You subscribed on November 26, 2026 at 12:05 p.m. (Toronto time).');
  });

  test("the site's routing carries the footer's newsletter heading, text and consent wording", () => {
    const { content } = loadValidContent(fixtureSiteRoot);
    const { newsletter } = content.singletons.site.value.footer;
    expect(enquiryRouting(content, 'https://site.test').newsletter).toEqual({
      name: newsletter.heading,
      description: newsletter.text,
      // The wording as the form sends it, which the notifier publishes to the database.
      consent: expect.stringMatching(/^By subscribing, you agree to receive .+ unsubscribe at any time/),
    });
  });
});
