import type { TextPart } from '../model/linkedText.ts';

/** The valuation form's words, from the valuation block in data/pages/sell.json. */
export interface ValuationFormLabels {
  heading: string;
  street: string;
  postalCode: string;
  propertyType: string;
  /** Include { value: '', label: 'Select...' } first: the choice is required. */
  propertyTypeOptions: { value: string; label: string }[];
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  timeline: string;
  timelineOptions: { value: string; label: string }[];
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** The separate newsletter choice's label, e.g. "Also send me the newsletter". */
  newsletter: string;
  /** The newsletter's consent statement, the footer form's (CASL): recorded only when ticked. */
  consent: TextPart[];
  submit: string;
  sending: string;
  privacyNote?: TextPart[];
}
