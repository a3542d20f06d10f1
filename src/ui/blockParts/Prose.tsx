import { prose } from '../staticStyles.ts';

/** Paragraphs of text as the content gives them (a list of strings), set in the prose style. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div css={prose}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </div>
  );
}
