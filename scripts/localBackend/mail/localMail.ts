import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EnquiryRouting } from '../../../supabase/functions/_shared/enquiryEmail.ts';
import { loadValidContent } from '../../../src/content/load/loadContent.ts';
import { enquiryRouting } from '../../siteBuild/enquiryRouting.ts';
import type { LocalSupabase } from '../supabase/server.ts';
import { startMailCatcher, type MailCatcher } from './mailCatcher.ts';
import { startEnquiryNotifier } from './notifier.ts';
import { smtpSender } from './smtpSender.ts';

const MAIL_CATCHER = { host: '127.0.0.1', smtpPort: 1025, webPort: 1080 } as const;

export interface LocalMail {
  /** The inbox where the team's notifications arrive locally. */
  inboxUrl: string;
  stop(): Promise<void>;
}

/** The content's routing; with content that does not load (mid-edit, under npm run dev), the team's
 *  address as site.json gives it and pages named by their paths, so emails still go out. */
function localRouting(contentRoot: string, siteUrl: string): EnquiryRouting {
  try {
    return enquiryRouting(loadValidContent(contentRoot).content, siteUrl);
  } catch {
    let teamEmail = 'team@localhost';
    let teamName = 'The team';
    let brokerageName = '(brokerage not given)';
    let mailingAddress = '(mailing address not given)';
    try {
      const site = JSON.parse(readFileSync(join(contentRoot, 'data', 'site.json'), 'utf8')) as {
        contact?: { email?: string; office?: Record<string, string> };
        brand?: { teamName?: string };
        brokerage?: { name?: string };
      };
      teamEmail = site.contact?.email ?? teamEmail;
      teamName = site.brand?.teamName ?? teamName;
      brokerageName = site.brokerage?.name ?? brokerageName;
      const office = site.contact?.office;
      if (office)
        mailingAddress = [office.street, office.unit, `${office.city}, ${office.province} ${office.postalCode}`]
          .filter(Boolean)
          .join(', ');
    } catch {
      // The fallbacks above stand.
    }
    return { teamName, teamEmail, brokerageName, mailingAddress, siteUrl, subjects: {} };
  }
}

/**
 * npm start and npm run dev: a mail catcher on 127.0.0.1:1025 (inbox on :1080) and the notifier
 * that emails each contact message to it, as the team would receive it, and each new subscriber's
 * welcome email, as the subscriber would. A port already taken
 * (another maildev, say) is said in one line, and emails go to whatever catcher listens there.
 */
export async function startLocalMail({
  database,
  siteUrl,
  contentRoot,
  tempDir,
}: {
  database: LocalSupabase;
  siteUrl: string;
  contentRoot: string;
  /** Where the caught emails are kept while it runs (npm start's run folder). */
  tempDir?: string;
}): Promise<LocalMail> {
  let catcher: MailCatcher | undefined;
  try {
    catcher = await startMailCatcher({ ...MAIL_CATCHER, allowedOrigins: [siteUrl], ...(tempDir ? { tempDir } : {}) });
  } catch (error) {
    console.log(
      `[mail] ${error instanceof Error ? error.message : String(error)} Emails go to whatever listens on port ${MAIL_CATCHER.smtpPort}.`,
    );
  }
  const routing = localRouting(contentRoot, siteUrl);
  const notifier = startEnquiryNotifier({
    supabaseUrl: database.url,
    serviceRoleKey: database.serviceRoleKey,
    send: smtpSender({ host: MAIL_CATCHER.host, port: MAIL_CATCHER.smtpPort }),
    routing,
    from: `${routing.teamName} website <website@localhost>`,
    // What the site serves now: npm start rewrites /enquiries.json with every rebuild (an editor's
    // save), so a new consent wording is known to the database as soon as the page shows it.
    currentRouting: async () => {
      const response = await fetch(`${siteUrl}/enquiries.json`);
      if (!response.ok) return routing;
      return { ...((await response.json()) as EnquiryRouting), siteUrl };
    },
  });
  return {
    inboxUrl: catcher?.webUrl ?? `http://${MAIL_CATCHER.host}:${MAIL_CATCHER.webPort}`,
    async stop() {
      await notifier.stop();
      await catcher?.stop();
    },
  };
}
