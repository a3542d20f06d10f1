/** What the valuation form holds while the owner types: every field as typed, kept on a refusal. */
export interface ValuationValues {
  street: string;
  postalCode: string;
  propertyType: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  timeline: string;
  name: string;
  email: string;
  phone: string;
  notes: string;
  /** The separate, unticked newsletter choice: a request is not consent to marketing (CASL). */
  newsletter: boolean;
}

export const EMPTY_VALUATION_VALUES: ValuationValues = {
  street: '',
  postalCode: '',
  propertyType: '',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  timeline: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
  newsletter: false,
};

/** The database's limits (20261128120000_valuation_requests.sql), carried by the inputs. */
export const STREET_MAX_LENGTH = 200;
export const ROOMS_MAX = 20;
export const SQUARE_FEET_MIN = 100;
export const SQUARE_FEET_MAX = 50_000;
/** A Canadian postal code, with or without its space ("M5P 2T7", "m5p2t7"), as the input's pattern. */
export const POSTAL_CODE_PATTERN = '[A-Za-z][0-9][A-Za-z][ \\-]?[0-9][A-Za-z][0-9]';
