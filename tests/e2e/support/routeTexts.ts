/**
 * The texts several routes of one kind share (every listing, every guide, every development,
 * every profile, every article), for the route table in routes.ts.
 */
export const listingTexts = [
  'PROPERTY FEATURES',
  'Bedrooms',
  'Bathrooms',
  'DESCRIPTION',
  'INQUIRE',
  'CONTACT US',
  'Brokerage',
];
/** Age groups are set with en dashes (0–9); expectVisibleTexts reads them as hyphens. */
export const guideTexts = [
  'Overview',
  'Population',
  'Median age',
  'Average household income',
  '0-9',
  '10-19',
  '20-24',
  '25-64',
  '65-74',
  '75+',
  'Education',
  'Households',
  'Average household size',
  'Households with children',
  'Marital status',
  'Employment',
  'White collar',
  'Blue collar',
  'Walk score',
  'Bike score',
  'Transit score',
  'Schools',
  'Grades',
  'Points of interest',
  'Sources',
];
export const developmentTexts = ['Inquire About This Development'];
/** Team profiles: e-mail, phone and office address beside the photo. */
export const profileTexts = [
  'Email',
  '@ashdowngroup.example',
  'Phone',
  '416-555-',
  'Office',
  '128 Cumberland Street',
  'Toronto, ON',
];

/** A journal article: its byline's reading time and the related articles under it. */
export const articleTexts = ['min read', 'Related articles'];
