/**
 * `npm run sync:listings`: the team's listings from the board's feed (CREA's DDF® Web API) into
 * data/listings, one file each. The replication list names every listing the feed carries with
 * its last change; only those new or changed are read in full (Property with Media and OpenHouse
 * expanded), so a daily run reads little. A listing the feed no longer carries is removed, unless
 * the team marked it sold (npm run sold): it then lives on as the sale. docs/LISTINGS-FEED.md.
 *
 *   DDF_CLIENT_ID=… DDF_CLIENT_SECRET=… npm run sync:listings
 *   (DDF_API_URL and DDF_TOKEN_URL point it at another server, as the tests do;
 *   `-- --root DIR` syncs another copy of the site.)
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { FeedError, feedSettings, readAll, requestToken, type FeedSettings } from './feedClient.ts';
import { type FeedPhoto, sizePhotos } from './feedPhotos.ts';
import { type FeedOwned, feedOwnedFields, listedDay, listingKeyOf, remarks } from './resoListing.ts';
import { mergeListing, newListing, readListingFiles, refusal, slugOf, type ListingJson } from './listingFiles.ts';

export interface SyncOutcome {
  /** What the command prints. */
  report: string;
  /** One sentence each: a record refused, or a listing the feed named but did not give. */
  errors: string[];
}

const NO_CREDENTIALS =
  "No listings were synced: set DDF_CLIENT_ID and DDF_CLIENT_SECRET (the DDF® feed's credentials, from the DDF® dashboard) in the environment; nothing was changed.";

/** OData string literals double their quotes. */
const literal = (key: string) => `'${key.replace(/'/g, "''")}'`;
const anyOf = (field: string, keys: string[]) =>
  encodeURIComponent(keys.map((k) => `${field} eq ${literal(k)}`).join(' or '));

async function readRecords(settings: FeedSettings, token: string, keys: string[]) {
  const rows: Record<string, unknown>[] = [];
  // Twenty keys a request keeps each URL well under the length servers accept.
  for (let i = 0; i < keys.length; i += 20)
    rows.push(
      ...(await readAll(
        settings,
        token,
        `Property?$filter=${anyOf('ListingKey', keys.slice(i, i + 20))}&$expand=Media,OpenHouse`,
        "the listings' records",
      )),
    );
  const agents = [...new Set(rows.map((r) => r.ListAgentKey).filter((k): k is string => typeof k === 'string' && !!k))];
  const titles = new Map<string, string>();
  for (let i = 0; i < agents.length; i += 20)
    for (const m of await readAll(
      settings,
      token,
      `Member?$filter=${anyOf('MemberKey', agents.slice(i, i + 20))}`,
      'the listing agents',
    ))
      if (typeof m.MemberKey === 'string' && typeof m.JobTitle === 'string' && m.JobTitle.trim())
        titles.set(m.MemberKey, m.JobTitle.trim());
  return { rows, titles };
}

/** Records the run in data/site.json: when it ended, and the photo hosts the pages may load from. */
function recordSync(root: string, hosts: Set<string>, now: Date): string[] {
  const file = join(root, 'data', 'site.json');
  let text = readFileSync(file, 'utf8');
  const site = JSON.parse(text) as { imageHosts?: string[] };
  const format = { formattingOptions: { insertSpaces: true, tabSize: 2, eol: '\n' } };
  const added = [...hosts].filter((h) => !(site.imageHosts ?? []).includes(h)).sort();
  if (added.length)
    text = applyEdits(text, modify(text, ['imageHosts'], [...(site.imageHosts ?? []), ...added], format));
  text = applyEdits(text, modify(text, ['listingFeed'], { lastSync: now.toISOString() }, format));
  writeFileSync(file, text);
  return added;
}

export async function syncListings(root: string, env: NodeJS.ProcessEnv, now = new Date()): Promise<SyncOutcome> {
  const settings = feedSettings(env);
  if (!settings) throw new FeedError(NO_CREDENTIALS);
  const token = await requestToken(settings);
  const master = await readAll(settings, token, 'Property/PropertyReplication()', 'the list of listings');
  const carried = new Map(
    master.map((r) => [
      listingKeyOf(r) ?? '',
      typeof r.ModificationTimestamp === 'string' ? r.ModificationTimestamp : '',
    ]),
  );
  carried.delete('');
  const files = readListingFiles(root);
  const byKey = new Map(files.filter((f) => f.listingKey).map((f) => [f.listingKey!, f]));
  const wanted = [...carried].filter(([key, modified]) => {
    const file = byKey.get(key);
    return !file || (file.modified !== modified && !file.json.sold);
  });
  const { rows, titles } = await readRecords(
    settings,
    token,
    wanted.map(([key]) => key),
  );

  const dir = join(root, 'data', 'listings');
  const write = (json: ListingJson) =>
    writeFileSync(join(dir, `${json.slug}.json`), `${JSON.stringify(json, null, 2)}\n`);
  const taken = new Set(files.map((f) => f.slug));
  const lines: string[] = [];
  const errors: string[] = [];
  const hosts = new Set<string>();
  const counts = { added: 0, updated: 0, removed: 0 };
  let photosFetched = 0;
  const given = new Set<string>();
  for (const row of rows) {
    const key = listingKeyOf(row);
    if (!key || !carried.has(key)) continue;
    given.add(key);
    try {
      const fields = feedOwnedFields(row, titles);
      const existing = byKey.get(key);
      const known = new Map(((existing?.json.images ?? []) as FeedPhoto[]).map((p) => [p.src, p]));
      const { photos, fetched } = await sizePhotos(key, fields.images, known);
      photosFetched += fetched;
      const owned = { ...fields, images: photos as FeedOwned['images'] };
      let json: ListingJson;
      let changed: string[] = [];
      if (existing) ({ json, changed } = mergeListing(existing.json, owned));
      else {
        let slug = slugOf(owned.address) || `listing-${slugOf(key)}`;
        if (taken.has(slug)) slug = `${slug}-${slugOf(owned.feed.mlsNumber ?? key)}`;
        json = newListing(slug, owned, remarks(row), listedDay(row));
      }
      const refused = refusal(json, key);
      if (refused) throw refused;
      for (const image of owned.images) hosts.add(new URL(image.src).host);
      write(json);
      if (!existing) {
        taken.add(json.slug);
        counts.added++;
        lines.push(`  added    ${json.slug} (MLS® number ${owned.feed.mlsNumber ?? 'not given'})`);
      } else if (changed.length) {
        counts.updated++;
        lines.push(`  updated  ${json.slug}: ${changed.join(', ')}`);
      }
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      errors.push(error.message);
    }
  }
  for (const [key] of wanted)
    if (!given.has(key))
      errors.push(`listing key ${key}: the feed lists it but gave no record for it; sync again later.`);
  for (const file of files) {
    if (!file.listingKey || carried.has(file.listingKey)) continue;
    if (file.json.sold) {
      lines.push(`  kept     ${file.slug}: no longer on the feed, and shown as the team's sale (marked sold)`);
      continue;
    }
    rmSync(join(dir, `${file.slug}.json`));
    counts.removed++;
    lines.push(`  removed  ${file.slug}: no longer on the feed`);
  }
  // The last sync is recorded only when every listing is current: the check's 24-hour warning then tells a stale feed.
  const newHosts = errors.length ? [] : recordSync(root, hosts, now);
  if (newHosts.length)
    lines.push(`  data/site.json: pages may now load photos from ${newHosts.join(', ')} ("imageHosts")`);
  if (photosFetched)
    lines.push(`  photos   ${photosFetched} new photo addresses measured (their sizes are kept in the files)`);
  const summary = `${counts.added} added, ${counts.updated} updated, ${counts.removed} removed, of ${carried.size} listings on the feed.`;
  return { report: [`Listings from the DDF® feed (${settings.apiUrl}):`, ...lines, summary].join('\n'), errors };
}

if (process.argv[1] === import.meta.filename) {
  try {
    const at = process.argv.indexOf('--root');
    const root = at > 0 ? resolve(process.argv[at + 1] ?? '.') : join(import.meta.dirname, '..', '..');
    const { report, errors } = await syncListings(root, process.env);
    console.log(report);
    for (const error of errors) console.error(error);
    if (errors.length) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof FeedError ? error.message : `The sync stopped: ${(error as Error).message}`);
    process.exitCode = 1;
  }
}
