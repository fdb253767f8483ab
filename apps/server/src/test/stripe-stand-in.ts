import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the parts of Stripe's API the shop uses, for the API tests and the browser
 * journey (never for production). The server's adapter calls it with the secret key (create and
 * confirm a PaymentIntent, read it, cancel it); the browser's stand-in Stripe.js calls it with
 * the publishable key (make a PaymentMethod from a card, read a PaymentIntent with its client
 * secret, pass or fail the bank's 3-D Secure step). It keeps every request so tests can check
 * what was sent (amount in cents, EUR, idempotency key), and like Stripe a repeated idempotency
 * key gets the first answer. Refunds (POST /v1/refunds) give back at most what an intent took.
 *
 * Cards behave as in Stripe's test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
 * declined, 4000 0027 6000 3184 asks for authentication first; the tokens and PaymentMethod ids
 * of Stripe's test mode (tok_visa, tok_chargeDeclined, pm_card_visa, pm_card_chargeDeclined,
 * pm_card_authenticationRequired) do the same.
 */
export interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  auth: string | undefined;
}

export interface StandInIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_action' | 'requires_payment_method' | 'succeeded' | 'canceled';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  next_action: { type: 'use_stripe_sdk' } | null;
  last_payment_error: { type: string; code: string; message: string } | null;
}

type Behaviour = 'pays' | 'declined' | 'authenticates';

export interface StripeStandIn {
  url: string;
  secretKey: string;
  publishableKey: string;
  requests: SeenRequest[];
  intents: Map<string, StandInIntent>;
  /** The customer passes (or fails) the bank's step, as Stripe's 3-D Secure page would record it. */
  authenticate(intentId: string, passed: boolean): void;
  close(): Promise<void>;
}

const CARDS: Record<string, Behaviour> = {
  '4242424242424242': 'pays',
  '4000000000000002': 'declined',
  '4000002760003184': 'authenticates',
};
const KNOWN: Record<string, Behaviour> = {
  tok_visa: 'pays',
  tok_chargeDeclined: 'declined',
  pm_card_visa: 'pays',
  pm_card_chargeDeclined: 'declined',
  pm_card_authenticationRequired: 'authenticates',
};
const DECLINED = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const AUTH_FAILED = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const luhn = (digits: string) =>
  [...digits].reverse().reduce((sum, ch, i) => {
    const d = Number(ch) * (i % 2 ? 2 : 1);
    return sum + (d > 9 ? d - 9 : d);
  }, 0) %
    10 ===
  0;

const metadataOf = (form: URLSearchParams) => {
  const out: Record<string, string> = {};
  for (const [k, v] of form) {
    const m = /^metadata\[(\w+)\]$/.exec(k);
    if (m) out[m[1]] = v;
  }
  return out;
};

export async function startStripeStandIn(
  keys: { secretKey?: string; publishableKey?: string } = {},
): Promise<StripeStandIn> {
  const secretKey = keys.secretKey ?? 'sk_test_standin';
  const publishableKey = keys.publishableKey ?? 'pk_test_standin';
  const requests: SeenRequest[] = [];
  const intents = new Map<string, StandInIntent>();
  const methods = new Map<string, Behaviour>();
  /** Cents refunded per PaymentIntent. */
  const refunded = new Map<string, number>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let counter = 0;
  const newId = (prefix: string) => `${prefix}_${++counter}${randomBytes(6).toString('hex')}`;

  const authenticate = (id: string, passed: boolean) => {
    const intent = intents.get(id);
    if (intent?.status !== 'requires_action') return;
    Object.assign(
      intent,
      passed
        ? { status: 'succeeded', amount_received: intent.amount, next_action: null }
        : { status: 'requires_payment_method', next_action: null, last_payment_error: AUTH_FAILED },
    );
  };

  /** What a browser may see of an intent (Stripe leaves out the metadata for publishable keys). */
  const publicView = ({ metadata: _hidden, ...rest }: StandInIntent) => rest;

  function answer(
    method: string,
    path: string,
    form: URLSearchParams,
    query: URLSearchParams,
    auth: string | undefined,
  ): { status: number; body: unknown } {
    const secret = auth === `Bearer ${secretKey}`;
    const browser = form.get('key') === publishableKey || query.get('key') === publishableKey;
    if (!secret && !browser)
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } } };
    const missing = {
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' } },
    };

    if (method === 'POST' && path === '/v1/payment_methods' && browser) {
      const number = (form.get('card[number]') ?? '').replace(/\s+/g, '');
      if (!/^\d{13,19}$/.test(number) || !luhn(number))
        return {
          status: 402,
          body: { error: { type: 'card_error', code: 'incorrect_number', message: 'Ihre Kartennummer ist ungültig.' } },
        };
      const id = newId('pm');
      methods.set(id, CARDS[number] ?? 'declined');
      return {
        status: 200,
        body: {
          id,
          object: 'payment_method',
          type: 'card',
          card: {
            brand: number.startsWith('4') ? 'visa' : 'unknown',
            last4: number.slice(-4),
            exp_month: Number(form.get('card[exp_month]')),
            exp_year: Number(form.get('card[exp_year]')),
          },
        },
      };
    }

    if (method === 'POST' && path === '/v1/payment_intents' && secret) {
      const pm = form.get('payment_method');
      const source = pm ?? form.get('payment_method_data[card][token]') ?? '';
      const behaviour = methods.get(source) ?? KNOWN[source];
      if (!behaviour || behaviour === 'declined') return { status: 402, body: { error: DECLINED } };
      const id = newId('pi');
      const amount = Number(form.get('amount'));
      const intent: StandInIntent = {
        id,
        object: 'payment_intent',
        amount,
        amount_received: behaviour === 'pays' ? amount : 0,
        currency: form.get('currency') ?? '',
        status: behaviour === 'pays' ? 'succeeded' : 'requires_action',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata: metadataOf(form),
        payment_method: pm,
        next_action: behaviour === 'pays' ? null : { type: 'use_stripe_sdk' },
        last_payment_error: null,
      };
      intents.set(id, intent);
      return { status: 200, body: { ...intent } };
    }

    if (method === 'POST' && path === '/v1/refunds' && secret) {
      // Refunds API: a refund of a succeeded PaymentIntent, never more than it took.
      const paid = intents.get(form.get('payment_intent') ?? '');
      if (!paid) return missing;
      const amount = Number(form.get('amount') ?? paid.amount_received - (refunded.get(paid.id) ?? 0));
      const before = refunded.get(paid.id) ?? 0;
      if (paid.status !== 'succeeded' || !(amount > 0) || before + amount > paid.amount_received)
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
            },
          },
        };
      refunded.set(paid.id, before + amount);
      return {
        status: 200,
        body: {
          id: newId('re'),
          object: 'refund',
          amount,
          currency: paid.currency,
          payment_intent: paid.id,
          status: 'succeeded',
          metadata: metadataOf(form),
        },
      };
    }

    const one = /^\/v1\/payment_intents\/(pi_\w+)(\/cancel|\/authenticate)?$/.exec(path);
    const intent = one ? intents.get(one[1]) : undefined;
    if (!one)
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
      };
    if (!intent) return missing;
    // The browser only ever reaches an intent with its client secret.
    if (!secret && (query.get('client_secret') ?? form.get('client_secret')) !== intent.client_secret) return missing;

    if (method === 'GET' && !one[2]) return { status: 200, body: secret ? { ...intent } : publicView(intent) };
    if (method === 'POST' && one[2] === '/cancel' && secret) {
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
            },
          },
        };
      }
      Object.assign(intent, { status: 'canceled', next_action: null });
      return { status: 200, body: { ...intent } };
    }
    if (method === 'POST' && one[2] === '/authenticate' && browser) {
      authenticate(intent.id, form.get('result') === 'pass');
      return { status: 200, body: publicView(intent) };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    };
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const form = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        form,
        idempotencyKey: key,
        auth: req.headers.authorization,
      });
      let result = key ? idempotent.get(key) : undefined;
      if (!result) {
        result = answer(req.method ?? '', url.pathname, form, url.searchParams, req.headers.authorization);
        if (key) idempotent.set(key, result);
      }
      // The browser reaches it from the shop's origin (a simple request: form body, no custom headers).
      res.writeHead(result.status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
        'access-control-allow-origin': '*',
      });
      res.end(JSON.stringify(result.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    publishableKey,
    requests,
    intents,
    authenticate,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
