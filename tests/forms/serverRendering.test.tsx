import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { Router } from 'wouter';
import { ContactForm } from '../../src/forms/ContactForm.tsx';
import { NewsletterForm } from '../../src/forms/NewsletterForm.tsx';
import { contactLabels } from './contactLabels.ts';
import { consentParts, consentText } from './newsletterConsent.ts';

describe('pre-rendering in Node', () => {
  test('both forms render to HTML without a window, without configuration and without the database client', () => {
    expect(typeof window).toBe('undefined');
    // As on every page: inside the app's router, which the statement's link to the policy goes through.
    const newsletter = renderToString(
      <Router ssrPath="/">
        <NewsletterForm heading="The Ashdown Letter" text="Private previews." consent={consentParts} />
      </Router>,
    );
    expect(newsletter).toContain('The Ashdown Letter');
    expect(newsletter).toMatch(/<input[^>]*type="email"[^>]*required=""[^>]*maxLength="254"/);
    // The consent statement is in the page's HTML, read before any script runs, its policy link a real link.
    expect(newsletter.replace(/<style[^>]*>.*?<\/style>/g, '').replace(/<[^>]+>/g, '')).toContain(consentText);
    expect(newsletter).toMatch(/<a[^>]*href="\/privacy"[^>]*>privacy policy<\/a>/);

    const contact = renderToString(
      <Router ssrPath="/contact">
        <ContactForm labels={contactLabels} />
      </Router>,
    );
    for (const text of ['Send a Message', 'SEND MESSAGE', 'Select...']) expect(contact).toContain(text);
    expect(contact).toMatch(/<textarea[^>]*rows="5"/);
    const honeypot = /<input[^>]*name="website"[^>]*>/.exec(contact)?.[0];
    expect(honeypot).toMatch(/tabindex="-1"/);
    expect(honeypot).toMatch(/autoComplete="off"/);
  });
});

/** The modules a file imports statically (import type and import() excluded), resolved to paths or package names. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].map(([, specifier = '']) =>
    specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier,
  );
}

function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (module: string) => {
    if (seen.has(module)) return;
    seen.add(module);
    if (module.startsWith('/') && module.includes('/src/forms/')) staticImports(module).forEach(visit);
  };
  visit(entry);
  return seen;
}

describe('what a page downloads before a form is used', () => {
  test.each(['NewsletterForm.tsx', 'ContactForm.tsx'])(
    '%s reaches supabase-js, the project settings and notistack only through import()',
    (file) => {
      const graph = [...staticGraph(join(import.meta.dirname, '../../src/forms', file))];
      // The walk did follow the forms' own modules.
      expect(graph).toContain('react');
      expect(graph.some((module) => module.endsWith('/src/forms/notify.ts'))).toBe(true);
      expect(graph.some((module) => module.endsWith('/src/forms/supabaseClient.ts'))).toBe(true);
      expect(
        graph.filter((module) =>
          /^@supabase\/|^notistack$|noticeHost|\/src\/forms\/(config|browserClient)\.ts$/.test(module),
        ),
      ).toEqual([]);
    },
  );
});
