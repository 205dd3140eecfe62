import { appointmentPath, crewPath } from '@clean/shared';
import type { Location } from '@clean/shared/constants';
import type { CrewBoardJob, CrewBoardLane, CrewBoardResponse } from '@clean/shared/schemas';
import type { CSSProperties } from 'react';
import { useId } from 'react';
import { VisuallyHidden } from '@clean/shared/ui';
import { Link } from 'react-router-dom';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { minuteLabel } from '../../../lib/clock-label';
import { useAdminGetCrewBoardQuery } from '../api/get-crew-board';
import { boardLocations } from '../lib/board-layout';
import type { ScheduleParams } from '../lib/schedule-params';
import { scheduleTexts } from '../lib/texts';
import styles from './schedule.module.css';

const texts = scheduleTexts.crewBoard;

/** Where a stretch of the day sits on a lane's track, as percentages of the board's span. */
function placed(board: Pick<CrewBoardResponse, 'starts' | 'ends'>, from: number, minutes: number): CSSProperties {
  const span = Math.max(1, board.ends - board.starts);
  return { left: `${((from - board.starts) / span) * 100}%`, width: `${(minutes / span) * 100}%` };
}

/** A job as long as it lasts, then its travel time; it opens the booking's page. */
function JobBlock({ board, job }: { board: CrewBoardResponse; job: CrewBoardJob }) {
  const from = minuteLabel(job.startMinute);
  const to = minuteLabel(job.startMinute + job.minutes);
  const status = scheduleTexts.statuses[job.status];
  return (
    <li className={styles.jobPlace} style={placed(board, job.startMinute, job.minutes)}>
      <Link
        to={appointmentPath(job._id)}
        className={`${styles.job} ${status ? styles.jobMuted : ''}`}
        title={`${from} to ${to} · ${job.service} · ${job.customerName}`}
      >
        <span className={styles.jobTime}>{from}</span> <span>{job.service}</span>{' '}
        <VisuallyHidden>{texts.jobRest(job.reference, job.customerName, to, status)}</VisuallyHidden>
      </Link>
      {board.travelMinutes > 0 && (
        <span
          className={styles.travel}
          aria-hidden="true"
          style={{ left: '100%', width: `${(board.travelMinutes / job.minutes) * 100}%` }}
        />
      )}
    </li>
  );
}

/** One crew's day (or the jobs without a crew): its name and hours, then its track of jobs. */
function Lane({ board, lane }: { board: CrewBoardResponse; lane: CrewBoardLane }) {
  const nameId = useId();
  return (
    <li className={styles.lane} aria-labelledby={nameId}>
      <div className={styles.laneHead}>
        <span id={nameId} className={styles.laneName}>
          {lane.crew ? <Link to={crewPath(lane.crew._id)}>{lane.crew.name}</Link> : texts.noCrew}
        </span>
        <span className={styles.laneHours}>
          {lane.hours ? texts.hours(minuteLabel(lane.hours.starts), minuteLabel(lane.hours.ends)) : lane.off}
          {lane.jobs.length === 0 && lane.hours ? ` · ${texts.free}` : ''}
        </span>
      </div>
      <div className={`${styles.track} ${lane.hours || !lane.crew ? '' : styles.trackOff}`}>
        {lane.hours && (
          <span
            className={styles.workingHours}
            aria-hidden="true"
            style={placed(board, lane.hours.starts, lane.hours.ends - lane.hours.starts)}
          />
        )}
        {lane.jobs.length > 0 && (
          <ul className={styles.jobs}>
            {lane.jobs.map((job) => (
              <JobBlock key={job._id} board={board} job={job} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/** The hours under the lanes: every two hours of the board's span. */
function Axis({ board }: { board: CrewBoardResponse }) {
  const first = Math.ceil(board.starts / 120) * 120;
  const ticks = Array.from({ length: Math.floor((board.ends - first) / 120) + 1 }, (_, n) => first + n * 120);
  return (
    <div className={styles.axis} aria-hidden="true">
      {ticks.map((minute) => (
        <span key={minute} className={styles.tick} style={{ left: placed(board, minute, 0).left }}>
          {minuteLabel(minute).replace(':00', '')}
        </span>
      ))}
    </div>
  );
}

function CrewDay({ date, location }: { date: string; location: Location }) {
  const titleId = useId();
  const read = useAdminGetCrewBoardQuery({ date, location }, { refetchOnMountOrArgChange: true });
  const board = read.currentData;
  return (
    <section className={styles.location} aria-labelledby={titleId} aria-busy={read.isFetching}>
      <h3 id={titleId} className={styles.locationTitle}>
        {location}
      </h3>
      {read.error ? (
        <LoadErrorPanel
          title={texts.errorTitle(location)}
          error={read.error}
          retrying={read.isFetching}
          onRetry={() => void read.refetch()}
        />
      ) : !board ? (
        <p className={styles.empty} role="status">
          {texts.loading(location)}
        </p>
      ) : board.lanes.length === 0 ? (
        <p className={styles.empty}>{texts.noCrews}</p>
      ) : (
        <>
          <p className={styles.empty}>{texts.travel(board.travelMinutes)}</p>
          <ol className={styles.lanes} aria-label={texts.lanes(location)}>
            {board.lanes.map((lane) => (
              <Lane key={lane.crew?._id ?? 'none'} board={board} lane={lane} />
            ))}
          </ol>
          <Axis board={board} />
        </>
      )}
    </section>
  );
}

/** One day crew by crew, per location: who works when, each job as long as it lasts. */
export function CrewDayView({ date, params }: { date: string; params: ScheduleParams }) {
  return (
    <div className={styles.locations}>
      {boardLocations(params.location).map((location) => (
        <CrewDay key={location} date={date} location={location} />
      ))}
    </div>
  );
}
