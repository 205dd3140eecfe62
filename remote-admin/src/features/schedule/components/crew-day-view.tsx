import { appointmentPath, crewPath } from '@clean/shared';
import type { Location } from '@clean/shared/constants';
import type { CrewBoardJob, CrewBoardLane, CrewBoardResponse } from '@clean/shared/schemas';
import type { CSSProperties, DragEvent } from 'react';
import { useId, useState } from 'react';
import { VisuallyHidden } from '@clean/shared/ui';
import { Link } from 'react-router-dom';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import {
  SendCrewForm,
  useSendCrew,
  type CrewJobChoice,
  type CrewSender,
} from '../../../components/send-crew/send-crew';
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

/** The job being dragged to another crew's lane, and the crew it has now. */
interface Dragged {
  jobId: string;
  crewId: string | null;
}

/** Drag and drop on a computer: which job is in the air, and sending it to the lane it lands on. */
interface DragMove {
  dragged: Dragged | null;
  setDragged(dragged: Dragged | null): void;
  sender: CrewSender;
}

/**
 * A job as long as it lasts, then its travel time; it opens the booking's page, and on a computer it
 * can be dragged onto another crew's lane.
 */
function JobBlock({
  board,
  job,
  crewId,
  move,
}: {
  board: CrewBoardResponse;
  job: CrewBoardJob;
  crewId: string | null;
  move: DragMove;
}) {
  const from = minuteLabel(job.startMinute);
  const to = minuteLabel(job.startMinute + job.minutes);
  const status = scheduleTexts.statuses[job.status];
  return (
    <li className={styles.jobPlace} style={placed(board, job.startMinute, job.minutes)}>
      <Link
        to={appointmentPath(job._id)}
        className={`${styles.job} ${status ? styles.jobMuted : ''}`}
        title={`${from} to ${to} · ${job.service} · ${job.customerName}`}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          move.setDragged({ jobId: job._id, crewId });
        }}
        onDragEnd={() => move.setDragged(null)}
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

/**
 * One crew's day (or the jobs without a crew): its name and hours, then its track of jobs. A crew's
 * lane takes a job of another lane dropped on it; the server says when that crew cannot go.
 */
function Lane({ board, lane, move }: { board: CrewBoardResponse; lane: CrewBoardLane; move: DragMove }) {
  const nameId = useId();
  const [over, setOver] = useState(false);
  const crewId = lane.crew?._id ?? null;
  const takes = crewId !== null && move.dragged !== null && move.dragged.crewId !== crewId;
  const onDragOver = (event: DragEvent) => {
    if (!takes) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    setOver(false);
    if (!takes || !move.dragged || !crewId) return;
    event.preventDefault();
    const { jobId } = move.dragged;
    move.setDragged(null);
    void move.sender.send(jobId, crewId);
  };
  return (
    <li
      className={`${styles.lane} ${takes && over ? styles.laneOver : ''}`}
      aria-labelledby={nameId}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
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
              <JobBlock key={job._id} board={board} job={job} crewId={crewId} move={move} />
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

/** Every job of the day, named as the move form lists them: start, service, customer, reference, crew. */
function jobChoices(board: CrewBoardResponse): CrewJobChoice[] {
  return board.lanes.flatMap((lane) =>
    lane.jobs.map((job) => ({
      id: job._id,
      crewId: lane.crew?._id ?? null,
      label: texts.jobChoice(
        minuteLabel(job.startMinute),
        job.service,
        job.customerName,
        job.reference,
        lane.crew?.name ?? texts.noCrew,
      ),
    })),
  );
}

function CrewDay({ date, location }: { date: string; location: Location }) {
  const titleId = useId();
  const read = useAdminGetCrewBoardQuery({ date, location }, { refetchOnMountOrArgChange: true });
  const board = read.currentData;
  const sender = useSendCrew();
  const [dragged, setDragged] = useState<Dragged | null>(null);
  const move: DragMove = { dragged, setDragged, sender };
  const jobs = board ? jobChoices(board) : [];
  const crews = board?.lanes.filter((lane) => lane.crew).length ?? 0;
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
              <Lane key={lane.crew?._id ?? 'none'} board={board} lane={lane} move={move} />
            ))}
          </ol>
          <Axis board={board} />
          {jobs.length > 0 && crews > 1 && (
            <div className={styles.move}>
              <SendCrewForm sender={sender} location={location} jobs={jobs} chooseJob label={texts.move(location)} />
              <p className={styles.moveHint}>{texts.moveHint}</p>
            </div>
          )}
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
