import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * The site's styles are Emotion template literals (css`...`), which ship in the JavaScript as
 * written: the minifier keeps a template's text, so every comment, indent and line break in a
 * style reached the visitor (about a tenth of the shell chunk). This plugin rewrites each css``,
 * keyframes`` and styled.x`` template's text as Emotion's own compiler (stylis) would read it,
 * without its comments and with each run of white space one space, in both the browser and the
 * server build, so class names (a hash of the text) agree when the page hydrates.
 */
export function minifyCssTemplates(): Plugin {
  return {
    name: 'site-minify-css-templates',
    // After TypeScript and JSX are compiled away, so the module parses as JavaScript.
    enforce: 'post',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.tsx?(\?copy=.*)?$/.test(id) || !/\b(css|keyframes|styled)\b/.test(code)) return null;
      const s = new MagicString(code);
      visit(this.parse(code), (node) => {
        if (node.type !== 'TaggedTemplateExpression' || !isStyleTag(node.tag)) return;
        const quasis = node.quasi?.quasis ?? [];
        quasis.forEach((quasi, i) => {
          const raw = code.slice(quasi.start, quasi.end);
          // Only a span that is exactly the template's text is rewritten (never a backtick or ${).
          if (raw !== quasi.value?.raw) return;
          const minified = minifyCss(raw, { first: i === 0, last: i === quasis.length - 1 });
          if (minified !== raw) s.overwrite(quasi.start, quasi.end, minified);
        });
      });
      return s.hasChanged() ? { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) } : null;
    },
  };
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  tag?: AstNode;
  name?: string;
  object?: AstNode;
  callee?: AstNode;
  quasi?: { quasis: (AstNode & { value?: { raw: string } })[] };
  value?: { raw: string };
  [key: string]: unknown;
}

/** css`...`, keyframes`...`, styled.div`...` and styled(Component)`...`. */
function isStyleTag(tag: AstNode | undefined): boolean {
  if (!tag) return false;
  if (tag.type === 'Identifier') return tag.name === 'css' || tag.name === 'keyframes';
  if (tag.type === 'MemberExpression') return tag.object?.type === 'Identifier' && tag.object.name === 'styled';
  if (tag.type === 'CallExpression')
    return isStyleTag(tag.callee) || (tag.callee?.type === 'Identifier' && tag.callee.name === 'styled');
  return false;
}

function visit(node: unknown, enter: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) visit(child, enter);
    return;
  }
  if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
  enter(node as AstNode);
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && value && typeof value === 'object') visit(value, enter);
}

/**
 * One stretch of a style template's text, as stylis would read it: comments gone, white space
 * one space, none beside braces and semicolons nor after colons and commas. A stretch that meets an interpolation keeps a
 * space there if it had one (`${a} ${b}` stays two values); only the template's own ends are
 * trimmed. Quoted strings are left as written.
 */
export function minifyCss(raw: string, { first = true, last = true } = {}): string {
  let out = '';
  // Comments first: their prose has apostrophes, which would read as quotes (so a style must not
  // quote the characters that open a comment, which no style here does).
  const uncommented = raw.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const part of uncommented.split(/('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/)) {
    if (part.startsWith("'") || part.startsWith('"')) {
      out += part;
      continue;
    }
    out += part
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};])\s*/g, '$1')
      // After a colon or a comma a space never matters ("color: red", "rgba(0, 0, 0)", "a, b");
      // before a colon it can ("a :hover"), so that one stays.
      .replace(/([:,]) /g, '$1');
  }
  if (first) out = out.replace(/^\s+/, '');
  if (last) out = out.replace(/\s+$/, '');
  return out;
}
