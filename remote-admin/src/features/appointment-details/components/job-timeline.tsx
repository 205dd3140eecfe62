import { apiAddress } from '@clean/shared';
import { COULD_NOT_WORK_LABELS, JOB_STEP_LABELS, type JobEvent, type JobTimeline } from '@clean/shared/schemas';
import { Detail, DetailList } from '../../../components/detail-list/detail-list';
import { Section } from '../../../components/record-section/record-section';
import { lagosMoment } from '@clean/shared/lagos-time';
import { appointmentDetailsTexts } from '../lib/texts';
import styles from './appointment-details.module.css';

const texts = appointmentDetailsTexts.timeline;

/** The photos of the finished work, each a thumbnail opening the full size in a new tab. */
function Photos({ photos }: { photos: JobEvent['photos'] }) {
  return (
    <ul className={styles.photos}>
      {photos.map((photo, index) => (
        <li key={photo._id}>
          <a href={apiAddress(photo.url)} target="_blank" rel="noopener noreferrer">
            <img src={apiAddress(photo.url)} alt={texts.photo(index + 1)} className={styles.photo} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function TimelineEvent({ event }: { event: JobEvent }) {
  return (
    <li className={styles.step}>
      <h3 className={styles.stepTitle}>{JOB_STEP_LABELS[event.kind]}</h3>
      <DetailList layout="rows">
        <Detail label={texts.at}>
          <time dateTime={event.at}>{lagosMoment(event.at)}</time>
        </Detail>
        <Detail label={texts.who}>{texts.whoText(event.member, event.crew)}</Detail>
        {event.kind === 'could-not-work' && event.reason && (
          <Detail label={texts.reason}>{COULD_NOT_WORK_LABELS[event.reason]}</Detail>
        )}
        {event.kind === 'could-not-work' && event.note && <Detail label={texts.note}>{event.note}</Detail>}
        {event.kind === 'done' && (
          <Detail label={texts.checklist}>
            {event.checklist.length === 0 ? (
              texts.nothingTicked
            ) : (
              <ul className={styles.checklist}>
                {event.checklist.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </Detail>
        )}
        {event.photos.length > 0 && (
          <Detail label={texts.photos}>
            <Photos photos={event.photos} />
          </Detail>
        )}
      </DetailList>
    </li>
  );
}

/**
 * What the crew recorded on the day (docs/PRODUCT.md, "The crew's day"), oldest first after
 * 'Assigned', each step at the time it happened on the phone.
 */
export function JobTimelineSection({ timeline, crew }: { timeline: JobTimeline; crew: string | null }) {
  return (
    <Section title={texts.title}>
      <ol className={styles.timeline} aria-label={texts.title}>
        <li className={styles.step}>
          <h3 className={styles.stepTitle}>{JOB_STEP_LABELS.assigned}</h3>
          {crew && <p className={styles.muted}>{crew}</p>}
        </li>
        {timeline.events.map((event) => (
          <TimelineEvent key={event._id} event={event} />
        ))}
      </ol>
      {timeline.events.length === 0 && <p className={styles.muted}>{texts.none}</p>}
    </Section>
  );
}
