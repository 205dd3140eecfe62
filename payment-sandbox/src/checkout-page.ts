/**
 * The hosted checkout page the popup frames (`/popup`), and the same page opened directly at
 * `/{accessCode}` (the authorization URL). It plays the provider's side of the protocol
 * (docs/POPUP.md §6): it announces `loaded:checkout`; on `inline:url` it creates the transaction
 * (or resumes it by access code) and answers `loaded:transaction`, or `error` of type `setup` (a
 * repeated `inline:url` for the transaction it shows is ignored until `close`); then
 * `success`, `close` with status `abandoned` (cancel button), `transfer:pending` with status `pending`
 * ("I've sent the money"), and `error` of type `charge` for a declined card (the popup stays open).
 * On `inline:pay-with-vault` a customer with a vault is offered their saved card.
 * Only messages from the parent page are read. Plain browser JavaScript, no build step.
 */

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;
background:transparent;color:#1f2937}.sheet{max-width:400px;margin:40px auto;background:#fff;border-radius:8px;
padding:20px;box-shadow:0 10px 40px rgba(0,0,0,.3)}header{display:flex;gap:12px;align-items:flex-start;
justify-content:space-between;border-bottom:1px solid #eee;padding-bottom:12px;margin-bottom:12px}
#cancel{border:0;background:#eee;border-radius:50%;width:28px;height:28px;font-size:18px;cursor:pointer}
label{display:block;margin:10px 0 4px;font-weight:600}input{width:100%;padding:10px;border:1px solid #ccc;
border-radius:4px;font:inherit}button.primary{width:100%;margin-top:16px;padding:12px;border:0;border-radius:4px;
background:#0a7d3e;color:#fff;font:inherit;font-weight:700;cursor:pointer}button.secondary{width:100%;padding:10px;
border:1px solid #ccc;border-radius:4px;background:#fafafa;font:inherit;cursor:pointer}button:disabled{opacity:.6}
#status{min-height:1.4em;margin:8px 0}#status.error{color:#b91c1c}#status.success{color:#0a7d3e}
#transfer{margin-top:20px;border-top:1px solid #eee;padding-top:12px}footer{margin-top:16px;font-size:12px;color:#6b7280}
#loading{text-align:center;color:#fff;margin-top:40vh}[hidden]{display:none!important}`;

const SCRIPT = `
(function () {
  var embedded = window.parent !== window;
  var current = null;
  var requested = null;
  var busy = false;
  function $(id) { return document.getElementById(id); }
  function toPage(event, data) {
    if (!embedded) return;
    window.parent.postMessage(data === undefined ? { event: event } : { event: event, data: data }, '*');
  }
  function api(path, body) {
    return fetch('/checkout/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body)
    }).then(function (response) { return response.json(); });
  }
  function money(amount, currency) {
    try {
      return new Intl.NumberFormat('en', { style: 'currency', currency: currency, currencyDisplay: 'code',
        maximumFractionDigits: 2, minimumFractionDigits: 0 }).format(amount / 100);
    } catch (error) { return currency + ' ' + amount / 100; }
  }
  function status(text, kind) { $('status').textContent = text; $('status').className = kind || ''; }
  function setBusy(value) {
    busy = value; $('pay').disabled = value; $('transfer-sent').disabled = value; $('vault-pay').disabled = value;
  }
  function reset() { $('card-form').reset(); $('vault').hidden = true; status(''); setBusy(false); }
  function show(transaction) {
    current = transaction;
    $('merchant').textContent = transaction.merchantName;
    $('customer').textContent = transaction.label || transaction.email;
    $('amount').textContent = money(transaction.amount, transaction.currency);
    $('pay').textContent = 'Pay ' + money(transaction.amount, transaction.currency);
    $('card-form').hidden = transaction.channels.indexOf('card') < 0;
    $('transfer').hidden = transaction.channels.indexOf('bank_transfer') < 0 && transaction.channels.indexOf('bank') < 0;
    $('loading').hidden = true;
    $('checkout').hidden = false;
    reset();
    if (transaction.status === 'success') {
      $('card-form').hidden = true;
      $('transfer').hidden = true;
      status('This transaction has already been paid.', 'success');
    }
  }
  function setupFailed(message) {
    $('loading').textContent = message;
    toPage('error', { type: 'setup', message: message });
  }
  function load(params) {
    api('transaction', params.accessCode ? { accessCode: params.accessCode } : { params: params }).then(function (answer) {
      if (!answer.status) return setupFailed(answer.message);
      show(answer.data);
      toPage('loaded:transaction', { id: answer.data.id, customer: answer.data.customer, accessCode: answer.data.accessCode });
    }, function () { setupFailed('The payment sandbox cannot be reached'); });
  }
  window.addEventListener('message', function (event) {
    if (!embedded || event.source !== window.parent) return;
    var message = event.data;
    if (message && message.type === 'inline:url' && message.params) requestTransaction(message.params);
    else if (message === 'close') { requested = null; reset(); }
    else if (message && message.type === 'inline:pay-with-vault') payWithVault();
  });
  // The popup re-sends inline:url whenever this page announces itself, so the same transaction can be
  // asked for twice (by its parameters or by its access code): it is loaded once until 'close'.
  function requestTransaction(params) {
    var key = params.accessCode ? 'code:' + params.accessCode : JSON.stringify(params);
    var same = key === requested || (requested && current && params.accessCode === current.accessCode);
    if (same) return;
    requested = key;
    load(params);
  }
  function payWithVault() {
    if (!current || !current.savedCard) return status('The sandbox has no vault for this customer: pay with a test card.');
    $('saved-card').textContent = current.savedCard.brand.toUpperCase() + ' ending ' + current.savedCard.last4;
    $('vault').hidden = false;
  }
  function paid(answer) {
    status('Payment successful', 'success');
    $('card-form').hidden = true;
    $('transfer').hidden = true;
    $('vault').hidden = true;
    toPage('success', answer.data);
  }
  $('vault-pay').addEventListener('click', function () {
    if (!current || busy) return;
    setBusy(true);
    api('vault', { accessCode: current.accessCode }).then(function (answer) {
      setBusy(false);
      if (answer.status) paid(answer);
      else status(answer.message, 'error');
    }, function () { setBusy(false); status('The payment sandbox cannot be reached', 'error'); });
  });
  $('card-form').addEventListener('submit', function (event) {
    event.preventDefault();
    if (!current || busy) return;
    setBusy(true);
    status('Processing...');
    api('charge', { accessCode: current.accessCode, number: $('card-number').value,
      expiry: $('card-expiry').value, cvv: $('card-cvv').value }).then(function (answer) {
      setBusy(false);
      if (answer.status) {
        paid(answer);
      } else {
        status(answer.message, 'error');
        toPage('error', { type: 'charge', message: answer.message });
      }
    }, function () { setBusy(false); status('The payment sandbox cannot be reached', 'error'); });
  });
  $('cancel').addEventListener('click', function () {
    toPage('close', { status: 'abandoned' });
    if (current) api('cancel', { accessCode: current.accessCode });
  });
  $('transfer-sent').addEventListener('click', function () {
    if (!current || busy) return;
    setBusy(true);
    api('transfer', { accessCode: current.accessCode }).then(function (answer) {
      setBusy(false);
      if (!answer.status) return status(answer.message, 'error');
      status('We will confirm your transfer shortly.', 'success');
      toPage('transfer:pending', { status: 'pending' });
    }, function () { setBusy(false); status('The payment sandbox cannot be reached', 'error'); });
  });
  var code = window.location.pathname.slice(1);
  if (!embedded && code && code !== 'popup') load({ accessCode: code });
  toPage('loaded:checkout');
})();`;

export const checkoutPage = (): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sandbox checkout</title>
<style>${STYLE}</style>
</head>
<body>
<div id="loading" role="status">Loading...</div>
<main id="checkout" class="sheet" hidden>
  <header>
    <div><strong id="merchant"></strong><div id="customer"></div></div>
    <div>Pay <strong id="amount"></strong></div>
    <button type="button" id="cancel" aria-label="Cancel payment">&times;</button>
  </header>
  <p id="status" role="status" aria-live="polite"></p>
  <section id="vault" hidden>
    <p>Your vault: <strong id="saved-card"></strong></p>
    <button type="button" id="vault-pay" class="primary">Pay with saved card</button>
  </section>
  <form id="card-form" novalidate>
    <label for="card-number">Card number</label>
    <input id="card-number" name="number" inputmode="numeric" autocomplete="cc-number" required>
    <label for="card-expiry">Expiry (MM/YY)</label>
    <input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="MM/YY" required>
    <label for="card-cvv">CVV</label>
    <input id="card-cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required>
    <button type="submit" id="pay" class="primary">Pay</button>
  </form>
  <section id="transfer">
    <p>Or pay by bank transfer to Sandbox Bank, account 0000000000.</p>
    <button type="button" id="transfer-sent" class="secondary">I've sent the money</button>
  </section>
  <footer>Payment sandbox. Test cards: 4084 0840 8408 4081 is approved, 4000 0000 0000 0002 is declined;
  any future expiry, any 3-digit CVV.</footer>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
