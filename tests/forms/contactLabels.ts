import type { ContactFormLabels } from '../../src/forms/ContactForm.tsx';

/** The contact form's labels as data/pages/contact.json gives them. */
export const contactLabels: ContactFormLabels = {
  heading: 'Send a Message',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  interest: 'Interest',
  interestOptions: [
    { value: '', label: 'Select...' },
    { value: 'buying', label: 'Buying' },
    { value: 'selling', label: 'Selling' },
    { value: 'both', label: 'Selling & Buying' },
    { value: 'other', label: 'Other' },
  ],
  message: 'Message',
  submit: 'SEND MESSAGE',
  sending: 'SENDING…',
  privacyNote: [
    { text: 'We use your details only to answer your message. ' },
    { text: 'Privacy policy', href: '/privacy' },
  ],
};
