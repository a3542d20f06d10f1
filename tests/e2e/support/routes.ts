/**
 * Every route of the specification with the header variant it must show and the text a visitor
 * must see there, written by hand from SPEC.md. The {name}/{token} slugs and names are the sample
 * content's inventions (data/), spelled out here so the suite notices if a route goes missing.
 */
import type { HeaderVariant } from '../../../src/site/shell/Header.tsx';
import { listingTexts, guideTexts, developmentTexts, profileTexts, articleTexts } from './routeTexts.ts';

export interface RouteExpectation {
  path: string;
  /** SPEC: solid on contact, neighbourhood, development and privacy pages; blue on team profiles; elsewhere transparent. */
  header: HeaderVariant;
  /** Text that must be visible on the page, compared case-insensitively (labels are set in capitals by CSS). */
  texts: string[];
}

/** [path, header, texts]: listing detail pages are not named in the spec's header rule; they use the solid header like the other detail pages. */
const table: [string, HeaderVariant, string[]][] = [
  [
    '/',
    'transparent',
    [
      'THE ASHDOWN GROUP',
      'Get to know',
      'Learn More',
      'Meet the Team',
      'IN THE NEWS',
      'NEW DEVELOPMENTS',
      'EXPLORE',
      'Freed Hotel',
      'Forma',
      'The Bedford',
      '429 Walmer Road',
    ],
  ],
  ['/listings', 'transparent', ['CURRENT LISTINGS', 'AVAILABLE PROPERTIES', 'For Lease', 'Beds', 'Baths']],
  // Each filter of /listings as a page of its own (for a browser without JavaScript), one per area with homes and offer.
  ['/listings/in-forest-hill', 'transparent', ['Homes in Forest Hill', '3 homes of 8', 'Beds']],
  ['/listings/in-lawrence-park', 'transparent', ['Homes in Lawrence Park', '2 homes of 8']],
  ['/listings/in-rosedale', 'transparent', ['Homes in Rosedale', '1 home of 8']],
  ['/listings/in-other-areas', 'transparent', ['Homes in other areas', '2 homes of 8']],
  ['/listings/for-sale', 'transparent', ['Homes for sale', '7 homes of 8']],
  ['/listings/for-lease', 'transparent', ['Homes for lease', '1 home of 8', 'For Lease']],
  [
    '/listings/old-forest-hill',
    'solid',
    [
      ...listingTexts,
      'A Landmark Estate on Old Forest Hill Road',
      '$17,900,000',
      'CAD',
      'Toronto, ON M5P 2R4',
      'Square feet',
      '12,400',
    ],
  ],
  [
    '/listings/dunvegan-road',
    'solid',
    [...listingTexts, 'Dunvegan Road', 'Price Upon Request', 'M4V 2P7', 'Georgian Revival'],
  ],
  [
    '/listings/84-old-forest-hill',
    'solid',
    [...listingTexts, '84 Old Forest Hill Road', '$8,495,000', 'M5P 2R6', '6,850'],
  ],
  ['/listings/46-bernard-ave', 'solid', [...listingTexts, '46 Bernard Avenue', '$6,250,000', 'M5R 1R2', 'Victorian']],
  [
    '/listings/15-strathallan',
    'solid',
    [...listingTexts, '15 Strathallan Boulevard', '$14,500', 'M5N 1S8', 'For Lease'],
  ],
  ['/listings/50-glen-echo', 'solid', [...listingTexts, '50 Glen Echo Road', '$5,895,000', 'M4N 2E3']],
  ['/listings/155-cumberland-penthouse', 'solid', [...listingTexts, '155 Cumberland Street', '$11,800,000', 'M5R 1A2']],
  ['/listings/7-crescent-road', 'solid', [...listingTexts, '7 Crescent Road', '$9,750,000', 'M4W 1T1']],
  [
    '/listings/1031-road-2900',
    'solid',
    [...listingTexts, '1031 Road 2900', '$7,250,000', 'Gravenhurst, ON P1P 1R1', 'Location', 'Gravenhurst, Muskoka'],
  ],
  [
    '/listings/455-william-st',
    'solid',
    [...listingTexts, '455 William Street', '$3,995,000', 'L0S 1J0', 'Location', 'Niagara-on-the-Lake'],
  ],
  [
    '/portfolio',
    'transparent',
    [
      'NOTABLE TRANSACTIONS',
      'PINNACLE SALES',
      'HISTORICAL SALES',
      'SOLD',
      'BD',
      'BA',
      'Price Upon Request',
      'WORK WITH US',
    ],
  ],
  [
    '/explore',
    'transparent',
    ['Forest Hill', 'King West', 'Lawrence Park', 'Little Portugal', 'Rosedale', 'Trinity-Bellwoods', 'Learn More'],
  ],
  ['/explore/forest-hill', 'solid', [...guideTexts, 'Forest Hill', '19,791', '43.2', '$221,000', 'Statistics Canada']],
  ['/explore/king-west', 'solid', [...guideTexts, 'King West', '100 / 100', '88 / 100']],
  ['/explore/lawrence-park', 'solid', [...guideTexts, 'Lawrence Park']],
  ['/explore/little-portugal', 'solid', [...guideTexts, 'Little Portugal']],
  ['/explore/rosedale', 'solid', [...guideTexts, 'Rosedale']],
  ['/explore/trinity-bellwoods', 'solid', [...guideTexts, 'Trinity-Bellwoods']],
  [
    '/team',
    'transparent',
    [
      'MEET THE TEAM',
      'Eleanor Ashdown',
      'PASSION',
      'KNOWLEDGE',
      'TRANSPARENCY',
      '#3',
      'Agent on Social Media in Ontario',
      '2024',
      'Julian Mercer',
      'Senior Associate',
      'Priya Castellano',
      'Broker',
      'Maya Lindqvist',
      'Executive Assistant & Associate',
    ],
  ],
  [
    '/team/eleanor-ashdown',
    'blue',
    [
      ...profileTexts,
      'Eleanor Ashdown',
      'Broker',
      'PASSION',
      'KNOWLEDGE',
      'TRANSPARENCY',
      '#3',
      'Agent on Social Media in Ontario',
      '2024',
      'eleanor@ashdowngroup.example',
      '128 Cumberland Street',
    ],
  ],
  [
    '/team/julian-mercer',
    'blue',
    [
      ...profileTexts,
      'Julian Mercer',
      'Senior Associate',
      'Instagram',
      'LinkedIn',
      'Business Philosophy',
      'People',
      'Possibility',
      'Performance',
    ],
  ],
  [
    '/team/priya-castellano',
    'blue',
    [...profileTexts, 'Priya Castellano', 'Broker', 'Instagram', 'LinkedIn', 'Commitment to Excellence'],
  ],
  [
    '/team/maya-lindqvist',
    'blue',
    [...profileTexts, 'Maya Lindqvist', 'Executive Assistant & Associate', 'Instagram', 'LinkedIn', 'Work With Us'],
  ],
  ['/developments/freed-hotel', 'solid', [...developmentTexts, 'Freed Hotel & Residence']],
  ['/developments/forma', 'solid', [...developmentTexts, 'Forma', '73', '84', 'Entertainment District']],
  ['/developments/the-bedford', 'solid', [...developmentTexts, 'The Bedford', '13']],
  ['/developments/429-walmer-road', 'solid', [...developmentTexts, '429 Walmer Road', '48']],
  ['/privacy', 'solid', ['Privacy Policy', 'Last updated', 'November 2, 2023']],
  ['/terms', 'solid', ['Terms & Conditions', 'warrant', 'valuation', 'advice']],
  [
    '/accessibility',
    'solid',
    [
      'Accessibility',
      'WCAG 2.2',
      'Level AA',
      'Accessible Format',
      'AODA',
      'eleanor@ashdowngroup.example',
      '416-555-0101',
    ],
  ],
  ['/unsubscribe', 'solid', ['Unsubscribe', 'The Ashdown Letter']],
  [
    '/journal',
    'solid',
    [
      'THE JOURNAL',
      'Latest Articles',
      'Market Reports',
      'Third Quarter 2026: A Summer of Quiet Confidence',
      'Little Portugal After Hours',
    ],
  ],
  ['/journal/market-reports', 'solid', ['Market Reports', 'First Quarter 2026', 'Third Quarter 2026']],
  [
    '/journal/neighbourhoods',
    'solid',
    ['Neighbourhoods', 'Rosedale, Between the Ravines', 'Little Portugal After Hours'],
  ],
  [
    '/journal/homes',
    'solid',
    ['Homes', 'Inside 84 Old Forest Hill Road', '7 Crescent Road: An Edwardian House, Restored'],
  ],
  ['/journal/news', 'solid', ['News', 'No articles have been published here yet.']],
  [
    '/journal/first-quarter-2026-market-report',
    'solid',
    [...articleTexts, 'First Quarter 2026', 'What changed', 'Median sale price', 'Julian Mercer'],
  ],
  [
    '/journal/third-quarter-2026-market-report',
    'solid',
    [...articleTexts, 'A Summer of Quiet Confidence', '29 Rosedale Road', 'Sale-to-list ratio'],
  ],
  [
    '/journal/rosedale-ravines-and-gardens',
    'solid',
    [...articleTexts, 'Rosedale, Between the Ravines', 'Maya Lindqvist', 'Forest Hill'],
  ],
  [
    '/journal/little-portugal-after-hours',
    'solid',
    [...articleTexts, 'Little Portugal After Hours', 'Priya Castellano'],
  ],
  [
    '/journal/inside-84-old-forest-hill-road',
    'solid',
    [...articleTexts, 'Inside 84 Old Forest Hill Road', 'A house for now', 'Julian Mercer'],
  ],
  ['/journal/restoring-7-crescent-road', 'solid', [...articleTexts, '7 Crescent Road', 'Maya Lindqvist']],
  ['/favourites', 'solid', ['Your favourites', 'Favourites are kept in this browser only', 'No favourites yet']],
  ['/sell', 'solid', ['WHAT IS YOUR HOME WORTH?', 'written opinion of its value']],
  [
    '/contact',
    'solid',
    [
      'GET IN TOUCH',
      'luxury real estate needs',
      'Send a Message',
      'Name',
      'Email',
      'Phone',
      'Interest',
      'Message',
      'SEND MESSAGE',
      'Contact Information',
      'eleanor@ashdowngroup.example',
      '416-555-0101',
      '128 Cumberland Street',
      'Toronto',
      'Work With Us',
      'Personalized service',
      'Expert market knowledge',
      'Proven track record',
    ],
  ],
];

export const ROUTES: RouteExpectation[] = table.map(([path, header, texts]) => ({ path, header, texts }));

/** The filters of /listings as pages of their own: lists of homes, not a home's page. */
const filterPage = (path: string) => /^\/listings\/(in|for)-[a-z-]+$/.test(path);

/** Each home's own page. */
export const LISTING_ROUTES = ROUTES.filter((r) => r.path.startsWith('/listings/') && !filterPage(r.path)).map(
  (r) => r.path,
);

/** The shared header and footer, on every page (SPEC: Header, Footer). */
export const HEADER_LINKS = [
  { label: 'CURRENT LISTINGS', href: '/listings' },
  { label: 'PORTFOLIO', href: '/portfolio' },
  { label: 'EXPLORE', href: '/explore' },
  { label: 'JOURNAL', href: '/journal' },
  { label: 'TEAM', href: '/team' },
  { label: 'CONTACT', href: '/contact' },
];
export const FOOTER_AREAS = ['Forest Hill', 'Rosedale', 'Downtown Toronto'];
export const FOOTER_LEGAL_LINKS = ['/privacy', '/terms', '/accessibility', '/favourites'];
