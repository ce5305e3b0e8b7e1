/**
 * Outgoing e-mail. With SMTP_URL set it goes through nodemailer; otherwise every message is written to
 * the log and kept in the email_outbox table, so a local install can still follow its links.
 */
import nodemailer from "nodemailer";
import type { Db } from "../db/client.ts";
import { emailOutbox } from "../db/schema/index.ts";
import type { Logger } from "./logger.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  readonly delivers: boolean;
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: { db: Db; logger: Logger; smtpUrl?: string; from: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      delivers: true,
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.logger.info({ to: mail.to, subject: mail.subject }, "email sent");
      },
    };
  }
  return {
    delivers: false,
    async send(mail) {
      await options.db.insert(emailOutbox).values(mail);
      options.logger.info({ to: mail.to, subject: mail.subject, text: mail.text }, "email kept in outbox (no SMTP_URL)");
    },
  };
}
