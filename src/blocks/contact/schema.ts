import { z } from 'zod';
import { ref } from '../../model/relations.ts';
import { LinkedText } from '../../model/linkedText.ts';

const InterestOption = z
  .object({
    value: z
      .enum(['', 'buying', 'selling', 'both', 'other'])
      .describe('What is stored with the message: "" (nothing chosen), "buying", "selling", "both" or "other".'),
    label: z.string().min(1).describe('What the visitor sees in the list, e.g. "Selling & Buying".'),
  })
  .strict()
  .describe('One choice of the Interest list.');

const label = (what: string) => z.string().min(1).describe(what);

export const ContactBlock = z
  .object({
    type: z.literal('contact').describe('Always "contact".'),
    heading: label('The page heading, e.g. "GET IN TOUCH".'),
    subtitle: label('The line under the heading.'),
    form: z
      .object({
        heading: label('The form\'s heading, e.g. "Send a Message".'),
        nameLabel: label('Label of the Name field (required).'),
        emailLabel: label('Label of the Email field (required).'),
        phoneLabel: label('Label of the Phone field.'),
        interestLabel: label('Label of the Interest list.'),
        interestOptions: z
          .array(InterestOption)
          .min(2)
          .describe(
            'The choices of the Interest list, in order; the first, with value "", is shown before a choice is made (e.g. "Select...").',
          ),
        messageLabel: label('Label of the Message field.'),
        submitLabel: label('The button, e.g. "SEND MESSAGE".'),
        sendingLabel: label('The button while the message is being sent, e.g. "SENDING...".'),
        privacyNote: LinkedText.describe(
          'One line under the button on how the details are used (PIPEDA), linked to the privacy policy, e.g. "We use your details only to answer your message. [Privacy policy](/privacy)."',
        ),
      })
      .strict()
      .describe("The Send a Message form's wording."),
    info: z
      .object({
        heading: label('The panel\'s heading, e.g. "Contact Information".'),
        member: ref('team', 'Slug of the team member whose e-mail, phone and office are shown'),
      })
      .strict()
      .describe('The Contact Information panel.'),
    workWithUs: z
      .object({
        heading: label('The panel\'s heading, e.g. "Work With Us".'),
        text: label('The short pitch.'),
        points: z
          .array(z.string().min(1).describe('One point.'))
          .min(1)
          .describe('The ticked points, e.g. "Personalized service".'),
      })
      .strict()
      .describe('The Work With Us panel.'),
  })
  .strict()
  .describe('GET IN TOUCH: the Send a Message form, the Contact Information panel and the Work With Us panel.');
