import { css } from '@emotion/react';
import type { ImageProps } from './block.ts';
import { Picture } from '../../ui/media/Picture.tsx';
import { imageSizes } from '../../ui/media/imageSizes.ts';
import { color, fontSize } from '../../ui/theme.ts';

/** A picture in an article, the reading column wide, with its caption. */
export function Figure({ block }: ImageProps) {
  return (
    <figure css={figure}>
      <Picture image={block.image} sizes={`(min-width: 720px) 42rem, ${imageSizes.insideGutters}`} />
      <figcaption>{block.caption}</figcaption>
    </figure>
  );
}

const figure = css`
  & img {
    width: 100%;
    height: auto;
  }
  & figcaption {
    margin-top: 0.5rem;
    color: ${color.inkSoft};
    font-size: ${fontSize.small};
  }
`;
