import type { FieldMessages } from './inlineValidation.ts';

/**
 * Under the valuation form's fields when they are refused (the rules are the markup's: required,
 * pattern, min, max, step, type="email"); loaded with its submit code (valuation.ts), not the page.
 */
export const VALUATION_FIELD_MESSAGES = {
  street: {
    missing: "Please enter the home's street address.",
    unreadable: 'Please type the street address: this field holds only invisible characters.',
  },
  postalCode: {
    missing: "Please enter the home's postal code.",
    invalid: 'Please enter a Canadian postal code, such as M5P 2T7.',
  },
  propertyType: { missing: 'Please choose the type of home.' },
  bedrooms: { missing: 'Please enter the number of bedrooms.', invalid: 'Please enter a whole number from 0 to 20.' },
  bathrooms: {
    missing: 'Please enter the number of bathrooms.',
    invalid: 'Please enter a number from 0 to 20; a half bath counts 0.5.',
  },
  squareFeet: { missing: '', invalid: 'Please enter the size in square feet, from 100 to 50,000, or leave it empty.' },
  timeline: { missing: 'Please choose when you might sell.' },
  name: {
    missing: 'Please enter your name.',
    unreadable: 'Please type your name: this field holds only invisible characters.',
  },
  email: {
    missing: 'Please enter your email address.',
    invalid: 'Please enter a valid email address, such as name@example.com.',
  },
} satisfies Record<string, FieldMessages>;

export type ValuationField = keyof typeof VALUATION_FIELD_MESSAGES;
