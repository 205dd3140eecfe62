/**
 * The inbox page (`/`), like a mail catcher's: every phone the site has written to, each one's
 * WhatsApp and SMS conversation with every message's state, a box to reply as the customer on
 * WhatsApp, and the controls for the next message to the number. Plain forms (they work without
 * script); a small script refreshes the list every two seconds while no field is being edited.
 */
import type { PhoneView } from './controls';
import type { Message, NextOutcome } from './phones';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const time = (iso: string): string => iso.slice(11, 19);

const STATE_CLASS: Record<string, string> = {
  read: 'good',
  delivered: 'good',
  Delivered: 'good',
  received: 'good',
  failed: 'bad',
  'Message Failed': 'bad',
  'DND Active on Phone Number': 'bad',
};

function messageItem(message: Message): string {
  const channel =
    message.channel === 'whatsapp'
      ? 'WhatsApp'
      : `SMS · ${escapeHtml(message.sender ?? '')} · ${escapeHtml(message.route ?? '')} route`;
  const trail = message.history.map((step) => `${escapeHtml(step.status)} ${time(step.at)}`).join(' → ');
  const error = message.error
    ? `<p class="error">${message.error.code} ${escapeHtml(message.error.title)}: ${escapeHtml(message.error.details)}</p>`
    : '';
  return `<li class="message ${message.direction}">
  <p class="meta">${channel}${message.template ? ` · template ${escapeHtml(message.template.name)}` : ''}</p>
  <p class="text">${escapeHtml(message.text)}</p>${error}
  <p class="state ${STATE_CLASS[message.status] ?? ''}" title="${escapeHtml(trail)}">${escapeHtml(message.status)} · ${trail}</p>
</li>`;
}

const describeNext = (next: NextOutcome | null): string =>
  !next
    ? ''
    : next.kind === 'delay'
      ? `next message delayed ${next.seconds} s`
      : `next message will ${next.kind === 'fail' ? 'fail' : 'be refused'}`;

function phoneSection(phone: PhoneView): string {
  const action = `/phones/${phone.number}`;
  const badges = [
    phone.dnd ? '<span class="badge bad">DND</span>' : '',
    phone.next ? `<span class="badge warn">${describeNext(phone.next)}</span>` : '',
    phone.sessionOpenUntil
      ? `<span class="badge good">WhatsApp session open until ${escapeHtml(phone.sessionOpenUntil.replace('T', ' ').slice(0, 16))} UTC</span>`
      : '',
  ].join('');
  const selected = (kind: string) => ((phone.next?.kind ?? 'none') === kind ? ' selected' : '');
  const seconds = phone.next?.kind === 'delay' ? String(phone.next.seconds) : '5';
  return `<section class="phone" id="phone-${phone.number}" aria-labelledby="title-${phone.number}">
<h2 id="title-${phone.number}">+${phone.number}</h2>
<p class="badges">${badges}</p>
<ol class="conversation">${phone.messages.map(messageItem).join('') || '<li class="empty">No messages yet.</li>'}</ol>
<form method="post" action="${action}/reply" class="reply">
  <label for="reply-${phone.number}">Reply as the customer on WhatsApp</label>
  <div class="row"><input id="reply-${phone.number}" name="text" required autocomplete="off"><button>Send reply</button></div>
</form>
<form method="post" action="${action}/sms-reply" class="reply">
  <label for="sms-reply-${phone.number}">Reply by SMS</label>
  <div class="row"><input id="sms-reply-${phone.number}" name="text" required autocomplete="off"><button>Send SMS</button></div>
</form>
<form method="post" action="${action}/controls" class="controls">
  <label for="next-${phone.number}">Next message</label>
  <div class="row">
    <select id="next-${phone.number}" name="next">
      <option value="none"${selected('none')}>as usual</option>
      <option value="fail"${selected('fail')}>fails</option>
      <option value="delay"${selected('delay')}>is delayed</option>
      <option value="refuse"${selected('refuse')}>is refused</option>
    </select>
    <label class="inline">by <input name="seconds" type="number" min="1" max="3600" value="${seconds}" inputmode="numeric"> s</label>
  </div>
  <label class="inline"><input type="checkbox" name="dnd"${phone.dnd ? ' checked' : ''}> On the Do-Not-Disturb register</label>
  <button>Save</button>
</form>
</section>`;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.4 system-ui,sans-serif;color:#1a1a1a;background:#f4f5f7}
header,main{max-width:760px;margin:0 auto;padding:12px}header h1{font-size:1.3rem;margin:0 0 4px}
header p{margin:0 0 8px;color:#555;font-size:.9rem}code{font-size:.85em}
.phone{background:#fff;border-radius:8px;padding:12px;margin:0 0 16px;box-shadow:0 1px 2px #0002}
.phone h2{font-size:1.1rem;margin:0}.badges{margin:4px 0}.badge{display:inline-block;font-size:.8rem;border-radius:4px;padding:1px 6px;margin:2px 4px 2px 0}
.good{color:#0a6b2e}.bad{color:#a4161a}.warn{color:#8a5300}.badge.good{background:#e3f5e9}.badge.bad{background:#fde7e7}.badge.warn{background:#fff3d6}
.conversation{list-style:none;margin:8px 0;padding:0;display:flex;flex-direction:column;gap:8px}
.message{max-width:85%;border-radius:8px;padding:6px 10px;overflow-wrap:anywhere}.message p{margin:2px 0}
.outbound{align-self:flex-end;background:#dcf8c6}.inbound{align-self:flex-start;background:#eef0f3}
.meta,.state{font-size:.78rem;color:#555}.error{font-size:.85rem;color:#a4161a}.empty{color:#777}
form{margin:10px 0 0;display:flex;flex-direction:column;gap:6px}.row{display:flex;gap:6px;flex-wrap:wrap}
.row input:not([type=number]){flex:1 1 180px;min-width:0}input,select,button{font:inherit;padding:6px 8px;min-height:40px}
input[type=number]{width:5.5em}.inline{display:flex;align-items:center;gap:6px}input[type=checkbox]{min-height:0;width:20px;height:20px}
button{background:#1f5fbf;color:#fff;border:0;border-radius:6px;padding:6px 14px;align-self:flex-start}
.add{background:#fff;border-radius:8px;padding:12px;margin:0 0 16px}`;

/** Re-renders the list from the server every 2 s, unless the user is typing or a form has changes. */
const SCRIPT = `
setInterval(async () => {
  const active = document.activeElement;
  if (active && active.closest('form')) return;
  const response = await fetch(location.pathname, { headers: { accept: 'text/html' } }).catch(() => null);
  if (!response || !response.ok) return;
  const next = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('#phones');
  const current = document.querySelector('#phones');
  if (next && current && next.innerHTML !== current.innerHTML) current.replaceWith(next);
}, 2000);`;

export function inboxPage(phones: PhoneView[], notice = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Messaging sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<header>
<h1>Messaging sandbox</h1>
<p>Every WhatsApp message and SMS the site sends, by phone. JSON for tests: <code>GET /api/messages?to=</code>, <code>POST /api/controls</code>, <code>POST /api/replies</code>.</p>
${notice ? `<p class="error" role="alert">${escapeHtml(notice)}</p>` : ''}
</header>
<main>
<form method="post" action="/phones" class="add">
  <label for="new-phone">Add a phone number (to reply from it or set its controls first)</label>
  <div class="row"><input id="new-phone" name="phone" inputmode="tel" placeholder="2348031234567" required><button>Add</button></div>
</form>
<div id="phones">${phones.map(phoneSection).join('\n') || '<p class="empty">No messages yet.</p>'}</div>
</main>
<script>${SCRIPT}</script>
</body>
</html>`;
}
