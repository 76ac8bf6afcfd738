import nodemailer, { type Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP_URL when set. Without it (a laptop demo) mail is written to the log so a
 * reset link can still be followed.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; log: (msg: string) => void }): Mailer {
  const transport: Transporter | null = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(mail) {
      if (!transport) {
        const attached = (mail.attachments ?? []).map((a) => `\n[attached: ${a.filename}]`).join('');
        opts.log(`mail to ${mail.to}: ${mail.subject}\n${mail.text}${attached}`);
        return;
      }
      await transport.sendMail({ from: opts.from, ...mail });
    },
  };
}
