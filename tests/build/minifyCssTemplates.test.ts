import { describe, expect, it } from 'vitest';
import { minifyCss } from '../../scripts/siteBuild/vite/minifyCssTemplates.ts';

describe("the styles' text as shipped", () => {
  it('drops comments (apostrophes in them included) and indentation, keeping what stylis reads', () => {
    const raw = `
  position: relative;
  /* The browser's own: a card's frame. */
  aspect-ratio: 4 / 3;
  & img {
    object-fit: cover;
  }
`;
    expect(minifyCss(raw)).toBe('position:relative;aspect-ratio:4 / 3;& img{object-fit:cover;}');
  });

  it('leaves quoted text as written, its spaces and semicolons too', () => {
    expect(minifyCss(`content: '  ;  ';\n  font-family: "Cormorant  Garamond", serif;`)).toBe(
      `content:'  ;  ';font-family:"Cormorant  Garamond",serif;`,
    );
  });

  it('keeps one space where a stretch meets an interpolation, and trims only the template’s own ends', () => {
    // css`\n  gap: ${a} ${b};\n  ${mq.md} {\n ...` arrives as stretches between the interpolations.
    expect(minifyCss('\n  gap: ', { first: true, last: false })).toBe('gap:');
    expect(minifyCss(' ', { first: false, last: false })).toBe(' ');
    expect(minifyCss(';\n  ', { first: false, last: false })).toBe(';');
    expect(minifyCss(' {\n    color: red;\n  }\n', { first: false, last: true })).toBe('{color:red;}');
  });

  it('selectors keep their combinators: a descendant space is not removed', () => {
    expect(minifyCss('& > :first-child {\n  grid-column: span 2;\n}\n& li :hover { color: red; }')).toBe(
      '& > :first-child{grid-column:span 2;}& li :hover{color:red;}',
    );
  });
});
