/**
 * The email the team receives for each valuation request from /sell: the request, the
 * neighbourhood its postal code falls in, and up to three of the team's recent sales there, sent
 * to the agent the team names for that neighbourhood, else the lead. One composition for both
 * set-ups, like enquiryEmail.ts; its context comes from the site's /enquiries.json
 * (scripts/siteBuild/valuationContext.ts writes it), so the hosted function needs no repository.
 */
import { replyMailbox, type Email, type EnquiryRouting } from './enquiryEmail.ts';
import type { ValuationRow } from './rows.ts';
import { nearbySales, neighbourhoodOf } from './valuationContext.ts';

const TYPES: Record<string, string> = {
  detached: 'Detached house',
  'semi-detached': 'Semi-detached house',
  townhouse: 'Townhouse',
  condominium: 'Condominium',
  other: 'Other',
};

const TIMELINES: Record<string, string> = {
  now: 'As soon as possible',
  'within-6-months': 'Within 6 months',
  'within-a-year': 'Within a year',
  later: 'In more than a year',
  'not-sure': 'Not sure yet',
};

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim();

const monthSold = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

function receivedAt(createdAt: string): string {
  return (
    new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Toronto' }).format(
      new Date(createdAt),
    ) + ' (Toronto time)'
  );
}

export function composeValuationEmail(row: ValuationRow, routing: EnquiryRouting, from: string): Email {
  const context = routing.valuation;
  const name = oneLine(row.name);
  const street = oneLine(row.street);
  const neighbourhood = neighbourhoodOf(row.postal_code, context);
  const recipient = neighbourhood?.agent ?? context?.lead ?? { name: routing.teamName, email: routing.teamEmail };
  const where = neighbourhood ? neighbourhood.name : 'outside our neighbourhood guides';
  const bathrooms = Number(row.bathrooms);

  const lines = ['A valuation request from the website (/sell).', ''];
  lines.push(
    'The home:',
    `  ${street}, ${row.postal_code}`,
    `  Neighbourhood: ${where} (${row.postal_code.slice(0, 3)})`,
  );
  lines.push(`  Type: ${TYPES[row.property_type] ?? row.property_type}`);
  lines.push(`  Bedrooms: ${row.bedrooms}, bathrooms: ${bathrooms}`);
  lines.push(
    `  Approximate size: ${row.square_feet ? `${row.square_feet.toLocaleString('en-CA')} sq. ft.` : '(not given)'}`,
  );
  lines.push(`  Might sell: ${TIMELINES[row.timeline] ?? row.timeline}`, '');
  lines.push('The owner:', `  Name: ${name}`, `  Email: ${row.email}`, `  Phone: ${row.phone ?? '(not given)'}`, '');
  lines.push('Notes:', row.notes ?? '(no notes)', '');

  const sales = nearbySales(row.postal_code, context);
  lines.push(
    neighbourhood
      ? `Our recent sales in ${neighbourhood.name}:`
      : `Our recent sales in ${row.postal_code.slice(0, 3)}:`,
  );
  if (sales.length === 0) lines.push('  (none recorded)');
  for (const sale of sales)
    lines.push(
      `  - ${sale.address}, ${sale.soldDate ? `sold ${monthSold(sale.soldDate)}` : 'date not recorded'}, ${sale.price ?? 'upon request'}`,
    );
  lines.push('');

  lines.push(
    neighbourhood?.agent
      ? `Sent to ${recipient.name}, the team's agent for ${neighbourhood.name}.`
      : `Sent to ${recipient.name}: no agent is named for ${neighbourhood ? neighbourhood.name : 'this postal code'}.`,
  );
  lines.push(
    `Received ${receivedAt(row.created_at)}. Valuation request no. ${row.request_id}.`,
    `Reply to this email to answer ${name} directly.`,
  );

  return {
    from,
    to: `${oneLine(recipient.name)} <${recipient.email}>`,
    replyTo: replyMailbox(name, row.email),
    subject: oneLine(`Valuation request: ${street} (${where}) from ${name}`),
    text: lines.join('\n'),
  };
}
