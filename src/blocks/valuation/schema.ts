import { z } from 'zod';
import { LinkedText } from '../../model/linkedText.ts';

const label = (what: string) => z.string().min(1).describe(what);

const Option = <V extends [string, ...string[]]>(values: V, what: string) =>
  z
    .object({
      value: z.enum(values).describe(`What is stored with the request: ${values.map((v) => `"${v}"`).join(', ')}.`),
      label: label('What the owner sees in the list.'),
    })
    .strict()
    .describe(what);

export const ValuationBlock = z
  .object({
    type: z.literal('valuation').describe('Always "valuation".'),
    heading: label('The page heading, e.g. "WHAT IS YOUR HOME WORTH?".'),
    subtitle: label('The line under the heading.'),
    offer: z
      .object({
        heading: label('The panel\'s heading, e.g. "What You Will Receive".'),
        points: z
          .array(z.string().min(1).describe('One point.'))
          .min(1)
          .describe(
            "What the owner gets and its conditions, one point each. The check requires, in Ontario's advertising terms, that they say it is a written opinion of value by a registered salesperson or broker, that it is not an appraisal, and that there is no obligation.",
          ),
      })
      .strict()
      .describe('The offer: what the owner will receive, and on what terms.'),
    form: z
      .object({
        heading: label('The form\'s heading, e.g. "Request Your Valuation".'),
        streetLabel: label('Label of the street address (required).'),
        postalCodeLabel: label('Label of the postal code (required): it finds the neighbourhood and its agent.'),
        propertyTypeLabel: label('Label of the type of home (required).'),
        propertyTypeOptions: z
          .array(Option(['', 'detached', 'semi-detached', 'townhouse', 'condominium', 'other'], 'One type of home.'))
          .min(2)
          .describe(
            'The types of home, in order; the first, with value "", is shown before a choice (e.g. "Select...").',
          ),
        bedroomsLabel: label('Label of the number of bedrooms (required).'),
        bathroomsLabel: label('Label of the number of bathrooms (required).'),
        squareFeetLabel: label('Label of the approximate size in square feet (optional).'),
        timelineLabel: label('Label of when the owner might sell (required).'),
        timelineOptions: z
          .array(Option(['', 'now', 'within-6-months', 'within-a-year', 'later', 'not-sure'], 'One answer.'))
          .min(2)
          .describe('The answers, in order; the first, with value "", is shown before a choice (e.g. "Select...").'),
        nameLabel: label('Label of the Name field (required).'),
        emailLabel: label('Label of the Email field (required).'),
        phoneLabel: label('Label of the Phone field.'),
        notesLabel: label('Label of the notes (optional).'),
        newsletterLabel: label(
          'The separate, unticked newsletter choice, e.g. "Also send me the newsletter". The newsletter\'s consent statement (site.json, footer.newsletter.consent) is shown under it and recorded only when it is ticked.',
        ),
        submitLabel: label('The button, e.g. "REQUEST MY VALUATION".'),
        sendingLabel: label('The button while the request is being sent, e.g. "SENDING...".'),
        privacyNote: LinkedText.describe(
          'One line under the button on how the details are used (PIPEDA), linked to the privacy policy.',
        ),
      })
      .strict()
      .describe("The valuation request form's wording."),
  })
  .strict()
  .describe('The valuation request on /sell: the offer beside the form an owner fills in.');
