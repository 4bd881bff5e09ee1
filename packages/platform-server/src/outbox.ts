import type { Clock } from './clock';
import type { Db } from './db/database';
import { insertOutboxMessage } from './db/outbox';

/**
 * Outside messaging behind small interfaces (DESIGN.md): verification SMS and mail. The local
 * default writes each message to the outbox table, which the admin API reads back (operators and
 * end-to-end tests take codes from it), and logs one line so a developer sees it arrive.
 */
export interface SmsMessage {
  merchantId: number;
  /** The local mobile number, as the player typed it. */
  to: string;
  countryDialingCode: string;
  text: string;
}
export interface MailMessage {
  merchantId: number;
  to: string;
  subject: string;
  text: string;
}
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}
export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export function outboxSms(db: Db, clock: Clock, write: (line: string) => void): SmsSender {
  return {
    async send(message) {
      await insertOutboxMessage(db, {
        merchantId: message.merchantId,
        channel: 'sms',
        to: message.to,
        body: message.text,
        createdAt: clock.now(),
      });
      // The log line leaves the code out: logs travel further than the outbox.
      write(`sms to +${message.countryDialingCode} ${message.to} written to the outbox`);
    },
  };
}

export function outboxMail(db: Db, clock: Clock, write: (line: string) => void): MailSender {
  return {
    async send(message) {
      await insertOutboxMessage(db, {
        merchantId: message.merchantId,
        channel: 'mail',
        to: message.to,
        body: `${message.subject}\n\n${message.text}`,
        createdAt: clock.now(),
      });
      write(`mail to ${message.to} written to the outbox: ${message.subject}`);
    },
  };
}
