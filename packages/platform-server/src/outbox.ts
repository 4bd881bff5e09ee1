/**
 * Outside messaging behind small interfaces (DESIGN.md): verification SMS and mail. The defaults
 * write to the server log, which is what an operator running the reference server locally reads.
 */
export interface SmsMessage {
  to: string;
  text: string;
}
export interface MailMessage {
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

export function logSms(write: (line: string) => void): SmsSender {
  return {
    async send(message) {
      write(`sms to ${message.to}: ${message.text}`);
    },
  };
}

export function logMail(write: (line: string) => void): MailSender {
  return {
    async send(message) {
      write(`mail to ${message.to}: ${message.subject}`);
    },
  };
}
