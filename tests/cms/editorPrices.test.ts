import { runInNewContext } from 'node:vm';
import { expect, test } from 'vitest';
import { editorScript } from '../../scripts/cms/config/adminFiles.ts';
import { decapConfig } from '../../scripts/cms/config/decapConfig.ts';
import type { DecapField } from '../../scripts/cms/config/decapFields.ts';
import { readPrice } from '../../scripts/cms/config/priceText.ts';

/** A price typed as people write prices is read as dollars, or refused with a sentence; never cut to 4.5. */
test.each([
  ['4500000', 4_500_000],
  ['4,500,000', 4_500_000],
  ['$4.5M', 4_500_000],
  ['4.5 million', 4_500_000],
  ['$4,500,000 CAD', 4_500_000],
  ['$850K', 850_000],
  ['14500', 14_500],
  ['1.25 billion', 1_250_000_000],
])('"%s" is %d dollars', (text, dollars) => {
  expect(readPrice(text)).toEqual({ value: dollars });
});

test('what it cannot read is refused with a sentence that shows how to write it', () => {
  expect(readPrice('about four million')).toEqual({
    error: '"about four million" cannot be read as a price: write it in dollars, e.g. 4500000, 4,500,000 or $4.5M.',
  });
  expect(readPrice('4,50,000')).toMatchObject({ error: expect.stringContaining('cannot be read as a price') });
  expect(readPrice('4.5')).toEqual({
    error: '"4.5" has cents: write the price in whole dollars (for $4.5 million, write 4500000 or $4.5M).',
  });
});

test("every price's amount in the editor is typed in the price box, which the editor's script registers, and which reads as the tests do", () => {
  const amounts: DecapField[] = [];
  const walk = (fields: DecapField[]) =>
    fields.forEach((field) => {
      if (field.name === 'amount') amounts.push(field);
      for (const inner of [field.fields, field.types, field.field ? [field.field] : undefined])
        if (Array.isArray(inner)) walk(inner as DecapField[]);
    });
  for (const collection of decapConfig({ localBackend: true }).collections as {
    fields?: DecapField[];
    files?: { fields: DecapField[] }[];
  }[])
    walk([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)]);
  expect(amounts.length).toBeGreaterThanOrEqual(2);
  for (const amount of amounts) expect(amount.widget).toBe('price');

  // The widget as the page runs it: typing "$4.5M" hands Decap 4500000; "about four" is refused on saving.
  type Control = {
    state: { text: string };
    props: Record<string, unknown>;
    setState(next: object): void;
    handleChange(event: object): void;
    isValid(): unknown;
  };
  let spec: Record<string, (this: Control, ...args: unknown[]) => unknown> = {};
  runInNewContext(editorScript({ localBackend: false }), {
    // The price widget's class (the preview pane's is another).
    createClass: (definition: typeof spec) => (definition.handleChange ? (spec = definition) : definition),
    h: () => null,
    // The page's window: the upload script listens on it for chosen files.
    window: { addEventListener: () => {} },
    CMS: {
      registerCustomFormat: () => {},
      registerEventListener: () => {},
      registerPreviewTemplate: () => {},
      // Decap's registry of backends: none registered here, so the upload script wraps none.
      getBackend: () => undefined,
      getLocale: () => ({}),
      registerLocale: () => {},
      registerWidget: (name: string) => expect(name).toBe('price'),
      init: () => {},
    },
  });
  const changes: unknown[] = [];
  const control = {
    state: { text: '' },
    props: { value: 9750000, onChange: (value: unknown) => changes.push(value) },
    setState(next: object) {
      Object.assign(control.state, next);
    },
  } as unknown as Control;
  control.state = spec.getInitialState!.call(control) as Control['state'];
  expect(control.state.text).toBe('9750000');
  spec.handleChange!.call(control, { target: { value: '$4.5M' } });
  expect([changes.at(-1), spec.isValid!.call(control)]).toEqual([4_500_000, true]);
  spec.handleChange!.call(control, { target: { value: 'about four' } });
  expect(spec.isValid!.call(control)).toEqual({
    error: {
      message: '"about four" cannot be read as a price: write it in dollars, e.g. 4500000, 4,500,000 or $4.5M.',
    },
  });
});
