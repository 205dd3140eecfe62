/**
 * The readable copy of a data download (docs/PRODUCT.md, "Your data"): one self-contained HTML page,
 * every value escaped, no script or outside resource (the crew's photos are links, not images).
 */
import { company } from '@clean/shared/content';
import { formatNaira } from '@clean/shared/format';
import { CHANNEL_LABELS, messageChannel, type DataExport } from '@clean/shared/schemas';

const escape = (value: string): string => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const table = (caption: string, rows: [string, string][][]): string =>
  rows.length === 0
    ? `<h2>${escape(caption)}</h2><p>None.</p>`
    : `<h2>${escape(caption)}</h2>` +
      rows
        .map(
          (fields) =>
            `<table>${fields.map(([name, value]) => `<tr><th scope="row">${escape(name)}</th><td>${escape(value)}</td></tr>`).join('')}</table>`,
        )
        .join('');

const consent = (version: string | null, at: string | null) =>
  version ? `Privacy notice ${version}, agreed ${at ?? ''}` : 'Not recorded (before consent was recorded)';

/** The crew's visits: each booking's steps as lines, then its photos as links good for an hour. */
function visits(rows: DataExport['visits']): string {
  const heading = `<h2>Visits of our crews (${rows.length})</h2>`;
  if (rows.length === 0) return `${heading}<p>None.</p>`;
  return (
    heading +
    rows
      .map((visit) => {
        const steps = visit.steps.map((step) => {
          const why = [step.reason, step.note].filter(Boolean).join(': ');
          return `<li>${escape(`${step.step}, ${step.at} (${step.crew})${why ? `. ${why}` : ''}`)}</li>`;
        });
        const photos = visit.photos.map(
          (photo, index) =>
            `<li><a href="${escape(photo.url)}">Photo ${index + 1}</a>, taken ${escape(photo.takenAt)}; ` +
            `the link works until ${escape(photo.linkExpiresAt)}</li>`,
        );
        return (
          `<h3>Booking ${escape(visit.reference)}</h3>` +
          (steps.length > 0 ? `<ul>${steps.join('')}</ul>` : '<p>No steps recorded.</p>') +
          (photos.length > 0 ? `<ul>${photos.join('')}</ul>` : '')
        );
      })
      .join('')
  );
}

/** The channel they chose for our messages, with the notice shown beside the choice. */
function contactChoice(row: DataExport['bookings'][number]): string {
  const channel = messageChannel.safeParse(row.contactChannel);
  if (!channel.success) return 'Not recorded (before the choice was asked)';
  const notice = row.contactNoticeVersion ? `, privacy notice ${row.contactNoticeVersion}` : '';
  return `${CHANNEL_LABELS[channel.data]}, chosen ${row.contactChosenAt ?? ''}${notice}`;
}

export function dataExportHtml(data: DataExport): string {
  const bookings = data.bookings.map((row): [string, string][] => [
    ['Reference', row.reference],
    ['Booked', row.createdAt],
    ['Name', `${row.firstName} ${row.lastName}`],
    ['Email', row.email],
    ['Phone', row.phone],
    ['Address', `${row.address}, ${row.location}`],
    ['Notes', row.notes || '—'],
    ['Service', row.service],
    ['Visit', `${row.date} ${row.time}`],
    ['Amount', formatNaira(row.amount)],
    ['Cancelled', row.cancelled ? 'Yes' : 'No'],
    ['Consent', consent(row.privacyNoticeVersion, row.privacyAgreedAt)],
    ['Messages by', contactChoice(row)],
  ]);
  const payments = data.payments.map((row): [string, string][] => [
    ['Booking', row.reference],
    ['Amount', formatNaira(row.amount)],
    ['Paid', row.paidAt ?? '—'],
    ['Refunded', formatNaira(row.refundedAmount)],
  ]);
  const messages = data.messages.map((row): [string, string][] => [
    ['Sent', row.createdAt],
    ['Name', row.name],
    ['Email', row.email],
    ['Subject', row.subject],
    ['Message', row.message],
    ['Consent', consent(row.privacyNoticeVersion, row.privacyAgreedAt)],
  ]);
  const phoneMessages = data.phoneMessages.map((row): [string, string][] => [
    ['Received', row.receivedAt],
    ['From', `${row.phone} (${CHANNEL_LABELS[messageChannel.catch('whatsapp').parse(row.channel)]})`],
    ['Message', row.text],
  ]);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data held by ${escape(company.name)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%;margin:0 0 1.5rem}th,td{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}
th{width:30%;background:#f4f4f4}</style></head>
<body><h1>Your data held by ${escape(company.name)}</h1>
<p>Everything tied to ${escape(data.matchedOn.email)}, as of ${escape(data.generatedAt)}. ${escape(data.privacyNotice)}.</p>
<p>${escape(data.notIncluded)}</p>
${table(`Bookings (${data.bookings.length})`, bookings)}
${table(`Payments (${data.payments.length})`, payments)}
${visits(data.visits)}
${table(`Messages (${data.messages.length})`, messages)}
${table(`WhatsApp and SMS messages (${data.phoneMessages.length})`, phoneMessages)}
</body></html>
`;
}
