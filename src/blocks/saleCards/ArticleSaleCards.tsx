import type { SaleCardsProps } from './block.ts';
import { HomeCardList } from '../../ui/journal/HomeCardList.tsx';

/** Sales named in an article, as sold property cards. */
export function ArticleSaleCards({ block }: SaleCardsProps) {
  return <HomeCardList homes={block.homes} />;
}
