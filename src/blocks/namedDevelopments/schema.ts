import { articleCards } from '../../model/article.ts';

export const NamedDevelopmentsBlock = articleCards('namedDevelopments', 'developments');
