import { crewPath, paths } from '@clean/shared';
import { LOCATIONS } from '@clean/shared/constants';
import { Bone, ButtonLink, Skeleton } from '@clean/shared/ui';
import { Link } from 'react-router-dom';
import type { Crew } from '@clean/shared/schemas';
import { useAdminGetAreasQuery } from '../../../api/areas-api';
import { useAdminGetCrewsQuery } from '../../../api/crews-api';
import { LoadErrorPanel } from '../../../components/load-error-panel/load-error-panel';
import { clockLabel } from '../../../lib/clock-label';
import { crewsTexts, daysSummary } from '../lib/texts';
import styles from './crews.module.css';

const texts = crewsTexts.list;

/** The line of the areas a crew goes to, by name: 'Every area' when it lists none; none while their names are unknown. */
function useAreasLine() {
  const { currentData } = useAdminGetAreasQuery({});
  const names = new Map(currentData?.areas.map((area) => [area._id, area.name]));
  return (crew: Crew) => {
    if (crew.areas?.length && !currentData) return null;
    const text = crew.areas?.length ? crew.areas.flatMap((id) => names.get(id) ?? []).join(', ') : texts.everyArea;
    return <p className={styles.muted}>{text}</p>;
  };
}

/** Every crew by location: its days and hours, its members, its areas and whether it takes bookings; each opens its page. */
export function CrewList() {
  const { currentData, error, isFetching, refetch } = useAdminGetCrewsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const areasLine = useAreasLine();

  let content;
  if (error) {
    content = (
      <LoadErrorPanel title={texts.errorTitle} error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  } else if (!currentData) {
    content = (
      <Skeleton label={texts.loading}>
        <Bone shape="card" height="8rem" />
        <Bone shape="card" height="8rem" />
      </Skeleton>
    );
  } else {
    content = LOCATIONS.map((location) => {
      const here = currentData.crews.filter((crew) => crew.location === location);
      return (
        <section key={location} className={styles.location} aria-label={location}>
          <h2 className={styles.locationTitle}>{location}</h2>
          {here.length === 0 ? (
            <p className={styles.muted}>{texts.empty}</p>
          ) : (
            <ul className={styles.crews}>
              {here.map((crew) => (
                <li key={crew._id} className={crew.active ? styles.crew : `${styles.crew} ${styles.inactive}`}>
                  <Link to={crewPath(crew._id)} className={styles.crewName} aria-label={texts.edit(crew.name)}>
                    {crew.name}
                  </Link>
                  <p className={styles.muted}>
                    {daysSummary(crew.workingDays)} · {clockLabel(crew.dayStarts)} to {clockLabel(crew.dayEnds)}
                  </p>
                  <p className={styles.muted}>
                    {crew.members.length > 0 ? crew.members.map((member) => member.name).join(', ') : texts.members(0)}
                  </p>
                  {areasLine(crew)}
                  <span className={crew.active ? styles.activeBadge : styles.inactiveBadge}>
                    {crew.active ? texts.active : texts.inactive}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      );
    });
  }

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <p className={styles.intro}>{texts.intro}</p>
        <ButtonLink to={paths.admin.addCrew}>{texts.add}</ButtonLink>
      </div>
      {content}
    </div>
  );
}
