/** Section ids, for #fragment links such as /explore/forest-hill#schools. */
export const GUIDE_SECTIONS = [
  { id: 'overview', title: 'Overview' },
  { id: 'market', title: 'The Market' },
  { id: 'population', title: 'Population by Age' },
  { id: 'education', title: 'Education' },
  { id: 'households', title: 'Households' },
  { id: 'marital-status', title: 'Marital Status' },
  { id: 'employment', title: 'Employment' },
  { id: 'getting-around', title: 'Walk, Bike & Transit' },
  { id: 'schools', title: 'Schools' },
  { id: 'points-of-interest', title: 'Points of Interest' },
  { id: 'sources', title: 'Sources' },
] as const;

export type SectionId = (typeof GUIDE_SECTIONS)[number]['id'];

export const titleOf = (id: SectionId) => GUIDE_SECTIONS.find((s) => s.id === id)!.title;

export const AGE_GROUPS = ['0-9', '10-19', '20-24', '25-64', '65-74', '75+'] as const;

/** "0-9" -> "0–9 years" with a proper en dash. */
export const ageLabel = (group: string) =>
  group.endsWith('+') ? `${group} years` : `${group.replace('-', '–')} years`;
