import type { InlineNode } from '../../model/inlineMarkup.ts';
import { ExternalLink } from '../ExternalLink.tsx';

/**
 * A paragraph's inline markup drawn as React elements: text is always text (React escapes it),
 * so nothing an author writes becomes HTML. Links to other sites open as every external link does.
 */
export function InlineText({ nodes }: { nodes: readonly InlineNode[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        switch (node.kind) {
          case 'text':
            return node.text;
          case 'emphasis':
            return (
              <em key={i}>
                <InlineText nodes={node.children} />
              </em>
            );
          case 'strong':
            return (
              <strong key={i}>
                <InlineText nodes={node.children} />
              </strong>
            );
          case 'link':
            return node.external ? (
              <ExternalLink key={i} href={node.href}>
                <InlineText nodes={node.children} />
              </ExternalLink>
            ) : (
              <a key={i} href={node.href}>
                <InlineText nodes={node.children} />
              </a>
            );
        }
      })}
    </>
  );
}
