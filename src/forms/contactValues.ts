/** The contact form's fields, as typed: shared by the form and its submit code (contact.ts), which loads later. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  /** '' when the visitor chose "Select...". */
  interest: string;
  message: string;
  /** A showing request's preferred days (SHOWING_DAYS) and time of day ('' for any). */
  showingDays: string[];
  showingTime: string;
}

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  email: '',
  phone: '',
  interest: '',
  message: '',
  showingDays: [],
  showingTime: '',
};
