import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo, Server, Socket } from 'node:net';
import { join } from 'node:path';
import { MailDev } from 'maildev';
import { AllowedOrigins } from '../localOrigins.ts';
import { guardInbox } from './inboxGuard.ts';
import { holderNote } from '../../lib/processes.ts';

export interface MailCatcher {
  smtpPort: number;
  /** The inbox in a browser, and its REST API under /api/ (GET /api/email lists every email). */
  webUrl: string;
  stop(): Promise<void>;
}

export interface MailCatcherOptions {
  /** 1025 and 1080, as maildev's own defaults; tests pass free ports. */
  smtpPort?: number;
  webPort?: number;
  host?: string;
  /** The site's pages, which may read the inbox's API besides the inbox's own page (inboxGuard.ts). */
  allowedOrigins?: string[];
  /** Where its emails' folder goes: npm start's run folder, which the next start removes after a crash. */
  tempDir?: string;
}

/**
 * A real SMTP server that keeps every email it is sent and shows them in a web inbox (maildev):
 * locally, the team's notifications land here instead of in anyone's mailbox. Its emails live
 * in a temporary folder of its own and are gone when it stops.
 */
export async function startMailCatcher({
  smtpPort = 1025,
  webPort = 1080,
  host = '127.0.0.1',
  allowedOrigins = [],
  tempDir = tmpdir(),
}: MailCatcherOptions = {}): Promise<MailCatcher> {
  const mailDirectory = mkdtempSync(join(tempDir, 'maildev-'));
  const maildev = new MailDev({ smtp: smtpPort, web: webPort, ip: host, webIp: host, mailDirectory, silent: true });
  // maildev announces its API on the console even when silent; the start-up banner says it once.
  const info = console.info;
  console.info = () => undefined;
  try {
    await maildev.start();
  } catch (error) {
    rmSync(mailDirectory, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    throw code === 'EADDRINUSE'
      ? new Error(
          `Port ${smtpPort} or ${webPort} on ${host} is already in use${holderNote(smtpPort) || holderNote(webPort)}: is another mail catcher (maildev) running?`,
        )
      : error;
  } finally {
    console.info = info;
  }
  const sockets = openSockets(maildev);
  const web = webServer(maildev);
  if (web)
    guardInbox(web, new AllowedOrigins([`http://${host}:${(web.address() as AddressInfo).port}`, ...allowedOrigins]));
  return {
    smtpPort,
    webUrl: `http://${host}:${webPort}`,
    async stop() {
      const stopped = maildev.stop();
      // An inbox open in a browser keeps its websocket (and an SMTP client its session) open,
      // and maildev's stop waits for them without end (measured: still waiting after 30 s): they are ended now.
      for (const socket of sockets) socket.destroy();
      await stopped;
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}

/** The inbox's web server (its page, API and websocket). */
function webServer(maildev: MailDev): HttpServer | undefined {
  return (maildev.getServers() as { api?: { server?: { server?: HttpServer } } } | null)?.api?.server?.server;
}

/** The inbox's and the SMTP server's connections as they open, to be ended on stop. */
function openSockets(maildev: MailDev): Set<Socket> {
  const servers = maildev.getServers() as {
    api?: { server?: { server?: Server } };
    smtp?: { smtp?: { server?: Server } };
  } | null;
  const sockets = new Set<Socket>();
  for (const server of [servers?.api?.server?.server, servers?.smtp?.smtp?.server])
    server?.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
  return sockets;
}
