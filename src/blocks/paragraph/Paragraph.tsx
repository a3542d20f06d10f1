import type { ParagraphProps } from './block.ts';
import { InlineText } from '../../ui/journal/InlineText.tsx';

/** A paragraph of an article, its bold, italic and links drawn from the writer's inline markup. */
export function Paragraph({ block }: ParagraphProps) {
  return (
    <p>
      <InlineText nodes={block.nodes} />
    </p>
  );
}
