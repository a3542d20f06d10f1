import { PressItem } from '../../model/press.ts';
import { defineCollection } from './defineCollection.ts';

export const press = defineCollection({
  folder: 'press',
  entryName: 'press item',
  scaffold: {
    kind: 'press',
    shownOn: '/ (IN THE NEWS, for the first few in "order")',
    visibility:
      'It shows on the home page only if its "order" puts it among the first few (it starts last, "order": 100).',
  },
  example: 'globe-and-mail-luxury-outlook',
  schema: PressItem,
  photos: { field: 'image', list: false, role: 'card' },
});
