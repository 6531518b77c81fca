import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

/** One SMS to send: a template message (Kavenegar verify/lookup) with its token, and the full text. */
export interface SmsMessage {
  /** `09xxxxxxxxx`. */
  recipient: string;
  template: string;
  token: string;
  /** The whole message, as the log adapter prints it. */
  body: string;
}

/** Sends an SMS or throws; the outbox worker retries a failed message later. */
export interface SmsSender {
  readonly name: 'outbox' | 'kavenegar' | 'email-log' | 'site';
  send(message: SmsMessage): Promise<void>;
}

/** A message's text with its code hidden, fit for a log: logs are read by more people than the member. */
export function maskedBody(message: Pick<SmsMessage, 'body' | 'token'>): string {
  return message.token ? message.body.split(message.token).join('*'.repeat(message.token.length)) : message.body;
}

/**
 * The `outbox` adapter (default): the message stays in the outbox table and is logged with its code masked (the
 * code itself is only readable from this machine through the dev outbox listing).
 */
export function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return logSender(log, 'sms');
}

/** A sender that only logs the message (code masked): the SMS `outbox` adapter, and e-mail until a provider exists. */
export function logSender(log: FastifyBaseLogger, channel: 'sms' | 'email'): SmsSender {
  return {
    name: channel === 'sms' ? 'outbox' : 'email-log',
    async send(message) {
      log.info(
        { [channel]: { to: message.recipient, template: message.template, body: maskedBody(message) } },
        `${channel} (outbox adapter)`,
      );
    },
  };
}

/** Raised when the provider refuses or cannot be reached; the message stays pending. */
export class SmsSendError extends Error {}

/**
 * The `kavenegar` adapter: POST {base}/v1/{API_KEY}/verify/lookup.json with receptor, token and template
 * (form-encoded). Success is HTTP 200 with `return.status` 200.
 */
export function kavenegarSmsSender(opts: { apiKey: string; baseUrl: string; timeoutMs?: number }): SmsSender {
  const url = `${opts.baseUrl.replace(/\/+$/, '')}/v1/${encodeURIComponent(opts.apiKey)}/verify/lookup.json`;
  return {
    name: 'kavenegar',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ receptor: message.recipient, token: message.token, template: message.template }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
      } catch (err) {
        throw new SmsSendError(`kavenegar unreachable: ${(err as Error).message}`);
      }
      const text = await response.text();
      let status: number | undefined;
      try {
        status = (JSON.parse(text) as { return?: { status?: number } }).return?.status;
      } catch {
        status = undefined;
      }
      if (!response.ok || status !== 200) {
        throw new SmsSendError(
          // The provider may echo the message: the code is masked before this reaches the log and the outbox row.
          `kavenegar answered HTTP ${response.status}, status ${status ?? '?'}: ${maskedBody({ body: text, token: message.token }).slice(0, 200)}`,
        );
      }
    },
  };
}

/** The adapter chosen by SMS_PROVIDER. */
export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  if (config.SMS_PROVIDER === 'kavenegar') {
    return kavenegarSmsSender({ apiKey: config.KAVENEGAR_API_KEY ?? '', baseUrl: config.KAVENEGAR_BASE_URL });
  }
  return logSmsSender(log);
}
