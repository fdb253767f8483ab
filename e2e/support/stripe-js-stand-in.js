/*
 * A stand-in for Stripe.js (https://js.stripe.com/…/stripe.js) for the browser journey only; it is
 * never part of the shop. It implements what the shop calls — Stripe(key), elements().create('card')
 * with mount / on('ready' | 'change') / destroy, createPaymentMethod, handleNextAction — and talks
 * to https://api.stripe.com and https://hooks.stripe.com like the real one, which the journey
 * routes to the local Stripe stand-in (apps/server/src/test/stripe-stand-in.ts). So the page's
 * Content-Security-Policy decides, as in production, whether these hosts may be reached.
 * Messages are German, as Stripe.js shows them with locale "de".
 */
(function () {
  var API = 'https://api.stripe.com/v1';
  var HOOKS = 'https://hooks.stripe.com';

  function digits(s) {
    return String(s || '').replace(/\D/g, '');
  }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]) * (i % 2 ? 2 : 1);
      sum += d > 9 ? d - 9 : d;
    }
    return sum % 10 === 0;
  }
  function form(fields) {
    return Object.keys(fields)
      .map(function (k) {
        return encodeURIComponent(k) + '=' + encodeURIComponent(fields[k]);
      })
      .join('&');
  }
  // Simple requests (form body, no custom headers), as Stripe.js sends them.
  function post(path, fields) {
    return fetch(API + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(fields),
    }).then(function (r) {
      return r.json();
    });
  }
  function get(path, fields) {
    return fetch(API + path + '?' + form(fields)).then(function (r) {
      return r.json();
    });
  }

  function cardElement() {
    var host = null;
    var inputs = {};
    var handlers = {};
    var emit = function (name, event) {
      (handlers[name] || []).forEach(function (fn) {
        fn(event);
      });
    };
    var check = function (final) {
      var number = digits(inputs.number.value);
      var exp = digits(inputs.exp.value);
      var cvc = digits(inputs.cvc.value);
      if (number.length >= 16 && !luhn(number))
        return { code: 'invalid_number', message: 'Ihre Kartennummer ist ungültig.' };
      if (!final) return null;
      if (number.length < 13) return { code: 'incomplete_number', message: 'Ihre Kartennummer ist unvollständig.' };
      if (exp.length !== 4)
        return { code: 'incomplete_expiry', message: 'Das Ablaufdatum Ihrer Karte ist unvollständig.' };
      if (Number(exp.slice(0, 2)) < 1 || Number(exp.slice(0, 2)) > 12)
        return { code: 'invalid_expiry_month', message: 'Der Ablaufmonat Ihrer Karte ist ungültig.' };
      if (cvc.length < 3)
        return { code: 'incomplete_cvc', message: 'Der Sicherheitscode Ihrer Karte ist unvollständig.' };
      return null;
    };
    var element = {
      _values: function () {
        return { number: digits(inputs.number.value), exp: digits(inputs.exp.value), cvc: digits(inputs.cvc.value) };
      },
      _check: check,
      _invalid: function (on) {
        host.classList.toggle('StripeElement--invalid', on);
      },
      mount: function (target) {
        host = typeof target === 'string' ? document.querySelector(target) : target;
        host.classList.add('StripeElement', 'StripeElement--empty');
        var row = document.createElement('div');
        row.style.cssText = 'display:flex;gap:12px;align-items:center;font:16px system-ui,sans-serif;color:#212529';
        [
          ['number', 'Kartennummer', '1234 1234 1234 1234', 'cc-number', '1 1 auto'],
          ['exp', 'MM / JJ', 'MM / JJ', 'cc-exp', '0 0 5.5em'],
          ['cvc', 'CVC', 'CVC', 'cc-csc', '0 0 3.5em'],
        ].forEach(function (f) {
          var input = document.createElement('input');
          input.setAttribute('aria-label', f[1]);
          input.placeholder = f[2];
          input.autocomplete = f[3];
          input.inputMode = 'numeric';
          input.style.cssText =
            'border:0;outline:0;min-width:0;font:inherit;color:inherit;background:transparent;flex:' + f[4];
          input.addEventListener('focus', function () {
            host.classList.add('StripeElement--focus');
          });
          input.addEventListener('blur', function () {
            host.classList.remove('StripeElement--focus');
          });
          input.addEventListener('input', function () {
            var v = element._values();
            var error = check(false);
            var empty = !v.number && !v.exp && !v.cvc;
            host.classList.toggle('StripeElement--empty', empty);
            element._invalid(!!error);
            emit('change', {
              elementType: 'card',
              empty: empty,
              complete: !check(true),
              brand: v.number[0] === '4' ? 'visa' : 'unknown',
              error: error ? { type: 'validation_error', code: error.code, message: error.message } : undefined,
            });
          });
          inputs[f[0]] = input;
          row.appendChild(input);
        });
        host.appendChild(row);
        setTimeout(function () {
          emit('ready', { elementType: 'card' });
        }, 0);
      },
      on: function (name, fn) {
        (handlers[name] = handlers[name] || []).push(fn);
        return element;
      },
      off: function (name, fn) {
        handlers[name] = (handlers[name] || []).filter(function (h) {
          return h !== fn;
        });
        return element;
      },
      update: function () {},
      focus: function () {
        inputs.number && inputs.number.focus();
      },
      blur: function () {},
      clear: function () {
        Object.keys(inputs).forEach(function (k) {
          inputs[k].value = '';
        });
      },
      unmount: function () {
        if (host) host.innerHTML = '';
      },
      destroy: function () {
        element.unmount();
        handlers = {};
      },
    };
    return element;
  }

  /** The bank's 3-D Secure step: a frame from hooks.stripe.com whose buttons answer by postMessage. */
  function bankStep(intentId) {
    return new Promise(function (resolve) {
      var overlay = document.createElement('div');
      overlay.setAttribute('data-stripe-stand-in', '3ds');
      overlay.style.cssText =
        'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
      var frame = document.createElement('iframe');
      frame.name = 'stripe-challenge-frame';
      frame.title = '3D Secure';
      frame.src = HOOKS + '/3d_secure_2_test/' + intentId;
      frame.style.cssText = 'width:min(400px,92vw);height:420px;border:0;border-radius:8px;background:#fff';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
      var listen = function (event) {
        if (event.origin !== HOOKS || !event.data || !event.data.standIn3ds) return;
        window.removeEventListener('message', listen);
        overlay.remove();
        resolve(event.data.standIn3ds === 'pass');
      };
      window.addEventListener('message', listen);
    });
  }

  window.Stripe = function Stripe(key) {
    if (!/^pk_/.test(String(key))) throw new Error('IntegrationError: Invalid API Key provided: ' + key);
    return {
      elements: function () {
        return {
          create: function (type) {
            if (type !== 'card') throw new Error('stand-in: only the card element');
            return cardElement();
          },
        };
      },
      createPaymentMethod: function (data) {
        var card = data && data.card;
        if (!data || data.type !== 'card' || !card || !card._check)
          return Promise.reject(new Error('IntegrationError: createPaymentMethod needs {type: "card", card}'));
        var error = card._check(true);
        if (error) {
          card._invalid(true);
          return Promise.resolve({ error: { type: 'validation_error', code: error.code, message: error.message } });
        }
        var v = card._values();
        return post('/payment_methods', {
          key: key,
          type: 'card',
          'card[number]': v.number,
          'card[exp_month]': v.exp.slice(0, 2),
          'card[exp_year]': '20' + v.exp.slice(2),
          'card[cvc]': v.cvc,
        }).then(function (body) {
          return body.error ? { error: body.error } : { paymentMethod: body };
        });
      },
      handleNextAction: function (options) {
        var secret = options && options.clientSecret;
        var id = String(secret || '').split('_secret_')[0];
        var read = function () {
          return get('/payment_intents/' + id, { key: key, client_secret: secret });
        };
        return read().then(function (intent) {
          if (intent.error) return { error: intent.error };
          if (intent.status !== 'requires_action') return { paymentIntent: intent };
          return bankStep(id)
            .then(function (passed) {
              return post('/payment_intents/' + id + '/authenticate', {
                key: key,
                client_secret: secret,
                result: passed ? 'pass' : 'fail',
              });
            })
            .then(read)
            .then(function (after) {
              if (after.status === 'succeeded') return { paymentIntent: after };
              return {
                error: {
                  type: 'card_error',
                  code: 'payment_intent_authentication_failure',
                  message: 'Wir konnten Ihre Zahlungsmethode nicht authentifizieren.',
                  payment_intent: after,
                },
              };
            });
        });
      },
    };
  };
})();
