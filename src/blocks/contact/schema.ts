import { z } from 'zod';
import { Slug } from '../../content/schemas/common.ts';

const InterestOption = z.object({ value: z.enum(['', 'buying', 'selling', 'both', 'other']), label: z.string().min(1) }).strict();

/** GET IN TOUCH: the Send a Message form, the Contact Information panel and the Work With Us panel. */
export const ContactBlock = z
  .object({
    type: z.literal('contact'),
    heading: z.string().min(1),
    subtitle: z.string().min(1),
    form: z
      .object({
        heading: z.string().min(1),
        nameLabel: z.string().min(1),
        emailLabel: z.string().min(1),
        phoneLabel: z.string().min(1),
        interestLabel: z.string().min(1),
        interestOptions: z.array(InterestOption).min(2),
        messageLabel: z.string().min(1),
        submitLabel: z.string().min(1),
        sendingLabel: z.string().min(1),
      })
      .strict(),
    info: z.object({ heading: z.string().min(1), member: Slug }).strict(),
    workWithUs: z
      .object({ heading: z.string().min(1), text: z.string().min(1), points: z.array(z.string().min(1)).min(1) })
      .strict(),
  })
  .strict();
