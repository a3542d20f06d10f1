import { z } from 'zod';
import { Address, ExternalUrl, Image, Paragraphs, SchemaRef, Slug } from './common.ts';
import { Block } from './block.ts';

export const TeamMember = z
  .object({
    $schema: SchemaRef,
    slug: Slug,
    order: z.number().int().default(0),
    name: z.string().min(1),
    /** As shown on cards, e.g. "Senior Associate". */
    role: z.string().min(1),
    /** The featured lead broker, whose details appear on the contact page. */
    lead: z.boolean().default(false),
    photo: Image,
    email: z.email(),
    phone: z.string().min(7),
    office: Address,
    summary: z.string().min(1),
    biography: Paragraphs,
    instagram: ExternalUrl.optional(),
    linkedin: ExternalUrl.optional(),
    /** Blocks closing the profile page, e.g. pillars or a call to action. */
    closing: z.array(Block),
  })
  .strict();

export type TeamMember = z.infer<typeof TeamMember>;
