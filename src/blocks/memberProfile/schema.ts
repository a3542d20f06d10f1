import { z } from 'zod';
import { Slug } from '../../content/schemas/common.ts';

/** A team member's title band, photo, contact details and biography. */
export const MemberProfileBlock = z.object({ type: z.literal('memberProfile'), member: Slug }).strict();
