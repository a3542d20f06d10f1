import nodemailer from 'nodemailer';
import type { SendEmail } from '../../../supabase/functions/_shared/outbox.ts';

/** Sends through an SMTP server (the local mail catcher), as the team's mail server would receive it. */
export function smtpSender({ host, port }: { host: string; port: number }): SendEmail {
  // The catcher offers no TLS; a short timeout so a stopped catcher fails fast and is retried.
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 3_000,
    greetingTimeout: 3_000,
  });
  return async (email) => {
    await transport.sendMail({
      from: email.from,
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      headers: email.headers ?? {},
    });
  };
}
