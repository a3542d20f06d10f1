import { articleCards } from '../../model/article.ts';

export const NamedNeighbourhoodsBlock = articleCards('namedNeighbourhoods', 'neighbourhoods');
