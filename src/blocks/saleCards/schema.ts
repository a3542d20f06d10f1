import { articleCards } from '../../model/article.ts';

export const SaleCardsBlock = articleCards('saleCards', 'sales');
